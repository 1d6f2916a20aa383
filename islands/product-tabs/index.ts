import { defineIsland } from '../../src/runtime/define';
import { atLoad } from '../../src/runtime/at-load';
import type { ProductTabsProps } from './read';

/**
 * The product page's tabs. WooCommerce hides all panels but one at init: done at load, without React
 * (./at-load.ts). The island, which switches them, comes with the shopper; a click that beats it is
 * held and replayed.
 */
export default defineIsland<ProductTabsProps>({
  name: 'product-tabs',
  area: 'product',
  selector: '.woocommerce-tabs, .wc-tabs-wrapper',
  placeholder: (host) => atLoad('product-tabs', () => import('./at-load'), ({ showFirstTab }) => showFirstTab(host)),
  // A function, so the tabs are searched for at load and their placeholder runs then.
  trigger: () => 'interaction',
  load: () => import('./ProductTabs'),
});
