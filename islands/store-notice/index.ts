import { defineIsland } from '../../src/runtime/define';
import type { StoreNoticeProps } from './StoreNotice';

/** WooCommerce's store notice (printed hidden in wp_footer); shown unless this notice was dismissed. */
export default defineIsland<StoreNoticeProps>({
  name: 'store-notice',
  area: 'cart',
  selector: '.woocommerce-store-notice',
  trigger: 'load',
  load: () => import('./StoreNotice'),
});
