import { defineIsland } from '../../src/runtime/define';
import type { QuantityProps } from './read';

/**
 * WooCommerce's quantity input with Rey's minus and plus controls (product form, cart page, mini
 * cart). `load`: a value below min is corrected before the shopper reads it.
 */
export default defineIsland<QuantityProps>({
  name: 'quantity',
  area: 'cart',
  selector: 'div.quantity',
  trigger: 'load',
  load: () => import('./Quantity'),
});
