import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { CarouselSettings } from '../../src/carousel/slider/carousel';
import { params } from '../../src/config';
import { emit, on } from '../../src/events';
import { useListener } from '../../src/hooks';
import { t } from '../../src/i18n';
import { lightboxInHash, openLightbox, type LightboxSlide } from '../../src/lightbox';
import type { IslandProps } from '../../src/runtime/define';
import { injectStyle } from '../../src/runtime/styles';
import { watchEarlySwipes } from './early-swipe';
import { largeImageOfSlide, lightboxSlideOf, SLIDE, thumbOf, type GalleryFeatures, type ProductGalleryProps } from './read';
import css from './style.css';
import { useLazyCarousel } from './use-lazy-carousel';
import type { Zoom } from './zoom';

export { read } from './read';

injectStyle('product-gallery', css);

interface Controls {
  thumbs: HTMLOListElement;
  dots: HTMLOListElement;
  arrows: HTMLElement;
  /** WooCommerce's lightbox trigger; none when the lightbox is off. */
  trigger: HTMLButtonElement | null;
}

/**
 * The elements flexslider added around the slides, in its class names so the theme's CSS and the
 * variation form (which swaps the first thumbnail) find them: `ol.flex-control-nav.flex-control-thumbs`
 * and the paging dots after the gallery's slides, the arrows over them, and WooCommerce's trigger
 * button. Made before the carousel, so keen-slider knows the arrows are not for dragging. Only what
 * the shop switched on is made: the slider's controls with the slider, the trigger with the lightbox.
 */
function useControls(host: HTMLElement, wrapper: HTMLElement, slider: boolean, lightbox: boolean): Controls | null {
  const [controls, setControls] = useState<Controls | null>(null);
  useLayoutEffect(() => {
    const doc = host.ownerDocument;
    const made: HTMLElement[] = [];
    let trigger: HTMLButtonElement | null = null;
    if (lightbox) {
      trigger = doc.createElement('button');
      trigger.type = 'button';
      trigger.className = 'woocommerce-product-gallery__trigger';
      trigger.setAttribute('aria-label', t('gallery_trigger'));
      trigger.innerHTML = '<svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="M15.5 15.5 21 21M10.5 7.5v6M7.5 10.5h6" stroke="currentColor" stroke-width="1.8"/></svg>';
      host.prepend(trigger);
      made.push(trigger);
    }
    const next: Controls = { thumbs: doc.createElement('ol'), dots: doc.createElement('ol'), arrows: doc.createElement('ul'), trigger };
    if (slider) {
      next.thumbs.className = 'flex-control-nav flex-control-thumbs';
      next.dots.className = 'flex-control-paging';
      next.arrows.className = 'flex-direction-nav';
      next.arrows.setAttribute('data-keen-slider-clickable', '');
      wrapper.append(next.arrows);
      host.append(next.thumbs, next.dots);
      made.push(next.thumbs, next.dots, next.arrows);
    }
    setControls(next);
    return () => {
      made.forEach((el) => el.remove());
      setControls(null);
    };
  }, [host, wrapper, slider, lightbox]);
  return controls;
}

/**
 * Opens the shared lightbox on the gallery's items, the state kept in the hash under the gallery's name.
 * The gallery follows it through `goTo` (the latest, read when the lightbox moves): a lightbox opened
 * from a shared link moves a slider that does not exist yet, and asking is what brings it.
 */
function useLightbox(slides: HTMLElement[], name: string, goTo: (index: number) => void, enabled: boolean) {
  const opening = useRef(false);
  const follow = useRef(goTo);
  useLayoutEffect(() => {
    follow.current = goTo;
  }, [goTo]);
  const open = (index: number, opener: HTMLElement | null) => {
    if (opening.current) return;
    const items = slides.map(lightboxSlideOf);
    const usable = items.filter((item): item is LightboxSlide => item !== null);
    if (!usable.length) return;
    opening.current = true;
    const startAt = Math.max(0, usable.indexOf(items[index]!));
    void openLightbox(usable, {
      startAt,
      counter: true,
      fullscreen: true,
      zoom: true,
      history: name,
      label: t('gallery_label'),
      onSlide: (i) => follow.current(items.indexOf(usable[i]!)),
      onClose: () => {
        opening.current = false;
        opener?.focus({ preventScroll: true });
      },
    }).catch(() => {
      opening.current = false;
    });
  };
  // A shared link (`#gid=product-101&pid=2`) opens the lightbox where it was.
  useEffect(() => {
    const state = enabled ? lightboxInHash() : null;
    if (state?.gallery === name && state.index < slides.length) open(state.index, null);
  }, []);
  return open;
}

