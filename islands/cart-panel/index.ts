import { defineIsland } from '../../src/runtime/define';
import type { CartPanelProps } from './read';

/**
 * Rey's cart side panel (`.js-rey-cartPanel`, printed after div#page). It opens from the header cart
 * (the `header-cart` island asks through the panel-requests store) and after adds, both the shopper's
 * doing: it mounts once a shopper is there, and a request made before that is kept until it does.
 */
export default defineIsland<CartPanelProps>({
  name: 'cart-panel',
  area: 'cart',
  selector: '.rey-cartPanel-wrapper.js-rey-cartPanel',
  trigger: 'interaction',
  load: () => import('./CartPanel'),
});
