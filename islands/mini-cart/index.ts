import { cookieValue } from '../../src/runtime/page-state';
import { defineIsland, type Trigger } from '../../src/runtime/define';
import { showEmptyCart } from './empty-cart';

/**
 * Whether the visitor has a cart: WooCommerce's cookies, as src/cart/sync.ts reads them. Without them
 * the cart is empty whatever an earlier page cached (the sync then only drops that cache), so storage is
 * not consulted: its first read is a call into the browser.
 */
const hasCart = () => Boolean(cookieValue('woocommerce_items_in_cart') || cookieValue('woocommerce_cart_hash'));

/**
 * When the widget has work: at load with a cart (to show it from the cache or check with the server),
 * or a widget the shop hides while the cart is empty. Otherwise the empty cart is already shown (the
 * placeholder) and the widget waits for the shopper, when it starts following the cart.
 */
function triggerFor(host: HTMLElement): Trigger {
  const hidesWhenEmpty = Boolean(host.closest('.widget_shopping_cart')?.querySelector('.hide_cart_widget_if_empty'));
  return hasCart() || hidesWhenEmpty ? 'load' : 'interaction';
}

/**
 * The mini-cart widget's content (`div.widget_shopping_cart_content`, which fragments fill). While one
 * is on the page the cart is kept in step with the server: cached fragments, refreshes, other tabs.
 */
export default defineIsland<Record<string, never>>({
  name: 'mini-cart',
  area: 'cart',
  selector: 'div.widget_shopping_cart_content',
  placeholder: (host) => {
    if (!hasCart()) showEmptyCart(host);
  },
  trigger: triggerFor,
  // Another tab changed the cart (WooCommerce's cart hash in localStorage, its cookies): show it
  // without waiting for the shopper to touch this page.
  otherTabs: { changedElsewhere: hasCart },
  load: () => import('./MiniCart'),
});
