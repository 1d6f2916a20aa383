import { describe, expect, it } from 'vitest';
import { activeDot, carouselSettings, dotCount, navigation, offsetSide, type Breakpoint } from './settings';

const MOBILE_TABLET: Breakpoint[] = [
  { name: 'mobile', value: 767, direction: 'max' },
  { name: 'tablet', value: 1024, direction: 'max' },
];

describe('carouselSettings', () => {
  it('uses the page builder defaults: 3 slides, 2 on tablets, 1 on phones, one per move', () => {
    const s = carouselSettings({}, MOBILE_TABLET);
    expect(s.slidesToShow).toBe(3);
    expect(s.slidesToScroll).toBe(1);
    expect(s.responsive).toEqual({
      '(max-width: 767px)': { slidesToShow: 1, slidesToScroll: 1, spacing: 0 },
      '(max-width: 1024px)': { slidesToShow: 2, slidesToScroll: 1, spacing: 0 },
    });
    expect(s.speed).toBe(500);
    expect(s.loop).toBe(false);
    expect(s.autoplay).toBeNull();
    expect(s.peek).toBe(0);
  });

  it('keeps tablets at one slide when one is shown', () => {
    const s = carouselSettings({ slides_to_show: '1', slides_to_scroll: '3' }, MOBILE_TABLET);
    expect(s.responsive!['(max-width: 1024px)']!.slidesToShow).toBe(1);
    // One slide at a time moves one at a time.
    expect(s.slidesToScroll).toBe(1);
  });

  it('takes the responsive values, narrowest query first, each breakpoint inheriting from the next larger', () => {
    const bps: Breakpoint[] = [...MOBILE_TABLET, { name: 'laptop', value: 1366, direction: 'max' }, { name: 'widescreen', value: 2400, direction: 'min' }];
    const s = carouselSettings({ slides_to_show: '5', slides_to_show_laptop: '4', slides_to_show_mobile: '2', slides_to_scroll_tablet: '2', slides_to_scroll: '2' }, bps);
    expect(Object.keys(s.responsive!)).toEqual(['(min-width: 2400px)', '(max-width: 767px)', '(max-width: 1024px)', '(max-width: 1366px)']);
    expect(s.responsive!['(min-width: 2400px)']!.slidesToShow).toBe(5);
    expect(s.responsive!['(max-width: 1366px)']!.slidesToShow).toBe(4);
    expect(s.responsive!['(max-width: 1024px)']).toMatchObject({ slidesToShow: 2, slidesToScroll: 2 });
    expect(s.responsive!['(max-width: 767px)']).toMatchObject({ slidesToShow: 2, slidesToScroll: 1 });
    expect(s.slidesToScroll).toBe(2);
  });

  it('reads spacing per breakpoint from image_spacing_custom, falling back to the larger one', () => {
    const s = carouselSettings({ image_spacing_custom: { unit: 'px', size: 20, sizes: [] }, image_spacing_custom_mobile: { unit: 'px', size: 8, sizes: [] } }, MOBILE_TABLET);
    expect(s.spacing).toBe(20);
    expect(s.responsive!['(max-width: 1024px)']!.spacing).toBe(20);
    expect(s.responsive!['(max-width: 767px)']!.spacing).toBe(8);
  });

  it('maps loop, speed, lazy loading, RTL and autoplay with its pauses', () => {
    const s = carouselSettings({ infinite: 'yes', speed: 800, lazyload: 'yes', direction: 'rtl', autoplay: 'yes', autoplay_speed: 3000, pause_on_hover: 'yes', pause_on_interaction: '' }, MOBILE_TABLET);
    expect(s).toMatchObject({ loop: true, speed: 800, lazy: true, rtl: true });
    // Focus stops it (the page builder's own handler stops autoplay on focus).
    expect(s.autoplay).toEqual({ interval: 3000, pauseOnHover: true, pauseOnInteraction: false, stopOnFocus: true });
    expect(carouselSettings({ autoplay: 'yes' }, []).autoplay!.interval).toBe(5000);
  });

  it('fades only a one-slide carousel set to fade; anything else slides', () => {
    expect(carouselSettings({ slides_to_show: '1', effect: 'fade' }, MOBILE_TABLET).effect).toBe('fade');
    expect(carouselSettings({ slides_to_show: '3', effect: 'fade' }, MOBILE_TABLET).effect).toBe('slide');
    expect(carouselSettings({ slides_to_show: '1' }, MOBILE_TABLET).effect).toBe('slide');
  });

  it('nudges slides per view by 0.001 when an offset side is set', () => {
    expect(carouselSettings({ offset_sides: 'right' }, []).peek).toBe(0.001);
    expect(carouselSettings({ offset_sides: 'none' }, []).peek).toBe(0);
    expect(offsetSide({ offset_sides: 'both' })).toBe('both');
    expect(offsetSide({ offset_sides: 'top' })).toBe('');
  });
});

describe('navigation', () => {
  it("reads the image carousel's navigation (both by default)", () => {
    expect(navigation({}, 'image')).toEqual({ arrows: true, pagination: 'bullets' });
    expect(navigation({ navigation: 'dots' }, 'image')).toEqual({ arrows: false, pagination: 'bullets' });
    expect(navigation({ navigation: 'arrows' }, 'image')).toEqual({ arrows: true, pagination: '' });
    expect(navigation({ navigation: 'none' }, 'image')).toEqual({ arrows: false, pagination: '' });
  });

  it("reads the Pro carousels' arrows and pagination type", () => {
    expect(navigation({ arrows: 'yes', pagination: 'fraction' }, 'loop')).toEqual({ arrows: true, pagination: 'fraction' });
    expect(navigation({ arrows: '', pagination: 'stars' }, 'loop')).toEqual({ arrows: false, pagination: '' });
  });
});

describe('dots', () => {
  it('has one dot per group of slides, and for the positions a carousel that stops at its end can take', () => {
    expect(dotCount(8, 3, 1, true)).toBe(8);
    expect(dotCount(8, 3, 3, true)).toBe(3);
    expect(dotCount(9, 4, 1, false)).toBe(6);
    expect(dotCount(9, 4, 2, false)).toBe(4);
    expect(dotCount(3, 4, 1, false)).toBe(1);
  });

  it('marks the last dot once the last slides are in view', () => {
    expect(activeDot(0, 9, 4, 1, false)).toBe(0);
    expect(activeDot(5, 9, 4, 1, false)).toBe(5);
    expect(activeDot(4, 9, 4, 2, false)).toBe(2);
    expect(activeDot(5, 9, 4, 2, false)).toBe(3);
    expect(activeDot(7, 8, 3, 3, true)).toBe(2);
  });
});
