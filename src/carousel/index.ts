export { createCarousel, type Carousel, type CarouselSettings } from './slider/carousel';
export { useCarousel, type CarouselState } from './use-carousel';
export { useCarouselControl, useSlideClasses, type ControlOptions, type SlideClasses } from './controls';
export { DEFAULT_SPEED_MS } from './slider/swipe';
