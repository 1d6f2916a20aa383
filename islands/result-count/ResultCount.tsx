// The "Visar alla 24 resultat" line above a product listing.
import { useController } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { announceAgain } from './announce-again';

export { REFRESH_MS } from './announce-again';

export function read(): Record<string, never> {
  return {};
}

/** After a sort or a filter, the count is announced again once the page has settled (./announce-again.ts). */
export default function ResultCount({ host }: IslandProps<Record<string, never>>) {
  useController(host, announceAgain);
  return null;
}
