import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { mountIsland } from '../../test/render-island';
import VariationForm, { read } from './VariationForm';
import { INIT_DELAY_MS } from './controller';

let unmount = () => {};

afterEach(() => {
  unmount();
  document.body.replaceChildren();
  vi.useRealTimers();
});

const variations = [
  { variation_id: 201, attributes: { attribute_pa_storlek: 's' }, is_in_stock: true, is_purchasable: true, variation_is_active: true, variation_is_visible: true, display_price: 100, display_regular_price: 100, price_html: '<span class="price">100 kr</span>', availability_html: '', min_qty: 1, max_qty: '', sku: 'F-S', image: {} },
  { variation_id: 202, attributes: { attribute_pa_storlek: 'm' }, is_in_stock: true, is_purchasable: true, variation_is_active: true, variation_is_visible: true, display_price: 120, display_regular_price: 120, price_html: '<span class="price">120 kr</span>', availability_html: '', min_qty: 1, max_qty: '', sku: 'F-M', image: {} },
];

function form(): HTMLFormElement {
  document.body.innerHTML = `<div class="product"><form class="variations_form cart" data-product_id="200" data-product_variations='${JSON.stringify(variations)}'>
<table class="variations"><tr><th class="label"><label for="pa_storlek">Storlek</label></th><td class="value">
<select id="pa_storlek" name="attribute_pa_storlek" data-attribute_name="attribute_pa_storlek"><option value="">Välj ett alternativ</option><option value="s" selected>S</option><option value="m">M</option></select>
<a class="reset_variations" href="#" style="visibility:hidden">Rensa</a></td></tr></table>
<div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div><div class="woocommerce-variation-add-to-cart variations_button">
<div class="quantity"><input type="number" class="qty" name="quantity" value="1"></div>
<button type="submit" class="single_add_to_cart_button button alt">Lägg i varukorg</button>
<input type="hidden" name="add-to-cart" value="200"><input type="hidden" name="product_id" value="200"><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form></div>`;
  return document.querySelector('form')!;
}

describe('variation form start', () => {
  it('announces wc_variation_form and the chosen variation 100 ms after it starts, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const host = form();
    const heard: string[] = [];
    for (const type of ['wc_variation_form', 'found_variation']) host.addEventListener(type, () => heard.push(type));
    unmount = mountIsland(VariationForm, host, read(host));

    await act(() => vi.advanceTimersByTimeAsync(INIT_DELAY_MS - 1));
    expect(heard).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(heard).toEqual(expect.arrayContaining(['wc_variation_form', 'found_variation']));
    expect(host.querySelector<HTMLInputElement>('.variation_id')!.value).toBe('201');
    expect(INIT_DELAY_MS).toBe(100);
  });
});
