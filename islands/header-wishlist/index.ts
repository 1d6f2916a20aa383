import { defineIsland } from '../../src/runtime/define';
import type { HeaderWishlistProps } from './read';

/**
 * Rey's header-wishlist widget (`.rey-elWishlist.rey-header-dropPanel`, an Elementor widget in the
 * header): its button opens a drop panel listing the wishlist. Intent (hover, focus, touch) loads it; a
 * click that comes first is held and replayed.
 */
export default defineIsland<HeaderWishlistProps>({
  name: 'header-wishlist',
  area: 'theme',
  selector: '.rey-elWishlist.rey-header-dropPanel',
  trigger: 'interaction',
  load: () => import('./HeaderWishlist'),
});
