import { useController } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { loadBackground } from './load-background';

export function read(): Record<string, never> {
  return {};
}

/**
 * A container the shopper reached for (a pointer over it, a touch, focus) while its background still
 * waits: it is on screen, so the background loads now. Until then the placeholder's watch marks it
 * once it comes within 200 px of the viewport (./mark-when-near.ts).
 */
export default function LazyBackground({ host }: IslandProps<Record<string, never>>) {
  useController(host, loadBackground);
  return null;
}
