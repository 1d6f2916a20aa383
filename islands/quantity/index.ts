import { defineIsland } from '../../src/runtime/define';
import type { QuantityProps } from './read';

/**
 * A printed value below its minimum is raised to it before the shopper reads it, as woocommerce.js
 * does at load (not in the cart table's cells), without React. Otherwise the server's field is right
 * as printed (Rey prints its controls' disabled state too), so the island comes with the shopper, and
 * a first press on minus or plus is held until it has.
 */
function raiseToMin(host: HTMLElement): void {
  const input = host.querySelector<HTMLInputElement>('input.qty');
  if (!input || input.closest('.product-quantity')) return;
  const min = Number.parseFloat(input.getAttribute('min') ?? '');
  if (min >= 0 && Number.parseFloat(input.value) < min) input.value = String(min);
}

/** WooCommerce's quantity input with Rey's minus and plus controls (product form, cart page, mini cart). */
export default defineIsland<QuantityProps>({
  name: 'quantity',
  area: 'cart',
  selector: 'div.quantity',
  placeholder: raiseToMin,
  // A function, so the fields are searched for at load and their placeholder runs then.
  trigger: () => 'interaction',
  load: () => import('./Quantity'),
});
