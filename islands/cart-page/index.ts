import { defineIsland } from '../../src/runtime/define';

/**
 * The cart page's form (`form.woocommerce-cart-form`, WooCommerce's cart.js changes it in place). The
 * page has no mini-cart widget (WooCommerce's cart widget prints nothing on the cart page), so nothing
 * else keeps the cart live there: this keeps the header's cart fragments following every quantity
 * update, removal and undo, as cart-fragments.js does on hearing `updated_wc_div`.
 */
export default defineIsland<Record<string, never>>({
  name: 'cart-page',
  area: 'cart',
  selector: 'form.woocommerce-cart-form',
  trigger: 'load',
  load: () => import('./CartPage'),
});
