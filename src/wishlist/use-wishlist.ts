import { useStore } from '@nanostores/react';
import { onMount } from 'nanostores';
import { $wishlist, type WishlistData } from '../stores/wishlist';
import { followWishlist } from './data';

// The wishlist loads when the first island showing it mounts, and follows other tabs while one is
// mounted: nanostores runs this with the store's first subscriber and stops it after its last.
onMount($wishlist, () => followWishlist(document));

/** The shopper's wishlist data for an island that shows it (null until known). */
export function useWishlist(): WishlistData | null {
  return useStore($wishlist);
}
