// A wishlist counter: TI's or Rey's, printed by the server and filled from the wishlist store.
import { useController } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { followedCounters } from '../../src/helpers/wishlist-counters';
import { followCount } from './count';

export function read(): Record<string, never> {
  return {};
}

/** Fills the counter from the store (./count.ts), unless that runs since load. */
export default function WishlistCounter({ host }: IslandProps<Record<string, never>>) {
  useController(host, (counter) => (followedCounters.has(counter) ? undefined : followCount(counter)));
  return null;
}
