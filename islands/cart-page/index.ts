import { defineIsland } from '../../src/runtime/define';
import { atLoad } from '../../src/runtime/at-load';

/**
 * The cart page's form (`form.woocommerce-cart-form`, WooCommerce's cart.js changes it in place). The
 * page has no mini-cart widget (WooCommerce's cart widget prints nothing on the cart page), so nothing
 * else keeps the cart live there: from load on, without React, the header's cart fragments follow
 * every quantity update, removal and undo, as cart-fragments.js does on hearing `updated_wc_div`.
 * The island renders nothing: it only mounts when the shopper reaches for the form.
 */
export default defineIsland<Record<string, never>>({
  name: 'cart-page',
  area: 'cart',
  selector: 'form.woocommerce-cart-form',
  placeholder: () => atLoad('cart-page', () => import('./follow'), ({ followCart }) => followCart()),
  // A function, so the form is searched for at load and its placeholder runs then.
  trigger: () => 'intent',
  load: () => import('./CartPage'),
});
