import type { CarouselSettings } from '../../src/carousel';

/**
 * The spec's reviews carousel: 3 reviews in view, one step at a time, 500 ms, not looping, arrows;
 * below 1024 px one review with the height following it; autoplay only when the widget asks.
 */
export function settingsFor(host: HTMLElement, autoplay: number | null): CarouselSettings {
  return {
    slidesToShow: 3,
    slidesToScroll: 1,
    speed: 500,
    loop: false,
    spacing: 24,
    responsive: { '(max-width: 1023px)': { slidesToShow: 1, adaptiveHeight: true } },
    autoplay: autoplay ? { interval: autoplay, pauseOnHover: true, pauseOnInteraction: true } : null,
    keyboardScope: host,
  };
}
