import { defineIsland } from '../../src/runtime/define';
import type { OrderAttributionProps } from './OrderAttribution';

/**
 * WooCommerce's order attribution: its params script (printed on every page, so every page view is
 * counted) and the `<wc-order-attribution-inputs>` of checkout and registration forms.
 */
export default defineIsland<OrderAttributionProps>({
  name: 'order-attribution',
  selector: 'script#wc-order-attribution-js-extra, wc-order-attribution-inputs',
  trigger: 'idle',
  load: () => import('./OrderAttribution'),
});
