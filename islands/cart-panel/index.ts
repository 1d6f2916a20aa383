import { defineIsland } from '../../src/runtime/define';
import type { CartPanelProps } from './read';

/**
 * Rey's cart side panel (`.js-rey-cartPanel`, printed after div#page). It opens from the header cart
 * (the `header-cart` island asks through the panel-requests store) and after adds; idle is early
 * enough, and a request made before it mounted is kept until it does.
 */
export default defineIsland<CartPanelProps>({
  name: 'cart-panel',
  selector: '.rey-cartPanel-wrapper.js-rey-cartPanel',
  trigger: 'idle',
  load: () => import('./CartPanel'),
});
