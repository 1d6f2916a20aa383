// WooCommerce's order attribution: the page view recorded when consent allows, and the checkout's
// attribution fields kept filled (./attribution.ts). Both start at load without React (the
// definition's placeholder); the island only takes over fields found without that.
import { useController } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { followAttribution } from './attribution';
import { filledSinceLoad } from './fill-inputs';
import type { OrderAttributionProps } from './read';

export { read } from './read';

export default function OrderAttribution({ host, config }: IslandProps<OrderAttributionProps>) {
  // Fields filled since load (./fill-inputs.ts) are left to that.
  useController(host, (el, settings) => (filledSinceLoad(el) ? undefined : followAttribution(el, settings)), config);
  return null;
}
