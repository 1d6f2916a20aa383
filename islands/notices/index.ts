import { defineIsland } from '../../src/runtime/define';

/** WooCommerce's notices area; the first one on the page shows the messages no island has a place for. */
export default defineIsland<Record<string, never>>({
  name: 'notices',
  selector: '.woocommerce-notices-wrapper',
  trigger: 'idle',
  load: () => import('./Notices'),
});
