import { useController } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import type { ScatteredConfig } from './read';
import { scatterGrid } from './scatter';

export { read } from './read';

/**
 * A scattered grid the shopper reached for. Its placeholder already scattered it at load and keeps it
 * so; this covers one whose placeholder could not load its code. Items keep the variants they have.
 */
export default function ScatteredGrid({ host }: IslandProps<ScatteredConfig>) {
  useController(host, scatterGrid);
  return null;
}
