import { currentDevice, deviceSetting, isOn, sizeOf, type Device } from '../../src/elementor';
import { listen, undoAll, type Undo } from '../../src/hooks';
import { allowForAnchors } from './anchor-room';
import type { StickyProps } from './read';
import { stick } from './stick';

// The spec's resize re-check: 300 ms after the last resize event.
export const RESIZE_DEBOUNCE_MS = 300;

/**
 * The devices in `sticky_on`: saved as an array, but some imports carry one device (or a
 * comma-separated list) as a string. None given: every device.
 */
function stickyDevices(value: unknown): string[] | null {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.trim()) return value.split(',').map((device) => device.trim());
  return null;
}

/** Sticks the element with the device's offsets, and gives anchors below it room, if it sticks there. */
function stickOn(host: HTMLElement, settings: Record<string, unknown>, device: Device): Undo {
  const devices = stickyDevices(settings.sticky_on);
  if (devices && !devices.includes(device)) return () => {};
  const room = sizeOf(deviceSetting(settings, 'sticky_anchor_link_offset', device), 0);
  return undoAll([
    stick(host, {
      to: settings.sticky === 'bottom' ? 'bottom' : 'top',
      offset: sizeOf(deviceSetting(settings, 'sticky_offset', device), 0),
      effectsOffset: sizeOf(deviceSetting(settings, 'sticky_effects_offset', device), 0),
      parent: isOn(settings.sticky_parent),
    }),
    ...(room > 0 ? [allowForAnchors(host, room)] : []),
  ]);
}

/**
 * The sticky island's controller: sticks the element on the devices in `sticky_on`, and measures it
 * all afresh 300 ms after the window stops resizing.
 */
export function stickOnDevices(host: HTMLElement, { settings }: StickyProps): Undo {
  let unstick = stickOn(host, settings, currentDevice());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const offResize = listen(window, 'resize', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      unstick();
      unstick = stickOn(host, settings, currentDevice());
    }, RESIZE_DEBOUNCE_MS);
  });
  return () => {
    offResize();
    clearTimeout(timer);
    unstick();
  };
}
