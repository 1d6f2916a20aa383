import { defineIsland } from '../../src/runtime/define';

/**
 * WooCommerce's notices area; the first one on the page shows the messages no island has a place for.
 * With notices from the server it mounts at once (the first alert gets focus); an empty one waits for
 * the shopper, as only their actions can bring a message.
 */
export default defineIsland<Record<string, never>>({
  name: 'notices',
  area: 'cart',
  selector: '.woocommerce-notices-wrapper',
  trigger: (host) => (host.childElementCount ? 'load' : 'interaction'),
  load: () => import('./Notices'),
});
