import type { FormValue } from '../../src/http';

/** What a button in the wishlist table asks for: the `tinvwl-action` and its fields, or a refusal. */
export type TableAction =
  | { kind: 'send'; action: string; fields: Record<string, FormValue>; cart: boolean }
  | { kind: 'nothing-selected' }
  | null;

/**
 * Maps a clicked button to the plugin's action: `tinvwl-remove` → remove, `tinvwl-add-to-cart` →
 * add_to_cart_single (the item ids are the buttons' values), the bulk buttons → add_to_cart_all,
 * add_to_cart_selected, or what the actions select says. Bulk actions need a checked item (and Apply
 * an action).
 */
export function tableAction(button: HTMLButtonElement, selected: string[], chosenAction: string): TableAction {
  switch (button.name) {
    case 'tinvwl-remove':
      return { kind: 'send', action: 'remove', fields: { 'tinvwl-product_id': button.value }, cart: false };
    case 'tinvwl-add-to-cart':
      return { kind: 'send', action: 'add_to_cart_single', fields: { 'tinvwl-product_id': button.value }, cart: true };
    case 'tinvwl-action-product_all':
      return { kind: 'send', action: 'add_to_cart_all', fields: {}, cart: true };
    case 'tinvwl-action-product_selected':
      return selected.length ? { kind: 'send', action: 'add_to_cart_selected', fields: { 'tinvwl-products': selected }, cart: true } : { kind: 'nothing-selected' };
    case 'tinvwl-action-product_apply':
      return selected.length && chosenAction
        ? { kind: 'send', action: chosenAction, fields: { 'tinvwl-products': selected }, cart: chosenAction === 'add_to_cart_selected' }
        : { kind: 'nothing-selected' };
    default:
      return null;
  }
}
