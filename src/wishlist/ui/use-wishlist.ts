import { useStore } from '@nanostores/react';
import { $wishlist, type WishlistData } from '../../stores/wishlist';
// Importing the data module starts the wishlist's loading with the store's first subscriber.
import '../data';

/** The shopper's wishlist data for an island that shows it (null until known). */
export function useWishlist(): WishlistData | null {
  return useStore($wishlist);
}
