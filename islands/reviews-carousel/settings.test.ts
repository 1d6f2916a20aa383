import { describe, expect, it } from 'vitest';
import { read } from './read';
import { settingsFor } from './settings';

describe('reviews carousel settings', () => {
  it('are the spec\'s: 3 in view, scroll 1, 500 ms, not infinite; 1 with adaptive height below 1024 px', () => {
    const host = document.createElement('section');
    const settings = settingsFor(host, null);
    expect(settings).toMatchObject({ slidesToShow: 3, slidesToScroll: 1, speed: 500, loop: false, autoplay: null });
    expect(settings.responsive).toEqual({ '(max-width: 1023px)': { slidesToShow: 1, adaptiveHeight: true } });
  });

  it('autoplay only when the widget\'s data attribute asks, at its speed (Slick\'s 3000 ms by default)', () => {
    document.body.innerHTML = `
      <section class="woocommerce-reviews-carousel" data-autoplay="yes" data-autoplay-speed="5000"><div class="woocommerce-reviews-carousel__track"></div></section>
      <section class="woocommerce-reviews-carousel" data-autoplay="true"><div class="woocommerce-reviews-carousel__track"></div></section>
      <section class="woocommerce-reviews-carousel" data-autoplay="no"><div class="woocommerce-reviews-carousel__track"></div></section>`;
    const [a, b, c] = [...document.querySelectorAll<HTMLElement>('section')].map(read);
    expect(a!.autoplay).toBe(5000);
    expect(b!.autoplay).toBe(3000);
    expect(c!.autoplay).toBeNull();
    expect(settingsFor(document.body, 5000).autoplay).toEqual({ interval: 5000, pauseOnHover: true, pauseOnInteraction: true });
  });
});
