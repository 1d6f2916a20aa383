// The cart page, a plain island: it renders nothing and changes no markup.
import { followCart } from '../../src/cart/sync';

export function read(): Record<string, never> {
  return {};
}

/**
 * Makes the page's cart live for the rest of its life: cart.js replaces this form (and, when the cart
 * empties, removes it) as it fires `updated_wc_div`, so the cart must outlive the form.
 */
export function enhance(): () => void {
  followCart();
  return () => {};
}
