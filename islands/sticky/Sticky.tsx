import { useController } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { stickOnDevices } from './devices';
import type { StickyProps } from './read';

export { read } from './read';
export { RESIZE_DEBOUNCE_MS } from './devices';

/** Sticks the element on the devices in `sticky_on` (./devices.ts). */
export default function Sticky({ host, settings }: IslandProps<StickyProps>) {
  useController(host, stickOnDevices, { settings });
  return null;
}
