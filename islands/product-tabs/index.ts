import { defineIsland } from '../../src/runtime/define';
import type { ProductTabsProps } from './read';

/** The product page's tabs. `load`: WooCommerce hides all panels but one at init. */
export default defineIsland<ProductTabsProps>({
  name: 'product-tabs',
  area: 'product',
  selector: '.woocommerce-tabs, .wc-tabs-wrapper',
  trigger: 'load',
  load: () => import('./ProductTabs'),
});
