export { createCarousel, type Carousel, type CarouselSettings } from './carousel';
export { useCarousel, type CarouselState } from './use-carousel';
