import { defineIsland } from '../../src/runtime/define';
import type { CatalogOrderingProps } from './read';

/** WooCommerce's ordering form: choosing an order reloads the archive in it (the select is focused or touched first). */
export default defineIsland<CatalogOrderingProps>({
  name: 'catalog-ordering',
  area: 'cart',
  selector: 'form.woocommerce-ordering',
  trigger: 'intent',
  load: () => import('./CatalogOrdering'),
});
