import type { CarouselSettings } from '../../src/carousel';
import { BadMarkup } from '../../src/runtime/bad-markup';

export interface ReyProductCarouselProps {
  raw: Record<string, unknown>;
  splide: HTMLElement;
  list: HTMLElement;
  prev: HTMLElement | null;
  next: HTMLElement | null;
  /** Devices the carousel is switched off on (`--disable-desktop|tablet|mobile`): a plain grid there. */
  disabledOn: string[];
  base: Pick<CarouselSettings, 'keyboardScope' | 'hoverScope'>;
}

export function read(host: HTMLElement): ReyProductCarouselProps {
  let raw: unknown;
  try {
    raw = JSON.parse(host.getAttribute('data-carousel-settings') ?? '');
  } catch {
    throw new BadMarkup('data-carousel-settings is not JSON');
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new BadMarkup('data-carousel-settings is not an object');
  const splide = host.querySelector<HTMLElement>('.splide');
  const list = splide?.querySelector<HTMLElement>('.splide__list, ul.products') ?? null;
  if (!splide || !list) throw new BadMarkup('no .splide with a product list');
  const settings = raw as Record<string, unknown>;
  let nav: Element | null = null;
  if (typeof settings.customArrows === 'string' && settings.customArrows) {
    try {
      nav = host.querySelector(settings.customArrows);
    } catch {
      nav = null;
    }
  }
  nav ??= host.querySelector('.reyEl-productGrid-carouselNav');
  return {
    raw: settings,
    splide,
    list,
    prev: nav?.querySelector<HTMLElement>('.rey-arrowSvg--left, [data-dir="<"]') ?? null,
    next: nav?.querySelector<HTMLElement>('.rey-arrowSvg--right, [data-dir=">"]') ?? null,
    disabledOn: ['desktop', 'tablet', 'mobile'].filter((d) => host.classList.contains(`--disable-${d}`)),
    base: { keyboardScope: host, hoverScope: host },
  };
}
