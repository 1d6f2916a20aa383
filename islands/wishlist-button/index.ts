import { defineIsland } from '../../src/runtime/define';
import type { WishlistButtonProps } from './read';

/**
 * TI Wishlist's add-to-wishlist button, on product pages and product cards. It shows whether the
 * product is in a list once the wishlist has loaded, at the shopper's first interaction; a click
 * before that is held until it has mounted.
 */
export default defineIsland<WishlistButtonProps>({
  name: 'wishlist-button',
  area: 'wishlist',
  selector: '.tinvwl_add_to_wishlist_button[data-tinv-wl-product]',
  trigger: 'interaction',
  load: () => import('./WishlistButton'),
});
