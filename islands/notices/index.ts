import { defineIsland } from '../../src/runtime/define';
import { atLoad } from '../../src/runtime/at-load';

/**
 * WooCommerce's notices area; the first one on the page shows the messages no island has a place for.
 * Notices the server printed have their first alert focused at load, without React (./focus-alert.ts);
 * the island comes with the shopper, as only their actions can bring a message.
 */
export default defineIsland<Record<string, never>>({
  name: 'notices',
  area: 'cart',
  selector: '.woocommerce-notices-wrapper',
  placeholder: (host) => {
    if (!host.childElementCount || host.ownerDocument.querySelector('.woocommerce-notices-wrapper') !== host) return;
    atLoad('notices', () => import('./focus-alert'), ({ focusFirstAlert }) => focusFirstAlert());
  },
  // A function, so the wrappers are searched for at load and their placeholder runs then.
  trigger: () => 'interaction',
  load: () => import('./Notices'),
});
