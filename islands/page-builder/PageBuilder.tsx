import { useController, useListener } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { showDeviceMode } from './body-state';

export function read(): Record<string, never> {
  return {};
}

/** The device mode on the body follows the window's size (the rest of the body's state is set at load). */
export default function PageBuilder({ host }: IslandProps<Record<string, never>>) {
  // Mounted by a resize (or the shopper): the size may have changed since load.
  useController(host, showDeviceMode);
  useListener(host.ownerDocument.defaultView, 'resize', () => showDeviceMode(host));
  return null;
}
