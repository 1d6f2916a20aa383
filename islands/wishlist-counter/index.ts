import { cookieValue, hasStoredItem, printedParam } from '../../src/runtime/page-state';
import { defineIsland } from '../../src/runtime/define';

/**
 * Whether there is a count to show before the shopper does anything: the cookies the plugin sets for a
 * logged-in shopper, or a guest's list (its share key cookie) cached by an earlier page. Without them the
 * count is unknown until the server is asked, which the store does only once the shopper interacts
 * (src/stores/wishlist.ts). The cookies come first: the first read of local storage is a synchronous call
 * into the browser that a visitor without a list need not pay. The names are TI Wishlist's, as
 * src/wishlist/config.ts reads them.
 */
function hasCountAtLoad(): boolean {
  if (cookieValue('tinvwl_wishlists_data_counter') || cookieValue('tinvwl_update_data')) return true;
  return Boolean(cookieValue('tinv_wishlistkey'))
    && hasStoredItem('local', printedParam('tinvwl_add_to_wishlist', 'hash_key', 'ti_wishlist_data'));
}

/**
 * Wishlist counters: TI's `.wishlist_products_counter_number` and Rey's `.rey-wishlistCounter-number`
 * (header account button, account panel tab), printed empty and filled from the wishlist store. A count
 * known at load is shown then, without React (./count.ts); the others wait for the shopper.
 */
export default defineIsland<Record<string, never>>({
  name: 'wishlist-counter',
  area: 'wishlist',
  selector: '.wishlist_products_counter_number, .rey-wishlistCounter-number',
  placeholder: (host) => (hasCountAtLoad() ? import('./count').then(({ followCount }) => followCount(host)) : undefined),
  // A function, so the counters are searched for at load and their placeholder runs then.
  trigger: () => 'interaction',
  load: () => import('./WishlistCounter'),
});
