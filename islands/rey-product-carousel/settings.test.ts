import { describe, expect, it } from 'vitest';
import { loopsOn, reyCarouselSettings } from './settings';

// The settings Rey printed on a real page (its product grid's carousel skin).
const REY = { type: 'slide', slides_to_show: '4', slides_to_show_tablet: 3, slides_to_show_mobile: 2, slides_to_move: false, autoplay: false, autoplaySpeed: null, pause_on_hover: 'yes', infinite: true, infinite_tablet: false, infinite_mobile: false, speed: 500, direction: 'ltr', side_offset: '' };

describe("Rey's carousel settings", () => {
  it('shows 4, 3 and 2 products and moves one at a time', () => {
    const s = reyCarouselSettings(REY, 'desktop');
    expect(s.slidesToShow).toBe(4);
    expect(s.slidesToScroll).toBe(1);
    expect(s.responsive).toEqual({
      '(max-width: 767px)': { slidesToShow: 2, slidesToScroll: 1 },
      '(max-width: 1024px)': { slidesToShow: 3, slidesToScroll: 1 },
    });
    expect(s.speed).toBe(500);
    expect(s.autoplay).toBeNull();
  });

  it("moves in the slider library's 400 ms when no speed is given", () => {
    expect(reyCarouselSettings({ ...REY, speed: undefined }, 'desktop').speed).toBe(400);
    expect(reyCarouselSettings({ ...REY, speed: '' }, 'desktop').speed).toBe(400);
  });

  it('loops per device', () => {
    expect(loopsOn(REY, 'desktop')).toBe(true);
    expect(loopsOn(REY, 'tablet')).toBe(false);
    expect(loopsOn(REY, 'mobile')).toBe(false);
    expect(loopsOn({ type: 'loop' }, 'mobile')).toBe(true);
    expect(loopsOn({ infinite: true }, 'mobile')).toBe(true);
  });

  it('moves a page at a time when asked, autoplays with its interval, and reads RTL', () => {
    const s = reyCarouselSettings({ ...REY, slides_to_move: 'yes', autoplay: true, autoplaySpeed: 3000, direction: 'rtl' }, 'desktop');
    expect(s.slidesToScroll).toBe(4);
    expect(s.responsive!['(max-width: 767px)']!.slidesToScroll).toBe(2);
    expect(s.autoplay).toEqual({ interval: 3000, pauseOnHover: true, pauseOnInteraction: true });
    expect(s.rtl).toBe(true);
  });

  it('falls back to fewer products on smaller screens when only the desktop count is given', () => {
    const s = reyCarouselSettings({ slides_to_show: '5' }, 'desktop');
    expect(s.responsive).toEqual({
      '(max-width: 767px)': { slidesToShow: 2, slidesToScroll: 1 },
      '(max-width: 1024px)': { slidesToShow: 3, slidesToScroll: 1 },
    });
  });
});
