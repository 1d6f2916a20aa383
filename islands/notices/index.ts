import { defineIsland } from '../../src/runtime/define';

/**
 * WooCommerce's notices area; the first one on the page shows the messages no island has a place for.
 * Mounted at once: a failure message must not wait for the page to fall idle.
 */
export default defineIsland<Record<string, never>>({
  name: 'notices',
  selector: '.woocommerce-notices-wrapper',
  trigger: 'load',
  load: () => import('./Notices'),
});
