import type { CarouselSettings } from '../../src/carousel';
import { breakpoints, isOn, sizeOf } from '../../src/elementor';

type Raw = Record<string, unknown>;

export interface Breakpoint {
  name: string;
  value: number;
  direction: 'max' | 'min';
}

/** The enabled breakpoints, as Elementor's `responsive.activeBreakpoints`. */
export function activeBreakpoints(): Breakpoint[] {
  return Object.entries(breakpoints())
    .filter(([, b]) => b.is_enabled)
    .map(([name, b]) => ({ name, value: Number(b.value), direction: b.direction }));
}

export type Pagination = 'bullets' | 'fraction' | 'progressbar' | '';
export type OffsetSide = 'left' | 'right' | 'both' | '';

export interface Navigation {
  arrows: boolean;
  pagination: Pagination;
}

const count = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

/** A breakpoint's media query; first match wins, so the narrowest max-width must come first. */
const mediaQuery = (b: Breakpoint) => (b.direction === 'min' ? `(min-width: ${b.value}px)` : `(max-width: ${b.value}px)`);

/**
 * The page builder's carousel settings (image carousel, loop carousel) as carousel settings: slides to
 * show and scroll per breakpoint with Elementor's defaults (3 shown; tablet 2, or 1 for a one-slide
 * carousel; mobile 1; other breakpoints inherit the next larger one), spacing, loop, speed, autoplay,
 * lazy neighbours, the offset's 0.001 extra slide and the fade effect of a one-slide carousel.
 */
export function carouselSettings(raw: Raw, bps: Breakpoint[] = activeBreakpoints()): CarouselSettings {
  const slidesToShow = count(raw.slides_to_show) || 3;
  const single = slidesToShow === 1;
  const defaults: Record<string, number> = { mobile: 1, tablet: single ? 1 : 2 };
  const spacingOf = (suffix: string) => (raw[`image_spacing_custom${suffix}`] !== undefined && raw[`image_spacing_custom${suffix}`] !== '' ? sizeOf(raw[`image_spacing_custom${suffix}`], NaN) : NaN);
  const baseSpacing = Number.isFinite(spacingOf('')) ? spacingOf('') : 0;

  // Largest to smallest, each breakpoint inheriting from the one above, as Elementor builds them.
  const responsive: NonNullable<CarouselSettings['responsive']> = {};
  let lastShow = slidesToShow;
  let lastSpacing = baseSpacing;
  for (const bp of [...bps].sort((a, b) => b.value - a.value)) {
    const show = count(raw[`slides_to_show_${bp.name}`]) || (bp.direction === 'min' ? slidesToShow : defaults[bp.name] ?? lastShow);
    const spacing = Number.isFinite(spacingOf(`_${bp.name}`)) ? spacingOf(`_${bp.name}`) : bp.direction === 'min' ? baseSpacing : lastSpacing;
    responsive[mediaQuery(bp)] = { slidesToShow: show, slidesToScroll: count(raw[`slides_to_scroll_${bp.name}`]) || 1, spacing };
    if (bp.direction === 'max') {
      lastShow = show;
      lastSpacing = spacing;
    }
  }
  // Re-key so narrower max-width queries come first (first match wins) and min-width ones before them.
  const ordered = Object.fromEntries(
    [...bps]
      .sort((a, b) => (a.direction === b.direction ? (a.direction === 'min' ? b.value - a.value : a.value - b.value) : a.direction === 'min' ? -1 : 1))
      .map((bp) => [mediaQuery(bp), responsive[mediaQuery(bp)]!]),
  );

  const offset = offsetSide(raw);
  return {
    slidesToShow,
    slidesToScroll: single ? 1 : count(raw.slides_to_scroll) || 1,
    responsive: ordered,
    spacing: baseSpacing,
    loop: isOn(raw.infinite),
    speed: count(raw.speed) || 500,
    rtl: raw.direction === 'rtl',
    autoplay: isOn(raw.autoplay)
      ? { interval: count(raw.autoplay_speed) || 5000, pauseOnHover: isOn(raw.pause_on_hover), pauseOnInteraction: isOn(raw.pause_on_interaction), stopOnFocus: true }
      : null,
    lazy: isOn(raw.lazyload),
    peek: offset ? 0.001 : 0,
    // The effect applies to single-slide carousels only, as the page builder's handler reads it.
    effect: single && raw.effect === 'fade' ? 'fade' : 'slide',
    // Drags end as in the Swiper the page builder runs.
    release: 'swiper',
  };
}

/** `offset_sides` of the Pro carousels: none, left, right or both. */
export function offsetSide(raw: Raw): OffsetSide {
  const side = raw.offset_sides;
  return side === 'left' || side === 'right' || side === 'both' ? side : '';
}

/**
 * Which controls a carousel shows: the image carousel's `navigation` (both, arrows, dots, none;
 * both by default) or the Pro carousels' `arrows` and `pagination`.
 */
export function navigation(raw: Raw, widget: 'image' | 'loop'): Navigation {
  if (widget === 'image') {
    const nav = typeof raw.navigation === 'string' && raw.navigation ? raw.navigation : 'both';
    return { arrows: nav === 'both' || nav === 'arrows', pagination: nav === 'both' || nav === 'dots' ? 'bullets' : '' };
  }
  const pagination = raw.pagination === 'bullets' || raw.pagination === 'fraction' || raw.pagination === 'progressbar' ? raw.pagination : '';
  return { arrows: isOn(raw.arrows), pagination };
}

/** The dots of a carousel: one per group of `step` slides (Swiper's snap groups), never fewer than one. */
export function dotCount(slides: number, perView: number, step: number, loop: boolean): number {
  if (loop) return Math.max(1, Math.ceil(slides / step));
  const lastStop = Math.max(0, slides - Math.floor(perView));
  return Math.ceil(lastStop / step) + 1;
}

/** The dot that is active when the first slide in view is `index`. */
export function activeDot(index: number, slides: number, perView: number, step: number, loop: boolean): number {
  const dots = dotCount(slides, perView, step, loop);
  if (!loop && index >= Math.max(0, slides - Math.floor(perView))) return dots - 1;
  return Math.min(dots - 1, Math.floor(index / step));
}
