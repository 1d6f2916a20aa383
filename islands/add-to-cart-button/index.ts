import { defineIsland } from '../../src/runtime/define';
import type { AddToCartButtonProps } from './read';

/**
 * WooCommerce's loop add-to-cart link (archives, shortcodes, related products). Buttons owned by the
 * block editor's Interactivity API carry `.wc-interactive` and are not ours.
 */
export default defineIsland<AddToCartButtonProps>({
  name: 'add-to-cart-button',
  selector: 'a.add_to_cart_button.ajax_add_to_cart[data-product_id]:not(.wc-interactive)',
  trigger: 'interaction',
  load: () => import('./AddToCartButton'),
});
