import { map } from 'nanostores';
import { countItems, type Fragments } from '../cart/fragments';

export interface CartState {
  /** The last fragments the server sent: selectors to markup. */
  fragments: Fragments;
  /** WooCommerce's cart hash; '' for an empty cart. */
  hash: string;
  /** Items in the cart, or null while unknown. */
  itemCount: number | null;
  status: 'unknown' | 'refreshing' | 'ready' | 'failed';
}

/** The shopper's cart as the server last described it. */
export const $cart = map<CartState>({ fragments: {}, hash: '', itemCount: null, status: 'unknown' });

export function receiveCart(fragments: Fragments, hash: string): void {
  $cart.set({ fragments, hash, itemCount: countItems(fragments), status: 'ready' });
}

/** The cart is known to be empty without asking the server (no cart cookie). */
export function receiveEmptyCart(): void {
  $cart.set({ fragments: {}, hash: '', itemCount: 0, status: 'ready' });
}

export function setCartStatus(status: CartState['status']): void {
  $cart.setKey('status', status);
}
