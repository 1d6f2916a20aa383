import { defineIsland, type Trigger } from '../../src/runtime/define';
import type { QuantityProps } from './read';

/**
 * `load` only for a printed value outside its limits: it is corrected before the shopper reads it.
 * Otherwise the server's field is right as printed (Rey prints its controls' disabled state too), so
 * the island comes with the shopper, and a first press on minus or plus is held until it has.
 */
function triggerFor(host: HTMLElement): Trigger {
  const input = host.querySelector<HTMLInputElement>('input.qty');
  if (!input) return 'interaction';
  const value = Number(input.value);
  const min = input.min === '' ? 0 : Number(input.min);
  const max = input.max === '' || Number(input.max) < 0 ? Infinity : Number(input.max);
  return value >= min && value <= max ? 'interaction' : 'load';
}

/** WooCommerce's quantity input with Rey's minus and plus controls (product form, cart page, mini cart). */
export default defineIsland<QuantityProps>({
  name: 'quantity',
  area: 'cart',
  selector: 'div.quantity',
  trigger: triggerFor,
  load: () => import('./Quantity'),
});
