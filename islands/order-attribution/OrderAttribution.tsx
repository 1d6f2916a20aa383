// WooCommerce's order attribution: the page view recorded when consent allows, and the checkout's
// attribution fields kept filled (./attribution.ts).
import { useController } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { followAttribution } from './attribution';
import type { OrderAttributionProps } from './read';

export { read } from './read';

export default function OrderAttribution({ host, config }: IslandProps<OrderAttributionProps>) {
  useController(host, followAttribution, config);
  return null;
}
