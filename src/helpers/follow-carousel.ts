// A carousel's slide as React state. Outside src/carousel/ so that the product gallery, which loads the
// slider library only when the shopper reaches for it, can use it without loading the library.
import type { Carousel } from '../carousel/slider/carousel';

export interface CarouselState {
  carousel: Carousel | null;
  index: number;
}

/** Shows `carousel`'s slide changes through `setState` until the returned function destroys it. */
export function followCarousel(carousel: Carousel, setState: (state: CarouselState) => void): () => void {
  setState({ carousel, index: carousel.current() });
  const stop = carousel.onChange((index) => setState({ carousel, index }));
  return () => {
    stop();
    carousel.destroy();
    setState({ carousel: null, index: 0 });
  };
}
