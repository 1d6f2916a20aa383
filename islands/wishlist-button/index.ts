import { defineIsland, type Trigger } from '../../src/runtime/define';
import type { WishlistButtonProps } from './read';
import { markUnchosenVariation } from './unchosen-variation';

const load = () => import('./WishlistButton');

/**
 * TI Wishlist's add-to-wishlist button on product cards. It shows whether the product is in a list once
 * the wishlist has loaded, at the shopper's first interaction; a click before that is held until it
 * has mounted. A page full of cards is not even searched for them before the shopper shows up.
 */
export default defineIsland<WishlistButtonProps>({
  name: 'wishlist-button',
  area: 'wishlist',
  selector: '.tinvwl_add_to_wishlist_button.tinvwl-loop[data-tinv-wl-product]',
  trigger: 'interaction',
  load,
});

/**
 * The same button outside the loop (the product page's). It is found at load, so that a variable
 * product's button is disabled at once, as the plugin's script does at load; the island itself still
 * waits for the shopper. (A trigger chosen per element is what makes the page be searched at load.)
 */
export const productWishlistButton = defineIsland<WishlistButtonProps>({
  name: 'wishlist-button',
  area: 'wishlist',
  selector: '.tinvwl_add_to_wishlist_button:not(.tinvwl-loop)[data-tinv-wl-product]',
  placeholder: markUnchosenVariation,
  trigger: (): Trigger => 'interaction',
  load,
});