/** What tells the shopper reaches for the gallery: a mouse over it, a finger on it, focus in it. */
const INTENT = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * The slider, with its library fetched once the shopper reaches for the gallery (a shopper who only
 * reads or scrolls past never needs it): until then the first slide shows where the slider will show
 * it, laid out by the island's CSS on `data-wi-slider="waiting"`. A move asked for before the library
 * is there (a control, a key, the variation form, the lightbox, a swipe) is made once it is.
 */
function useGallerySlider(host: HTMLElement, container: HTMLElement | null, settings: CarouselSettings) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!container || wanted) return;
    const listening = new AbortController();
    for (const type of INTENT) host.addEventListener(type, () => setWanted(true), { passive: true, signal: listening.signal });
    return () => listening.abort();
  }, [host, container, wanted]);
  const { carousel, index } = useLazyCarousel(container, SLIDE, settings, wanted);
  const [asked, setAsked] = useState<number | null>(null);
  useEffect(() => {
    if (!carousel || asked === null) return;
    // A frame after it was made: its first measurement is in by then.
    const frame = requestAnimationFrame(() => {
      carousel.moveTo(asked);
      setAsked(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [carousel, asked]);
  useLayoutEffect(() => {
    if (!container || carousel) return;
    host.setAttribute('data-wi-slider', 'waiting');
    return () => host.removeAttribute('data-wi-slider');
  }, [host, container, carousel]);
  // While a move asked before the slider existed is still to be made, later presses add to it. A move
  // to the first slide while it shows (the variation form's reset, a lightbox opened on it) needs no slider.
  const goTo = useCallback((at: number) => {
    if (!carousel && asked === null && at === index) return;
    if (carousel && asked === null) carousel.moveTo(at);
    else {
      setWanted(true);
      setAsked(at);
    }
  }, [carousel, asked, index]);
  // Arrows pressed twice before the library arrives move two slides, as they would after.
  const step = useCallback((by: 1 | -1) => {
    if (carousel && asked === null) {
      // The slider's own steps: they count a move still under way.
      if (by > 0) carousel.next();
      else carousel.prev();
    }
    else {
      setWanted(true);
      setAsked((from) => Math.max(0, (from ?? index) + by));
    }
  }, [carousel, asked, index]);
  const latestStep = useRef(step);
  useLayoutEffect(() => {
    latestStep.current = step;
  }, [step]);
  useEffect(() => {
    if (!container || carousel) return;
    return watchEarlySwipes(container, Boolean(settings.rtl), (forward) => latestStep.current(forward ? 1 : -1));
  }, [container, carousel, settings.rtl]);
  return { carousel, index, goTo, step };
}

const SETTINGS_BASE: Omit<CarouselSettings, 'speed' | 'rtl' | 'keyboardScope'> = { slidesToShow: 1, slidesToScroll: 1, loop: false };

/**
 * WooCommerce's product gallery, on keen-slider instead of flexslider: slides with thumbnails, paging
 * dots and arrows (disabled at the ends), zoom on a mouse when the large image is wider than the
 * gallery, and the lightbox on a click (videos play in it), each only when `wc_single_product_params`
 * switches it on (`features`). Fires WooCommerce's gallery init events and follows the variation
 * form's `woocommerce_gallery_reset_slide_position` and `woocommerce_gallery_init_zoom`.
 */
export default function ProductGallery({ host, wrapper, slides, name, speed, rtl, features }: IslandProps<ProductGalleryProps>) {
  useLayoutEffect(() => {
    emit('wc-product-gallery-before-init', [host, params('wc_single_product_params')], host);
    // single-product.js shows the gallery the server printed at opacity 0. Not undone: a gallery
    // left invisible would be worse than one without its slider.
    host.style.opacity = '1';
  }, [host]);

  // Thumbnails are read once: the variation form swaps the first one's src itself, as it does flexslider's.
  const thumbs = useMemo(() => slides.map(thumbOf), [slides]);
  const slider = features.slider && slides.length > 1;
  const controls = useControls(host, wrapper, slider, features.lightbox);
  const settings = useMemo<CarouselSettings>(() => ({ ...SETTINGS_BASE, speed, rtl, keyboardScope: host }), [speed, rtl, host]);
  const { carousel, index, goTo, step } = useGallerySlider(host, controls && slider ? wrapper : null, settings);

  useEffect(() => {
    emit('wc-product-gallery-after-init', [host, params('wc_single_product_params')], host);
  }, [host]);

  const zoom = useRef<Zoom | null>(null);
  useEffect(() => {
    if (!features.zoom) return;
    // The zoom's code comes with the mouse's first visit: its 500 ms delay covers the download, and a
    // phone never needs it.
    let live = true;
    const attach = (event: MouseEvent) => {
      void import('./zoom').then(({ attachZoom }) => {
        if (!live) return;
        zoom.current = attachZoom(host, slides, largeImageOfSlide, event);
        host.setAttribute('data-wi-zoom', 'ready');
      });
    };
    host.addEventListener('mouseover', attach, { once: true });
    return () => {
      live = false;
      host.removeEventListener('mouseover', attach);
      host.removeAttribute('data-wi-zoom');
      zoom.current?.destroy();
      zoom.current = null;
    };
  }, [host, slides, features.zoom]);

  useEffect(() => on('woocommerce_gallery_reset_slide_position', () => goTo(0), host), [host, goTo]);
  useEffect(() => on('woocommerce_gallery_init_zoom', () => zoom.current?.refresh(), host), [host]);
  // The variation form clicks a thumbnail through flexslider's event when the variation's image is one of them.
  useEffect(() => {
    if (!controls || !slider) return;
    return on('flexslider-click', (_args, heard) => {
      const item = (heard.event as { target?: unknown }).target;
      const li = item instanceof Element ? item.closest('li') : null;
      const at = li ? [...controls.thumbs.children].indexOf(li) : -1;
      if (at >= 0) goTo(at);
    }, controls.thumbs);
  }, [controls, slider, goTo]);

  const openAt = useLightbox(slides, name, goTo, features.lightbox);
  // Without the lightbox an image's link is left to the browser (it opens the full-size image).
  useListener<MouseEvent>(features.lightbox ? wrapper : null, 'click', (event) => {
    const link = (event.target as Element).closest('a');
    const slide = link?.closest<HTMLElement>(SLIDE);
    if (!link || !slide || !slides.includes(slide) || event.defaultPrevented) return;
    event.preventDefault();
    openAt(slides.indexOf(slide), link);
  });
  useListener(controls?.trigger, 'click', () => openAt(carousel ? index : 0, controls?.trigger ?? null));

  if (!controls || !slider) return null;
  const count = slides.length;
  const stops = carousel?.stops() ?? count;
  return (
    <>
      {createPortal(thumbs.map((thumb, i) => (
        <li key={i}>
          <button type="button" className="wi-gallery-thumb" aria-label={t('gallery_show_slide', i + 1, count)} aria-current={i === index ? 'true' : undefined} onClick={() => goTo(i)}>
            <img src={thumb.src} alt={thumb.alt} srcSet={thumb.srcset ?? undefined} sizes={thumb.sizes ?? undefined} width={100} height={100} draggable={false} className={i === index ? 'flex-active' : ''} />
          </button>
        </li>
      )), controls.thumbs)}
      {createPortal(thumbs.map((_, i) => (
        <li key={i}>
          <button type="button" className={i === index ? 'flex-active' : ''} aria-label={t('gallery_show_slide', i + 1, count)} aria-current={i === index ? 'true' : undefined} onClick={() => goTo(i)}>{i + 1}</button>
        </li>
      )), controls.dots)}
      {createPortal(
        <>
          <li className="flex-nav-prev"><button type="button" className={`flex-prev${index === 0 ? ' flex-disabled' : ''}`} aria-label={t('gallery_prev')} disabled={index === 0} onClick={() => step(-1)} /></li>
          <li className="flex-nav-next"><button type="button" className={`flex-next${index >= stops - 1 ? ' flex-disabled' : ''}`} aria-label={t('gallery_next')} disabled={index >= stops - 1} onClick={() => step(1)} /></li>
        </>,
        controls.arrows,
      )}
    </>
  );
}
