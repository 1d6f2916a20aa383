import { afterEach, describe, expect, it } from 'vitest';
import { collectFields, fieldSources, formEntries } from './form-fields';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the product form fields an add sends', () => {
  it('folds bracketed names, appends [] entries, skips unchecked boxes and buttons, and lists hidden inputs', () => {
    document.body.innerHTML = `<form class="cart" method="post" data-product_id="7">
      <input name="quantity" value="2"><input type="hidden" name="add-to-cart" value="7">
      <input name="addon[color][name]" value="Röd"><input name="tags[]" value="a"><input name="tags[]" value="b">
      <input type="checkbox" name="gift" value=""  checked><input type="checkbox" name="wrap" value="yes">
      <input type="radio" name="size" value="s"><input type="radio" name="size" value="m" checked>
      <input type="button" name="nope" value="x"><input value="no name"><input name="off" value="1" disabled>
      <select name="attribute_pa_farg"><option value="grafit" selected>Grafit</option></select><textarea name="note">Hej</textarea>
    </form><div class="tinv-wraper" data-tinvwl_product_id="7"><input type="hidden" name="attribute_pa_size" value="l"><a class="btn"></a></div>`;
    const button = document.querySelector('a.btn')!;
    const sources = fieldSources(button, '7');
    expect(sources.map((s) => s.className)).toEqual(['cart', 'tinv-wraper']);
    const collected = collectFields(sources);
    expect(collected.form).toEqual({
      quantity: '2',
      'add-to-cart': '7',
      addon: { color: { name: 'Röd' } },
      tags: { 0: 'a', 1: 'b' },
      gift: true,
      size: 'm',
      attribute_pa_farg: 'grafit',
      note: 'Hej',
      attribute_pa_size: 'l',
    });
    expect(collected.hidden).toEqual(['add-to-cart', 'attribute_pa_size']);
    const entries = Object.fromEntries(formEntries(collected));
    expect(entries['form[addon]']).toBe('{"color":{"name":"Röd"}}');
    expect(entries['form[gift]']).toBe('true');
    expect(entries['form[tinvwl-hidden-fields]']).toBe('["add-to-cart","attribute_pa_size"]');
  });

  it('falls back to the closest cart form, then the first one on the page', () => {
    document.body.innerHTML = `<form class="cart" method="post" id="first"><input name="quantity" value="1"></form>
      <form class="cart" method="post" id="own"><input name="quantity" value="3"><a class="btn"></a></form><a class="loose"></a>`;
    expect(fieldSources(document.querySelector('.btn')!, '9').map((s) => s.id)).toEqual(['own']);
    expect(fieldSources(document.querySelector('.loose')!, '9').map((s) => s.id)).toEqual(['first']);
  });
});
