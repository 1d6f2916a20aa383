import { defineIsland } from '../../src/runtime/define';
import { hasCart } from '../../src/runtime/page-state';
import type { AddToCartButtonProps } from './read';

/**
 * WooCommerce's loop add-to-cart link (archives, shortcodes, related products). Buttons owned by the
 * block editor's Interactivity API carry `.wc-interactive` and are not ours. Its small chunk is fetched
 * with React once the shopper shows up, so their first click reaches the server about as fast as
 * WooCommerce's own script does. Its early click comes at load for a shopper with a cart, who loads
 * the cart core at load anyway (1 KB more); a first visit gets it once the shopper shows up (10 KB
 * with the cart core, which a visitor who only looks never needs).
 */
export default defineIsland<AddToCartButtonProps>({
  name: 'add-to-cart-button',
  area: 'cart',
  selector: 'a.add_to_cart_button.ajax_add_to_cart[data-product_id]:not(.wc-interactive)',
  trigger: 'interaction',
  warm: true,
  load: () => import('./AddToCartButton'),
  earlyClick: () => import('./early-click'),
  earlyClickAtLoad: hasCart,
});
