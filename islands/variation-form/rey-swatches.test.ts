import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { mountIsland } from '../../test/render-island';
import VariationForm, { read } from './VariationForm';

let unmount = () => {};

afterEach(() => {
  unmount();
  document.body.replaceChildren();
});

const variation = (id: number, farg: string, storlek: string, active = true) => ({
  variation_id: id, attributes: { attribute_pa_farg: farg, attribute_pa_storlek: storlek }, is_in_stock: true, is_purchasable: true, variation_is_active: active, variation_is_visible: true,
  price_html: `<span class="price">${id} kr</span>`, availability_html: '', min_qty: 1, max_qty: '', image: {},
});
const variations = [variation(1, 'natur', 's'), variation(2, 'rost', 's'), variation(3, 'rost', 'm', false)];

const list = (attribute: string, values: string[]) => `<select style="display:none" id="pa_${attribute}" name="attribute_pa_${attribute}" data-attribute_name="attribute_pa_${attribute}"><option value="">Välj ett alternativ</option>${values.map((v) => `<option value="${v}">${v}</option>`).join('')}</select>
<div class="rey-swatchList --type-button --disabled-dim --deselection-clear" data-attribute_name="attribute_pa_${attribute}">${values.map((v) => `<div class="rey-swatchList-item --type-button rey-swatchList-item--regular" data-term-slug="${v}" data-attribute-name="pa_${attribute}" role="radio" aria-checked="false"><span class="rey-swatchList-itemContent">${v}</span></div>`).join('')}</div>`;

// A product page's variation form with Rey's swatches and Rey's "Clear" link, written from Rey's facts.
function form(): HTMLFormElement {
  document.body.innerHTML = `<div class="product"><form class="variations_form cart" data-product_id="200" data-product_variations='${JSON.stringify(variations)}'>
<table class="variations"><tr><th class="label"><label for="pa_farg">Färg</label></th><td class="value">${list('farg', ['natur', 'rost'])}</td></tr>
<tr><th class="label"><label for="pa_storlek">Storlek</label></th><td class="value">${list('storlek', ['s', 'm'])}<a class="rey-resetVariations --hidden" href="#">Rensa</a></td></tr></table>
<div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div><div class="woocommerce-variation-add-to-cart variations_button">
<button type="submit" class="single_add_to_cart_button button alt">Lägg i varukorg</button><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form></div>`;
  return document.querySelector('form')!;
}

const item = (slug: string) => document.querySelector<HTMLElement>(`[data-term-slug="${slug}"]`)!;

describe("the product page's variation form with Rey's swatches", () => {
  it('a swatch chooses its value and marks itself; what cannot combine is greyed out; the Clear link shows and resets', () => {
    const host = form();
    unmount = mountIsland(VariationForm, host, read(host));
    const reset = host.querySelector<HTMLElement>('.rey-resetVariations')!;
    expect(reset.classList.contains('--hidden')).toBe(true);

    act(() => item('rost').click());
    expect(host.querySelector<HTMLSelectElement>('select[name="attribute_pa_farg"]')!.value).toBe('rost');
    expect(item('rost').classList.contains('--selected')).toBe(true);
    expect(item('rost').getAttribute('aria-checked')).toBe('true');
    // Rost M is not active.
    expect(item('m').classList.contains('--disabled')).toBe(true);
    expect(reset.classList.contains('--hidden')).toBe(false);

    act(() => item('s').click());
    expect(host.querySelector<HTMLInputElement>('.variation_id')!.value).toBe('2');

    act(() => reset.click());
    expect(host.querySelector<HTMLSelectElement>('select[name="attribute_pa_farg"]')!.value).toBe('');
    expect(item('rost').classList.contains('--selected')).toBe(false);
    expect(reset.classList.contains('--hidden')).toBe(true);
  });
});
