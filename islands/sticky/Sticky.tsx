import { useEffect, useLayoutEffect, useState } from 'react';
import { currentDevice, deviceSetting, isOn, sizeOf } from '../../src/elementor';
import type { IslandProps } from '../../src/runtime/define';
import type { StickyProps } from './read';
import { allowForAnchors } from './anchor-room';
import { stick } from './stick';

export { read } from './read';

/**
 * The devices in `sticky_on`: saved as an array, but some imports carry one device (or a
 * comma-separated list) as a string. None given: every device.
 */
function stickyDevices(value: unknown): string[] | null {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.trim()) return value.split(',').map((device) => device.trim());
  return null;
}

// The spec's resize re-check: 300 ms after the last resize event.
export const RESIZE_DEBOUNCE_MS = 300;

/** Sticks the element on the devices in `sticky_on`, re-measured 300 ms after the window stops resizing. */
export default function Sticky({ host, settings }: IslandProps<StickyProps>) {
  const [layout, setLayout] = useState(() => ({ device: currentDevice(), width: window.innerWidth }));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setLayout({ device: currentDevice(), width: window.innerWidth }), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  const devices = stickyDevices(settings.sticky_on);
  const active = !devices || devices.includes(layout.device);

  useLayoutEffect(() => {
    if (!active) return;
    return stick(host, {
      to: settings.sticky === 'bottom' ? 'bottom' : 'top',
      offset: sizeOf(deviceSetting(settings, 'sticky_offset', layout.device), 0),
      effectsOffset: sizeOf(deviceSetting(settings, 'sticky_effects_offset', layout.device), 0),
      parent: isOn(settings.sticky_parent),
    });
  }, [host, active, layout]);

  useLayoutEffect(() => {
    if (!active) return;
    const room = sizeOf(deviceSetting(settings, 'sticky_anchor_link_offset', layout.device), 0);
    return room > 0 ? allowForAnchors(host, room) : undefined;
  }, [host, active, layout]);

  return null;
}
