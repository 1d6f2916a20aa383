import { cookieValue } from '../../src/runtime/page-state';
import { defineIsland, type Trigger } from '../../src/runtime/define';

/**
 * When the widget has work: at load with a cart in the cookies (to show from the cache or check with
 * the server), or a widget to hide while the cart is empty. A visitor without a cart has none until
 * an empty widget in the page comes into view, or (the one in the theme's closed cart panel) until
 * they start using the page. The cookie names are WooCommerce's, as src/cart/sync.ts reads them.
 */
function triggerFor(host: HTMLElement): Trigger {
  // Without the cookies the cart is empty whatever an earlier page cached (the sync then only drops
  // that cache), so storage is not consulted: its first read is a call into the browser.
  const cart = Boolean(cookieValue('woocommerce_items_in_cart') || cookieValue('woocommerce_cart_hash'))
    || Boolean(host.closest('.widget_shopping_cart')?.querySelector('.hide_cart_widget_if_empty'));
  if (cart) return 'load';
  // The empty-cart message goes into an empty widget as it comes into view.
  return !host.childElementCount && !host.closest('.rey-cartPanel-wrapper') ? 'visible' : 'interaction';
}

/**
 * The mini-cart widget's content (`div.widget_shopping_cart_content`, which fragments fill). While one
 * is on the page the cart is kept in step with the server: cached fragments, refreshes, other tabs.
 */
export default defineIsland<Record<string, never>>({
  name: 'mini-cart',
  selector: 'div.widget_shopping_cart_content',
  trigger: triggerFor,
  load: () => import('./MiniCart'),
});
