import { describe, expect, it } from 'vitest';
import { featuresOf, largeImageOf, lightboxSlideOf, read, thumbOf } from './read';

const markup = `
<div id="product-101" class="product">
<div class="woocommerce-product-gallery images" style="opacity: 0">
<div class="woocommerce-product-gallery__wrapper">
<div data-thumb="/t1.svg" data-thumb-alt="Gryta" class="woocommerce-product-gallery__image"><a href="/full1.svg"><img class="wp-post-image" src="/l1.svg" alt="Gryta" title="Gjutjärnsgryta" data-caption="" data-large_image="/full1.svg" data-large_image_width="1200" data-large_image_height="1000"></a></div>
<div data-thumb="/t2.svg" class="woocommerce-product-gallery__image"><a href="/full2.svg"><img src="/l2.svg" alt="Detalj" data-caption="Emaljen" data-src="/full2.svg"></a></div>
<div data-thumb="/t3.svg" data-video="/film.webm" class="woocommerce-product-gallery__image"><a href="/film.webm"><img src="/poster.svg" alt="Film" data-caption="Så används grytan"></a></div>
</div></div></div>`;

function gallery() {
  document.body.innerHTML = markup;
  return document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
}

describe('product gallery markup', () => {
  it('reads the slides and names the gallery after the product', () => {
    const props = read(gallery());
    expect(props.slides).toHaveLength(3);
    expect(props.name).toBe('product-101');
    expect(props.speed).toBe(500);
  });

  it('moves at the animation speed WooCommerce prints for the slider, 500 ms when it prints none', () => {
    (window as { wc_single_product_params?: unknown }).wc_single_product_params = { flexslider: { animationSpeed: 300 } };
    try {
      expect(read(gallery()).speed).toBe(300);
    } finally {
      delete (window as { wc_single_product_params?: unknown }).wc_single_product_params;
    }
    expect(read(gallery()).speed).toBe(500);
  });

  it('refuses a gallery without its wrapper', () => {
    document.body.innerHTML = '<div class="woocommerce-product-gallery"><img src="/x.svg"></div>';
    expect(() => read(document.querySelector('.woocommerce-product-gallery')!)).toThrow(/wrapper/);
  });

  it('builds lightbox items as WooCommerce did: large image, caption else title, alt; videos by their URL', () => {
    const { slides } = read(gallery());
    expect(slides.map(lightboxSlideOf)).toEqual([
      { type: 'image', href: '/full1.svg', title: 'Gjutjärnsgryta', alt: 'Gryta' },
      { type: 'image', href: '/full2.svg', title: 'Emaljen', alt: 'Detalj' },
      { type: 'video', href: '/film.webm', title: 'Så används grytan', alt: 'Film' },
    ]);
  });

  it('takes thumbnails from data-thumb and the large size from the data attributes', () => {
    const { slides } = read(gallery());
    expect(thumbOf(slides[0]!)).toMatchObject({ src: '/t1.svg', alt: 'Gryta' });
    expect(largeImageOf(slides[0]!.querySelector('img')!)).toEqual({ src: '/full1.svg', width: 1200, height: 1000 });
    expect(largeImageOf(slides[1]!.querySelector('img')!)).toBeNull();
  });

  it('switches each feature as wc_single_product_params prints it ("1" or ""), all on when nothing is printed', () => {
    expect(featuresOf({ flexslider_enabled: '', zoom_enabled: '', photoswipe_enabled: '' })).toEqual({ slider: false, zoom: false, lightbox: false });
    expect(featuresOf({ flexslider_enabled: '1', zoom_enabled: false, photoswipe_enabled: true })).toEqual({ slider: true, zoom: false, lightbox: true });
    expect(featuresOf({})).toEqual({ slider: true, zoom: true, lightbox: true });
  });
});
