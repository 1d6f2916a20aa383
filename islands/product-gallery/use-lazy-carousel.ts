import { useLayoutEffect, useState } from 'react';
import type { CarouselSettings } from '../../src/carousel/slider/carousel';
import { followCarousel, type CarouselState } from '../../src/helpers/follow-carousel';

/**
 * useCarousel with the slider library (keen-slider, about 8 KB gzip) fetched only once `wanted`: a
 * carousel the page shows at load but nobody can move before they show up need not cost its bytes
 * before the shopper does.
 */
export function useLazyCarousel(container: HTMLElement | null, slideSelector: string, settings: CarouselSettings, wanted: boolean): CarouselState {
  const [state, setState] = useState<CarouselState>({ carousel: null, index: 0 });
  useLayoutEffect(() => {
    if (!container || !wanted) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('../../src/carousel/slider/carousel').then(({ createCarousel }) => {
      const carousel = gone ? null : createCarousel(container, slideSelector, settings);
      if (carousel) stop = followCarousel(carousel, setState);
    });
    return () => {
      gone = true;
      stop?.();
    };
    // As useCarousel: settings are fixed for an element's life.
  }, [container, slideSelector, wanted]);
  return state;
}
