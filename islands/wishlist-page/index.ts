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
  load: () => import('./WishlistPage'),
});
