import { describe, expect, it } from 'vitest';
import { tableAction } from './actions';

const button = (name: string, value = '') => Object.assign(document.createElement('button'), { name, value });

describe('tableAction', () => {
  it('sends row actions with the item id', () => {
    expect(tableAction(button('tinvwl-remove', '903'), [], '')).toEqual({ kind: 'send', action: 'remove', fields: { 'tinvwl-product_id': '903' }, cart: false });
    expect(tableAction(button('tinvwl-add-to-cart', '904'), [], '')).toMatchObject({ action: 'add_to_cart_single', cart: true });
  });
  it('sends bulk actions with the selected items, and refuses when nothing is selected', () => {
    expect(tableAction(button('tinvwl-action-product_all'), [], '')).toMatchObject({ action: 'add_to_cart_all' });
    expect(tableAction(button('tinvwl-action-product_selected'), [], '')).toEqual({ kind: 'nothing-selected' });
    expect(tableAction(button('tinvwl-action-product_selected'), ['1', '2'], '')).toMatchObject({ action: 'add_to_cart_selected', fields: { 'tinvwl-products': ['1', '2'] } });
    expect(tableAction(button('tinvwl-action-product_apply'), ['1'], '')).toEqual({ kind: 'nothing-selected' });
    expect(tableAction(button('tinvwl-action-product_apply'), [], 'remove_selected')).toEqual({ kind: 'nothing-selected' });
    expect(tableAction(button('tinvwl-action-product_apply'), ['1'], 'remove_selected')).toMatchObject({ action: 'remove_selected', cart: false });
  });
  it('leaves other buttons alone', () => {
    expect(tableAction(button('other'), [], '')).toBeNull();
  });
});
