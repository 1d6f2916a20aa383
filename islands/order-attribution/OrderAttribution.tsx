// WooCommerce's order attribution: the page view recorded when consent allows, and the checkout's
// attribution fields kept filled (./attribution.ts). Both start at load without React (the
// definition's placeholder); the island only takes over fields found without that.
import { useLayoutEffect } from 'react';
import type { IslandProps } from '../../src/runtime/define';
import { inputsFilledAtLoad } from '../../src/stores/attribution-inputs';
import { followAttribution } from './attribution';
import type { OrderAttributionProps } from './read';

export { read } from './read';

export default function OrderAttribution({ host, config }: IslandProps<OrderAttributionProps>) {
  // Fields filled since load (./fill-inputs.ts) are left to that.
  useLayoutEffect(() => (inputsFilledAtLoad.has(host) ? undefined : followAttribution(host, config)), [host, config]);
  return null;
}
