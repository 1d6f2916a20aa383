import KeenSlider, { type KeenSliderInstance, type KeenSliderPlugin } from 'keen-slider';
import { injectStyle } from '../../runtime/styles';
import css from './carousel.css';
import { DEFAULT_SPEED_MS, swipePlugin, thresholdDrag, type ReleaseRule } from './swipe';

/** One carousel's behaviour, whatever markup it came from (page builder, theme, product gallery). */
export interface CarouselSettings {
  slidesToShow: number;
  slidesToScroll: number;
  /** Overrides by media query, first match wins (`'(max-width: 767px)': { slidesToShow: 1 }`). */
  responsive?: Record<string, { slidesToShow?: number; slidesToScroll?: number; adaptiveHeight?: boolean; spacing?: number }>;
  /** Gap between slides in px. */
  spacing?: number;
  loop?: boolean;
  /** Transition in ms. */
  speed?: number;
  rtl?: boolean;
  /**
   * `stopOnFocus`: focus inside stops it until the pointer leaves (the page builder); otherwise focus
   * pauses it until focus leaves (Slick's and Splide's pause on focus).
   */
  autoplay?: { interval: number; pauseOnHover: boolean; pauseOnInteraction: boolean; stopOnFocus?: boolean } | null;
  adaptiveHeight?: boolean;
  /** Load `img[data-src]` in the current, previous and next slides only. */
  lazy?: boolean;
  /** Arrow keys move it while focus is inside this element. */
  keyboardScope?: HTMLElement | null;
  /** Slides per view are nudged (page builder's offset sides) so the next slide peeks in. */
  peek?: number;
  /** `fade`: one slide at a time, cross-fading in place instead of sliding (Swiper's fade effect). */
  effect?: 'slide' | 'fade';
  /** Where hover and focus pause autoplay (default: the container's parent); arrows often sit outside it. */
  hoverScope?: HTMLElement | null;
  /**
   * How a drag ends: `throw` (the slider library's rules, the default) or `swiper` (Swiper 8's, for the
   * page builder's Swiper carousels: the track follows at once, no throw).
   */
  release?: ReleaseRule;
}

export interface Carousel {
  readonly slider: KeenSliderInstance;
  readonly slides: HTMLElement[];
  /** Index of the first slide in view. */
  current(): number;
  /** Number of stops (positions it can rest at). */
  stops(): number;
  /** Slides in view at the current breakpoint (with any peek) and slides one move goes on by. */
  perView(): number;
  step(): number;
  next(): void;
  prev(): void;
  moveTo(index: number): void;
  /** Ends autoplay for good (the shopper used the arrows or dots of a carousel set to pause on interaction). */
  stopAutoplay(): void;
  /** Called with the index whenever it comes to rest on a new slide. */
  onChange(listener: (index: number) => void): () => void;
  destroy(): void;
}

const EASE = (t: number) => 1 - (1 - t) ** 3;

function matching(settings: CarouselSettings): CarouselSettings {
  for (const [query, override] of Object.entries(settings.responsive ?? {})) {
    if (window.matchMedia(query).matches) return { ...settings, ...override };
  }
  return settings;
}

/** Loads `img[data-src]` (and `data-srcset`) in the slides around the current one. */
function lazyPlugin(slides: HTMLElement[], loop: boolean, perView: () => number): KeenSliderPlugin {
  const load = (slide: HTMLElement | undefined) => {
    for (const img of slide?.querySelectorAll<HTMLImageElement>('img[data-src]') ?? []) {
      img.addEventListener('load', () => {
        img.classList.add('swiper-lazy-loaded');
        img.parentElement?.querySelector('.swiper-lazy-preloader')?.remove();
      }, { once: true });
      if (img.dataset.srcset) img.srcset = img.dataset.srcset;
      img.src = img.dataset.src!;
      img.removeAttribute('data-src');
    }
  };
  return (slider) => {
    const around = () => {
      const rel = slider.track.details?.rel ?? 0;
      // One slide either side of those in view (counted as configured: mid-move, more are partly in view);
      // past the ends only when the carousel loops.
      for (let i = rel - 1; i <= rel + Math.ceil(perView()); i++) {
        if (loop || (i >= 0 && i < slides.length)) load(slides[(i + slides.length) % slides.length]);
      }
    };
    slider.on('created', around);
    slider.on('slideChanged', around);
  };
}

/**
 * Swiper's cross-fade on keen-slider: keen-slider still tracks the position (drags, moves, loop),
 * but renders nothing itself; each slide is shifted back onto the first one's place and its opacity
 * follows how much of it the track has in view, so one fades out as the next fades in.
 */
