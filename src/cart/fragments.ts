import { parseServerHTML } from '../dom';
import { receiveCart, type Fragments } from '../stores/cart';

export type { Fragments };

/** The key WooCommerce always sends; a cache without it is not a cart (cart-fragments.js checks the same). */
export const MINI_CART_KEY = 'div.widget_shopping_cart_content';

/** Keys that name no element but carry data: Rey's `_count_` and its `_cart_assets_` (a styles/scripts map). */
const DATA_KEY = /^_\w+_$/;

/**
 * A fragments map as the server sends it: selectors to markup, plus the theme's data entries, whose
 * values may be anything (an object `_cart_assets_` must not make an added item look failed).
 * Anything else is not fragments.
 */
export function isFragments(value: unknown): value is Fragments {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value)
    && Object.entries(value as object).every(([key, v]) => typeof v === 'string' || typeof v === 'number' || DATA_KEY.test(key));
}

/**
 * Replaces every element matching each fragment's selector with the server's markup, the way
 * WooCommerce's `$(selector).replaceWith(html)` does. Keys that are not selectors (`_count_`) match
 * nothing. Islands in the new markup are mounted by the runtime's observer.
 */
export function applyFragments(fragments: Fragments, doc: Document = document): void {
  for (const [selector, html] of Object.entries(fragments)) {
    if (typeof html !== 'string') continue;
    let targets: Element[];
    try {
      targets = [...doc.querySelectorAll(selector)];
    } catch {
      continue;
    }
    for (const target of targets) target.replaceWith(parseServerHTML(html, doc));
  }
}

/**
 * Items in the cart according to the fragments: the theme's `_count_` when it sends one, else the
 * quantities in the mini cart's markup (`shown`: that markup already in the page, not parsed again).
 * Null when the fragments say nothing about it.
 */
export function countItems(fragments: Fragments, doc: Document = document, shown: ParentNode | null = null): number | null {
  const explicit = Number(fragments._count_);
  if (fragments._count_ !== undefined && Number.isFinite(explicit)) return explicit;
  const miniCart = fragments[MINI_CART_KEY];
  if (typeof miniCart !== 'string') return null;
  const content = shown ?? parseServerHTML(miniCart, doc);
  let count = 0;
  for (const item of content.querySelectorAll('.mini_cart_item, .woocommerce-mini-cart-item')) {
    const input = item.querySelector<HTMLInputElement>('input.qty');
    const text = item.querySelector('.quantity')?.textContent ?? '';
    const qty = input ? Number(input.value) : Number(/^\s*(\d+)/.exec(text)?.[1] ?? 1);
    count += Number.isFinite(qty) ? qty : 1;
  }
  return count;
}

/** Shows a cart the server described: its fragments swapped into the page, the store told what they count. */
export function showCart(fragments: Fragments, hash: string, doc: Document = document): void {
  applyFragments(fragments, doc);
  // The mini cart just swapped in is counted where it is: a second parse of a cart of five items is
  // the largest part of a returning shopper's script time at load.
  receiveCart(fragments, hash, countItems(fragments, doc, doc.querySelector(MINI_CART_KEY)));
}
