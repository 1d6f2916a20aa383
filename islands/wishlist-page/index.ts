import { defineIsland } from '../../src/runtime/define';
import type { WishlistPageProps } from './read';

/**
 * TI Wishlist's wishlist (`div.tinv-wishlist.woocommerce.tinv-wishlist-clear`, the shortcode's output):
 * row and bulk actions through `tinvwl-action`, select all, share links and the copy-link button.
 */
export default defineIsland<WishlistPageProps>({
  name: 'wishlist-page',
  area: 'wishlist',
  selector: 'div.tinv-wishlist.woocommerce.tinv-wishlist-clear',
  trigger: 'idle',
  // The plugin's server ignores the table's form: a remove or add clicked before the code is there
  // waits for it.
  holdsClicksOn: 'button[name="tinvwl-remove"], button[name="tinvwl-add-to-cart"], button[name^="tinvwl-action-"]',
  load: () => import('./WishlistPage'),
});
