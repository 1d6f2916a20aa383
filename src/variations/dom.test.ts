import { afterEach, describe, expect, it, vi } from 'vitest';
import { formFields } from '../cart/add/form-add';
import { resetContent, resetVariationAttr, setContent, setVariationAttr } from './content';
import { resetImage, updateImage } from './gallery';
import { SwatchLists, bindSwatchInput, openSwatch } from './swatches';
import type { Variation } from './types';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe("WooCommerce's content helpers", () => {
  it('remember the server text and attributes once, and put them back', () => {
    document.body.innerHTML = '<span class="sku">KH-201</span><img src="/a.svg">';
    const sku = document.querySelector('.sku')!;
    setContent(sku, 'KH-201-A');
    setContent(sku, 'KH-201-B');
    expect(sku.getAttribute('data-o_content')).toBe('KH-201');
    resetContent(sku);
    expect(sku.textContent).toBe('KH-201');
    const img = document.querySelector('img')!;
    expect(setVariationAttr(img, 'srcset', false)).toBe(false);
    expect(setVariationAttr(img, 'src', '/b.svg')).toBe(true);
    expect(setVariationAttr(img, 'src', '/b.svg')).toBe(false);
    resetVariationAttr(img, 'src');
    resetVariationAttr(img, 'srcset');
    expect(img.getAttribute('src')).toBe('/a.svg');
    // WooCommerce's quirk: an attribute the server did not print comes back empty.
    setVariationAttr(img, 'title', 'x');
    resetVariationAttr(img, 'title');
    expect(img.getAttribute('title')).toBe('');
  });
});

describe('gallery image swap', () => {
  const markup = `<div class="product"><div class="woocommerce-product-gallery images"><div class="woocommerce-product-gallery__image" data-thumb="/t.svg"><a href="/full.svg"><img class="wp-post-image" src="/large.svg" srcset="/large.svg 600w" sizes="600px" alt="Förkläde" data-src="/full.svg" data-large_image="/full.svg"></a></div></div><form class="variations_form"></form></div>`;
  const variation = { variation_id: 7, attributes: {}, image_id: 70, image: { src: '/v.svg', srcset: false, sizes: false, full_src: '/v-full.svg', alt: 'Rost', gallery_thumbnail_src: '/v-t.svg' } } as Variation;

  it('swaps the main image as wc_variations_image_update does and tells the gallery after 20 ms', () => {
    vi.useFakeTimers();
    document.body.innerHTML = markup;
    const form = document.querySelector('form')!;
    const gallery = document.querySelector('.images')!;
    const heard: string[] = [];
    for (const type of ['woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom']) gallery.addEventListener(type, () => heard.push(type));
    updateImage(form, variation);
    const img = document.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/v.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.getAttribute('data-large_image')).toBe('/v-full.svg');
    expect(img.getAttribute('alt')).toBe('Rost');
    expect(document.querySelector('a')!.getAttribute('href')).toBe('/v-full.svg');
    expect(document.querySelector('.woocommerce-product-gallery__image')!.getAttribute('data-thumb')).toBe('/v.svg');
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(20);
    expect(heard).toEqual(['woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom']);
    expect(form.getAttribute('current-image')).toBe('70');

    resetImage(form);
    vi.advanceTimersByTime(20);
    expect(img.getAttribute('src')).toBe('/large.svg');
    expect(img.getAttribute('srcset')).toBe('/large.svg 600w');
    expect(document.querySelector('a')!.getAttribute('href')).toBe('/full.svg');
    expect(heard).toEqual(['woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom', 'woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom']);
  });

  it('goes to a thumbnail the variation already has instead of swapping', () => {
    document.body.innerHTML = markup.replace('</div></div><form', '</div><ol class="flex-control-nav"><li><img src="/t.svg"></li><li><img src="/v-t.svg"></li></ol></div><form');
    const form = document.querySelector('form')!;
    const clicked: string[] = [];
    document.querySelectorAll('.flex-control-nav img').forEach((img) => img.addEventListener('flexslider-click', () => clicked.push(img.getAttribute('src')!)));
    updateImage(form, variation);
    expect(clicked).toEqual(['/v-t.svg']);
    expect(document.querySelector('.wp-post-image')!.getAttribute('src')).toBe('/large.svg');
  });
});

describe('swatch lists', () => {
  it('write the states, pick through the select, and restore the server markup', () => {
    document.body.innerHTML = `<form><select name="attribute_pa_farg" data-attribute_name="attribute_pa_farg"><option value="">Välj</option><option value="rost">Rost</option><option value="natur">Natur</option></select>
      <ul class="variable-items-wrapper" data-attribute_name="attribute_pa_farg"><li class="variable-item" data-value="rost" data-title="Rost" tabindex="0"></li><li class="variable-item" data-value="natur" data-title="Natur" tabindex="0"></li></ul></form>`;
    const form = document.querySelector('form')!;
    const select = form.querySelector('select')!;
    const lists = new SwatchLists(form, ['attribute_pa_farg']);
    lists.render((_, value) => (value === 'natur' ? { ...openSwatch(false), disabled: true, tooltip: '(Unavailable)' } : openSwatch(value === select.value)), ':');
    const [rost, natur] = [...form.querySelectorAll('li')];
    expect(natur!.className).toBe('variable-item disabled');
    expect(natur!.getAttribute('tabindex')).toBe('-1');
    expect(natur!.getAttribute('data-wvstooltip-out-of-stock')).toBe('(Unavailable)');
    const changes: string[] = [];
    select.addEventListener('change', () => changes.push(select.value));
    const off = bindSwatchInput(form, { selectFor: () => select, clearOnReselect: false, form });
    natur!.click();
    expect(changes).toEqual([]);
    rost!.click();
    expect(changes).toEqual(['rost']);
    off();
    lists.restore();
    expect(natur!.className).toBe('variable-item');
    expect(natur!.getAttribute('tabindex')).toBe('0');
    expect(natur!.hasAttribute('data-wvstooltip-out-of-stock')).toBe(false);
  });
});

describe('form fields for the ajax add', () => {
  it('serializes like jQuery: repeated names become one list', () => {
    document.body.innerHTML = '<form><input name="quantity" value="2"><input type="checkbox" name="addons[]" value="a" checked><input type="checkbox" name="addons[]" value="b" checked><select name="attribute_pa_farg"><option value="rost" selected>Rost</option></select></form>';
    expect(formFields(document.querySelector('form')!)).toEqual({ quantity: '2', addons: ['a', 'b'], attribute_pa_farg: 'rost' });
  });
});
