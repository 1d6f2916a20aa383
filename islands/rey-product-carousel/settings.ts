import { DEFAULT_SPEED_MS, type CarouselSettings } from '../../src/carousel';
import type { Device } from '../../src/elementor';

type Raw = Record<string, unknown>;

const count = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

const yes = (value: unknown) => value === true || value === 'yes' || value === '1' || value === 1;

/** `infinite`, `infinite_tablet`, `infinite_mobile`: looping may differ per device. */
export function loopsOn(raw: Raw, device: Device): boolean {
  if (raw.type === 'loop') return true;
  const key = device === 'mobile' || device === 'mobile_extra' ? 'infinite_mobile' : device === 'tablet' || device === 'tablet_extra' ? 'infinite_tablet' : 'infinite';
  return yes(raw[key] ?? raw.infinite);
}

/**
 * Rey's carousel settings (`data-carousel-settings`) for one device: slides per page 4/3/2 by default
 * (desktop, tablet, mobile), one slide per move unless `slides_to_move` says a page, autoplay that pauses
 * on hover, speed, direction, and the side padding as a peek of the next product.
 */
export function reyCarouselSettings(raw: Raw, device: Device, breakpoints = { mobile: 767, tablet: 1024 }): CarouselSettings {
  const desktop = count(raw.slides_to_show) || 4;
  const tablet = count(raw.slides_to_show_tablet) || Math.min(desktop, 3);
  const mobile = count(raw.slides_to_show_mobile) || Math.min(tablet, 2);
  const byPage = yes(raw.slides_to_move);
  return {
    slidesToShow: desktop,
    slidesToScroll: byPage ? desktop : 1,
    responsive: {
      [`(max-width: ${breakpoints.mobile}px)`]: { slidesToShow: mobile, slidesToScroll: byPage ? mobile : 1 },
      [`(max-width: ${breakpoints.tablet}px)`]: { slidesToShow: tablet, slidesToScroll: byPage ? tablet : 1 },
    },
    loop: loopsOn(raw, device),
    speed: count(raw.speed) || DEFAULT_SPEED_MS,
    rtl: raw.direction === 'rtl',
    autoplay: yes(raw.autoplay) ? { interval: count(raw.autoplaySpeed) || 5000, pauseOnHover: yes(raw.pause_on_hover), pauseOnInteraction: true } : null,
    peek: raw.side_offset ? 0.001 : 0,
  };
}
