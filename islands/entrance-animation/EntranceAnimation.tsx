import { elementSettings } from '../../src/elementor';
import { useController } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { revealOnEntry } from './reveal';

export interface EntranceProps {
  settings: Record<string, unknown>;
}

export function read(host: HTMLElement): EntranceProps {
  // Settings that are not JSON still reveal the element, without an animation.
  return { settings: elementSettings(host) ?? {} };
}

/** Reveals the element on its first entry into the viewport (./reveal.ts), unless that runs since load. */
export default function EntranceAnimation({ host }: IslandProps<EntranceProps>) {
  useController(host, revealOnEntry);
  return null;
}
