import { useController } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { showSwitches } from './switches';

export function read(): Record<string, never> {
  return {};
}

/** The cookie statement's manage-consent container, with its switches (./switches.ts) for the island's life. */
export default function ConsentManage({ host }: IslandProps<Record<string, never>>) {
  useController(host, showSwitches);
  return null;
}
