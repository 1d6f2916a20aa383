import { atom, computed, map } from 'nanostores';

/** Fragments as the server sends them: selectors to markup, and the theme's data entries. */
export type Fragments = Record<string, string>;

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

/** The server's cart: its fragments, hash and the items they count (src/cart/fragments.ts countItems). */
export function receiveCart(fragments: Fragments, hash: string, itemCount: number | null): void {
  $cart.set({ fragments, hash, itemCount, status: 'ready' });
}

/** The cart is known to be empty without asking the server (no cart cookie). */
export function receiveEmptyCart(): void {
  $cart.set({ fragments: {}, hash: '', itemCount: 0, status: 'ready' });
}

export function setCartStatus(status: CartState['status']): void {
  $cart.setKey('status', status);
}

/** An add on its way to the server, shown before it answers: what the shopper saw on the card. */
export interface PendingAdd {
  quantity: number;
  name: string;
  /** The card's image, or ''. */
  image: string;
  /** The card's price text (`899,00 kr`), or ''. */
  price: string;
}

/**
 * Adds the server has not answered yet. The header count and the mini cart show them at once; the
 * server's fragments replace the guess when they arrive, and a failed add takes it back.
 */
export const $pendingAdds = atom<readonly PendingAdd[]>([]);

/** Shows `add` until the returned function is called (when the server has answered, either way). */
export function expectAdd(add: PendingAdd): () => void {
  const entry = { ...add };
  $pendingAdds.set([...$pendingAdds.get(), entry]);
  return () => $pendingAdds.set($pendingAdds.get().filter((pending) => pending !== entry));
}

/** The count the header shows: the server's, and what is on its way; null while the server's is unknown. */
export const $shownItemCount = computed([$cart, $pendingAdds], ({ itemCount }, pending) =>
  itemCount === null ? null : itemCount + pending.reduce((sum, add) => sum + add.quantity, 0));

export type CartEventName = 'adding_to_cart' | 'added_to_cart' | 'removed_from_cart';

/** One cart change announced on the page (by an island, a theme or a plugin), with WooCommerce's arguments. */
export interface CartActivity {
  event: CartEventName;
  args: unknown[];
  at: number;
}

/**
 * The last cart change. The cart sync (running with the page's mini cart, and from the first add on)
 * records it, so an island whose code arrives with the shopper, such as the cart panel, still learns
 * of an add that beat it: the first click on a card is often the add and the first interaction at once.
 */
export const $cartActivity = atom<CartActivity | null>(null);

export function recordCartActivity(event: CartEventName, args: unknown[]): void {
  $cartActivity.set({ event, args, at: Date.now() });
}

/** A change older than this is history, not something a late island should still act on. */
export const LATE_ACTIVITY_MS = 10_000;
