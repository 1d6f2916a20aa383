// The shopper's wishlist, as TI Wishlist describes it (`wishlists_data`): every counter and button on
// the page follows it. src/wishlist/data.ts fills it (cache, server, other tabs); islands read it with
// useWishlist() (src/wishlist/ui/use-wishlist.ts), which starts that loading.
import { atom } from 'nanostores';

/** One wishlist holding a product: which of its variations (0 for the product itself) are in it. */
export interface WishlistRef {
  ID: number | string;
  title: string;
  status?: string;
  share_key: string;
  in: number[];
}

/** TI Wishlist's `wishlists_data`: products → lists holding them, the item count, optional stats. */
export interface WishlistData {
  /** PHP prints an empty map as `[]`. */
  products: Record<string, Record<string, WishlistRef>> | [];
  counter: number;
  stats?: Record<string, Record<string, number>>;
  stats_count?: number;
  lang?: string;
  lang_default?: string;
}

/** The shopper's wishlist data (null until known): every counter and button on the page follows it. */
export const $wishlist = atom<WishlistData | null>(null);

export function isWishlistData(value: unknown): value is WishlistData {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value) && ('products' in (value as object) || 'counter' in (value as object));
}

/** The lists a product is in, keyed by list id (empty when none). */
export function listsHolding(data: WishlistData | null, productId: string | number): Record<string, WishlistRef> {
  const products = data?.products;
  if (!products || Array.isArray(products)) return {};
  return products[String(productId)] ?? {};
}

/**
 * Whether a button's product is in a list, as the plugin marks it: any list holding the button's
 * current variation id or any of the ids it covers (`data-tinv-wl-productvariations`).
 */
export function isInWishlist(data: WishlistData | null, productId: string | number, variationId: number, variationIds: number[]): boolean {
  return Object.values(listsHolding(data, productId)).some((list) =>
    Array.isArray(list.in) && (list.in.includes(variationId) || variationIds.some((id) => list.in.includes(id))));
}

export function wishlistCount(data: WishlistData | null): number | null {
  if (!data) return null;
  const n = Number(data.counter);
  return Number.isFinite(n) ? n : 0;
}
