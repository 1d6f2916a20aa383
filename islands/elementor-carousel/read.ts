import type { CarouselSettings } from '../../src/carousel';
import { elementSettings } from '../../src/elementor';
import { BadMarkup } from '../../src/runtime/bad-markup';
import { carouselSettings, navigation, offsetSide, type Navigation, type OffsetSide } from './settings';

export interface ElementorCarouselProps {
  /** The Swiper container (`.swiper`), which carries Swiper's state classes. */
  root: HTMLElement;
  /** `.swiper-wrapper`, whose `.swiper-slide` children move. */
  wrapper: HTMLElement;
  prev: HTMLElement | null;
  next: HTMLElement | null;
  pagination: HTMLElement | null;
  settings: CarouselSettings;
  nav: Navigation;
  offset: OffsetSide;
  /** Two or more slides: the carousel will start. */
  movable: boolean;
}

/** The first element matching `selector` that belongs to this widget, not to a widget nested in it. */
function own(host: HTMLElement, selector: string): HTMLElement | null {
  for (const el of host.querySelectorAll<HTMLElement>(selector)) {
    if (el.closest('.elementor-widget') === host) return el;
  }
  return null;
}

export function read(host: HTMLElement): ElementorCarouselProps {
  const raw = elementSettings(host);
  if (!raw) throw new BadMarkup('data-settings is not JSON');
  const widget = host.classList.contains('elementor-widget-loop-carousel') ? 'loop' : 'image';
  const root = widget === 'image'
    ? own(host, '.elementor-image-carousel-wrapper') ?? own(host, '.swiper, .swiper-container')
    : own(host, '.elementor-loop-container') ?? own(host, '.swiper, .swiper-container');
  const wrapper = root?.querySelector<HTMLElement>(':scope > .swiper-wrapper') ?? null;
  if (!root || !wrapper) throw new BadMarkup('no .swiper > .swiper-wrapper in the carousel');
  const rtl = root.getAttribute('dir') === 'rtl' || raw.direction === 'rtl';
  const settings = { ...carouselSettings(raw), rtl, keyboardScope: host, hoverScope: host };
  // In RTL the handler swaps the arrows, so "previous" still points backwards along the slides.
  const prev = own(host, '.elementor-swiper-button-prev');
  const next = own(host, '.elementor-swiper-button-next');
  return {
    root,
    wrapper,
    prev: rtl ? next : prev,
    next: rtl ? prev : next,
    pagination: own(host, '.swiper-pagination'),
    settings,
    nav: navigation(raw, widget),
    offset: offsetSide(raw),
    movable: wrapper.querySelectorAll(':scope > .swiper-slide').length > 1,
  };
}
