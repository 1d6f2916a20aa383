import { num } from '../../src/config';
import { BadMarkup } from '../../src/runtime/bad-markup';

export interface ReviewsCarouselProps {
  track: HTMLElement;
  autoplay: number | null;
}

const SLIDE = '.woocommerce-reviews-carousel__slide';
export { SLIDE };

/**
 * The reviews carousel widget:
 * `section.woocommerce-reviews-carousel[data-autoplay=yes|no][data-autoplay-speed=ms] > div.__track > div.__slide`.
 */
export function read(host: HTMLElement): ReviewsCarouselProps {
  const track = host.querySelector<HTMLElement>(':scope > .woocommerce-reviews-carousel__track');
  if (!track) throw new BadMarkup('no .woocommerce-reviews-carousel__track');
  const on = /^(yes|true|1)$/i.test(host.dataset.autoplay ?? '');
  // Slick's default autoplay speed (storefront spec §9).
  return { track, autoplay: on ? Math.max(1000, num(host.dataset.autoplaySpeed, 3000)) : null };
}
