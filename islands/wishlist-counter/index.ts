import { defineIsland } from '../../src/runtime/define';

/**
 * Wishlist counters: TI's `.wishlist_products_counter_number` and Rey's `.rey-wishlistCounter-number`
 * (header account button, account panel tab), printed empty and filled from the wishlist store.
 */
export default defineIsland<Record<string, never>>({
  name: 'wishlist-counter',
  selector: '.wishlist_products_counter_number, .rey-wishlistCounter-number',
  trigger: 'idle',
  load: () => import('./WishlistCounter'),
});
