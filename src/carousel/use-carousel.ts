import { useLayoutEffect, useState } from 'react';
import { followCarousel, type CarouselState } from '../helpers/follow-carousel';
import { createCarousel, type CarouselSettings } from './slider/carousel';

export type { CarouselState } from '../helpers/follow-carousel';

/**
 * Runs a carousel on server markup for as long as the island lives and re-renders on every slide
 * change (for dots, arrows and counters). `settings` is read once, when the container appears, and
 * again whenever `resetKey` changes (settings that differ per device, such as looping).
 */
export function useCarousel(container: HTMLElement | null, slideSelector: string, settings: CarouselSettings, resetKey = ''): CarouselState {
  const [state, setState] = useState<CarouselState>({ carousel: null, index: 0 });
  useLayoutEffect(() => {
    if (!container) return;
    const carousel = createCarousel(container, slideSelector, settings);
    return carousel ? followCarousel(carousel, setState) : undefined;
    // Settings are fixed for an element's life (or until resetKey says otherwise); a new element gets a new carousel.
  }, [container, slideSelector, resetKey]);
  return state;
}
