import { deviceSetting, elementSettings } from '../../src/elementor';
import { useController, type Undo } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';

export interface EntranceProps {
  settings: Record<string, unknown>;
}

export function read(host: HTMLElement): EntranceProps {
  // Settings that are not JSON still reveal the element, without an animation.
  return { settings: elementSettings(host) ?? {} };
}

/** The animation for the current device: widgets keep it in `_animation`, sections and containers in `animation`. */
export function entranceFor(settings: Record<string, unknown>): { name: string; delayMs: number } {
  const name = deviceSetting(settings, '_animation') ?? deviceSetting(settings, 'animation') ?? 'none';
  const delay = Number(deviceSetting(settings, '_animation_delay') ?? deviceSetting(settings, 'animation_delay') ?? 0);
  return { name: String(name), delayMs: Number.isFinite(delay) && delay > 0 ? delay : 0 };
}

/**
 * The first time the element enters the viewport, after its delay, it becomes visible with its
 * animation class (`animated {name}`); it is not watched after that.
 */
function animateOnEntry(host: HTMLElement, { settings }: EntranceProps): Undo {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    const { name, delayMs } = entranceFor(settings);
    // The page builder adds `animated {name}` as a class string: a name with spaces is several classes.
    const classes = name === 'none' ? [] : name.split(/\s+/).filter(Boolean);
    timer = setTimeout(() => {
      host.classList.remove('elementor-invisible');
      if (classes.length) host.classList.add('animated', ...classes);
    }, delayMs);
  });
  observer.observe(host);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

export default function EntranceAnimation({ host, ...props }: IslandProps<EntranceProps>) {
  useController(host, animateOnEntry, props);
  return null;
}