function fadePlugin(slides: HTMLElement[]): KeenSliderPlugin {
  return (slider) => {
    const render = () => {
      const details = slider.track.details;
      if (!details) return;
      const back = getComputedStyle(slider.container).direction === 'rtl' ? 100 : -100;
      details.slides.forEach((slide, i) => {
        const el = slides[i];
        if (!el) return;
        el.style.minWidth = '100%';
        el.style.maxWidth = '100%';
        el.style.transform = `translate3d(${back * i}%, 0, 0)`;
        el.style.opacity = String(slide.portion);
        // Only the slide mostly in view takes clicks (the others lie on top of it, transparent).
        el.style.pointerEvents = slide.portion > 0.5 ? '' : 'none';
      });
    };
    slider.on('created', render);
    slider.on('detailsChanged', render);
    slider.on('destroyed', () => {
      for (const el of slides) {
        for (const property of ['min-width', 'max-width', 'transform', 'opacity', 'pointer-events']) el.style.removeProperty(property);
      }
    });
  };
}

/** Slides fully out of view are hidden from assistive technology and the tab order. */
function a11yPlugin(slides: HTMLElement[]): KeenSliderPlugin {
  return (slider) => {
    const mark = () => {
      const details = slider.track.details;
      if (!details) return;
      details.slides.forEach((slide, i) => {
        const el = slides[i];
        if (!el) return;
        const hidden = slide.portion < 0.01;
        el.toggleAttribute('inert', hidden);
        if (hidden) el.setAttribute('aria-hidden', 'true');
        else el.removeAttribute('aria-hidden');
      });
    };
    slider.on('created', mark);
    slider.on('slideChanged', mark);
    // slideChanged fires mid-animation, while the old slide is still partly in view.
    slider.on('animationEnded', mark);
    slider.on('updated', mark);
  };
}

/**
 * keen-slider's update (on a window resize, which WooCommerce's variation form fires 20 ms after it
 * asks the gallery for a variation's slide) stops a move on its way and leaves the slider where the
 * move started. Flexslider goes on to the slide asked for; so does this: a move cut short by an
 * update is made again.
 */
function finishMovesPlugin(): KeenSliderPlugin {
  return (slider) => {
    let heading: number | null = null;
    slider.on('animationStarted', () => {
      heading = slider.animator.targetIdx ?? null;
    });
    slider.on('animationEnded', () => {
      heading = null;
    });
    slider.on('updated', () => {
      const target = heading;
      heading = null;
      if (target !== null && target !== slider.track.details?.abs) slider.moveToIdx(target, true);
    });
  };
}

function adaptiveHeightPlugin(enabled: () => boolean): KeenSliderPlugin {
  return (slider) => {
    const fit = () => {
      const slide = slider.slides[slider.track.details?.rel ?? 0];
      const { style } = slider.container;
      // Measured at its own height: with the container's height set (and the flex line stretching
      // its items) every slide would measure as tall as the container.
      style.height = '';
      style.alignItems = enabled() ? 'flex-start' : '';
      if (enabled() && slide) style.height = `${slide.offsetHeight}px`;
    };
    slider.on('created', fit);
    slider.on('slideChanged', fit);
    slider.on('updated', fit);
  };
}

/**
 * Autoplay: moves every `interval` ms; pauses while hovered (if asked), stops for good once the
 * shopper drags or uses the controls (if asked). Focus inside pauses it until focus leaves, or, with
 * `stopOnFocus` (the page builder's carousels), stops it: focus leaving does not restart it, only the
 * pointer leaving a carousel that pauses on hover does.
 */
function autoplayPlugin(
  settings: NonNullable<CarouselSettings['autoplay']>,
  move: () => void,
  scope: HTMLElement | null | undefined,
  control: { stop: () => void },
): KeenSliderPlugin {
  return (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hovered = false;
    let focused = false;
    let stopped = false;
    const schedule = () => {
      clearTimeout(timer);
      if (stopped || focused || (hovered && settings.pauseOnHover)) return;
      timer = setTimeout(move, settings.interval);
    };
    const root = scope ?? slider.container.parentElement ?? slider.container;
    control.stop = () => {
      stopped = true;
      clearTimeout(timer);
    };
    const enter = () => { hovered = true; schedule(); };
    const leave = () => {
      hovered = false;
      if (settings.stopOnFocus && settings.pauseOnHover) focused = false;
      schedule();
    };
    const focusIn = () => { focused = true; schedule(); };
    const focusOut = (event: FocusEvent) => {
      if (settings.stopOnFocus || root.contains(event.relatedTarget as Node | null)) return;
      focused = false;
      schedule();
    };
    slider.on('created', () => {
      // A carousel that starts under the pointer or with focus inside waits like one hovered or focused.
      hovered = root.matches(':hover');
      focused = root.contains(root.ownerDocument.activeElement);
      root.addEventListener('mouseenter', enter);
      root.addEventListener('mouseleave', leave);
      root.addEventListener('focusin', focusIn);
      root.addEventListener('focusout', focusOut);
      schedule();
    });
    slider.on('dragStarted', () => {
      if (settings.pauseOnInteraction) stopped = true;
      clearTimeout(timer);
    });
    slider.on('animationEnded', schedule);
    slider.on('updated', schedule);
    slider.on('destroyed', () => {
      clearTimeout(timer);
      root.removeEventListener('mouseenter', enter);
      root.removeEventListener('mouseleave', leave);
      root.removeEventListener('focusin', focusIn);
      root.removeEventListener('focusout', focusOut);
    });
  };
}

