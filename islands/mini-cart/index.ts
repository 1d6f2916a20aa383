import { defineIsland } from '../../src/runtime/define';

/**
 * The mini-cart widget's content (`div.widget_shopping_cart_content`, which fragments fill). While one
 * is on the page the cart is kept in step with the server: cached fragments, refreshes, other tabs.
 */
export default defineIsland<Record<string, never>>({
  name: 'mini-cart',
  selector: 'div.widget_shopping_cart_content',
  trigger: 'load',
  load: () => import('./MiniCart'),
});
