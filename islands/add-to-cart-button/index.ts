import { defineIsland } from '../../src/runtime/define';
import type { AddToCartButtonProps } from './read';

/**
 * WooCommerce's loop add-to-cart link (archives, shortcodes, related products). Buttons owned by the
 * block editor's Interactivity API carry `.wc-interactive` and are not ours. Its small chunk is fetched
 * with React once the shopper shows up, so their first click reaches the server about as fast as
 * WooCommerce's own script does. Its early click (the add's code, 2 KB gzip; with the cart core for
 * a first visit) comes in idle time once the shopper shows up: a visitor who only looks never needs it.
 */
export default defineIsland<AddToCartButtonProps>({
  name: 'add-to-cart-button',
  area: 'cart',
  selector: 'a.add_to_cart_button.ajax_add_to_cart[data-product_id]:not(.wc-interactive)',
  trigger: 'interaction',
  warm: true,
  load: () => import('./AddToCartButton'),
  earlyClick: () => import('./early-click'),
});