/**
 * Turns existing slides (server markup, already in the DOM) into a carousel. Returns null when there
 * are fewer than 2 slides: a single slide is left as it is.
 */
export function createCarousel(container: HTMLElement, slideSelector: string, settings: CarouselSettings): Carousel | null {
  const slides = [...container.querySelectorAll<HTMLElement>(`:scope > ${slideSelector}`)];
  if (slides.length < 2) return null;
  injectStyle('carousel', css);
  container.setAttribute('data-wi-carousel', '');

  const fade = settings.effect === 'fade';
  // A fading carousel shows one slide and moves one at a time, whatever the breakpoint (as Swiper's fade).
  const active = () => (fade ? { ...matching(settings), slidesToShow: 1, slidesToScroll: 1, spacing: 0 } : matching(settings));
  const perView = () => Math.min(active().slidesToShow, slides.length) + (fade ? 0 : settings.peek ?? 0);
  const listeners = new Set<(index: number) => void>();
  let carousel: Carousel;

  const autoplay = { stop: () => {} };
  const swiper = settings.release === 'swiper';
  const drag = swiper ? thresholdDrag(0) : thresholdDrag();
  const plugins: KeenSliderPlugin[] = [swipePlugin(drag, settings.release, () => (fade ? 1 : active().slidesToScroll)), a11yPlugin(slides), adaptiveHeightPlugin(() => Boolean(active().adaptiveHeight)), finishMovesPlugin()];
  if (fade) plugins.push(fadePlugin(slides));
  if (settings.lazy) plugins.push(lazyPlugin(slides, Boolean(settings.loop), () => perView()));
  if (settings.autoplay && settings.autoplay.interval > 0) {
    plugins.push(autoplayPlugin(settings.autoplay, () => carousel.next(), settings.hoverScope, autoplay));
  }

  const slider = new KeenSlider(container, {
    selector: (el: HTMLElement) => el.querySelectorAll(`:scope > ${slideSelector}`),
    loop: Boolean(settings.loop),
    rtl: Boolean(settings.rtl),
    renderMode: fade ? 'custom' : 'precision',
    defaultAnimation: { duration: settings.speed ?? DEFAULT_SPEED_MS, easing: EASE },
    dragSpeed: drag.dragSpeed,
    slides: { perView, spacing: () => active().spacing ?? 0 },
    slideChanged: (s) => listeners.forEach((listener) => listener(s.track.details.rel)),
  }, plugins);

  // Re-measure when a breakpoint changes the number of slides in view.
  const queries = Object.keys(settings.responsive ?? {}).map((q) => window.matchMedia(q));
  const onQuery = () => slider.update({ ...slider.options, slides: { perView, spacing: () => active().spacing ?? 0 } });
  queries.forEach((q) => q.addEventListener('change', onQuery));

  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName)) return;
    event.preventDefault();
    const forward = (event.key === 'ArrowRight') !== Boolean(settings.rtl);
    if (forward) carousel.next();
    else carousel.prev();
  };
  settings.keyboardScope?.addEventListener('keydown', onKey);

  const step = () => Math.max(1, active().slidesToScroll);
  const lastStop = () => Math.max(0, slides.length - Math.floor(perView()));
  // A move made while one is running goes on from where that one is heading (two quick presses, two slides).
  const from = () => slider.animator.targetIdx ?? slider.track.details.abs;
  carousel = {
    slider,
    slides,
    current: () => slider.track.details?.rel ?? 0,
    stops: () => (settings.loop ? slides.length : lastStop() + 1),
    perView,
    step,
    next() {
      const target = from() + step();
      slider.moveToIdx(settings.loop ? target : Math.min(target, lastStop()), true);
    },
    prev() {
      const target = from() - step();
      slider.moveToIdx(settings.loop ? target : Math.max(target, 0), true);
    },
    moveTo(index) {
      slider.moveToIdx(settings.loop ? index : Math.min(Math.max(index, 0), lastStop()));
    },
    stopAutoplay: () => autoplay.stop(),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      queries.forEach((q) => q.removeEventListener('change', onQuery));
      settings.keyboardScope?.removeEventListener('keydown', onKey);
      slider.destroy();
      container.removeAttribute('data-wi-carousel');
      container.style.height = '';
      container.style.alignItems = '';
      for (const slide of slides) {
        slide.removeAttribute('inert');
        slide.removeAttribute('aria-hidden');
      }
    },
  };
  return carousel;
}
