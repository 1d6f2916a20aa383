import { defineIsland } from '../../src/runtime/define';
import { atLoad } from '../../src/runtime/at-load';
import type { StoreNoticeProps } from './StoreNotice';

/**
 * WooCommerce's store notice (printed hidden in wp_footer); shown at load unless this notice was
 * dismissed, without React (./show-at-load.ts). The island, which dismisses it, comes with the
 * shopper; a click on the link that beats it is held and replayed.
 */
export default defineIsland<StoreNoticeProps>({
  name: 'store-notice',
  area: 'cart',
  selector: '.woocommerce-store-notice',
  placeholder: (host) => atLoad('store-notice', () => import('./show-at-load'), ({ showStoreNotice }) => showStoreNotice(host)),
  // A function, so the notice is searched for at load and its placeholder runs then.
  trigger: () => 'interaction',
  load: () => import('./StoreNotice'),
});
