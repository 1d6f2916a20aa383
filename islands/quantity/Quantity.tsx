// WooCommerce's quantity input with Rey's minus and plus. The server prints the controls; the island
// makes them work and keeps their disabled state with the value (./controls.ts).
import { useController } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { followQuantity } from './controls';
import type { QuantityProps } from './read';

export { read } from './read';

export default function Quantity({ host, ...props }: IslandProps<QuantityProps>) {
  useController(host, followQuantity, props);
  return null;
}
