// An element with a page-builder entrance animation, printed invisible: the first time it enters the
// viewport, after its delay, it becomes visible with its animation class (`animated {name}`). Plain
// DOM, started at load without React (the definition's placeholder): an element in view at load must
// not wait for the shopper.
import { deviceSetting, elementSettings } from '../../src/elementor';
import { startOnce } from '../../src/start-once';

/** The animation for the current device: widgets keep it in `_animation`, sections and containers in `animation`. */
export function entranceFor(settings: Record<string, unknown>): { name: string; delayMs: number } {
  const name = deviceSetting(settings, '_animation') ?? deviceSetting(settings, 'animation') ?? 'none';
  const delay = Number(deviceSetting(settings, '_animation_delay') ?? deviceSetting(settings, 'animation_delay') ?? 0);
  return { name: String(name), delayMs: Number.isFinite(delay) && delay > 0 ? delay : 0 };
}

/** Reveals `host` on its first entry into the viewport; it is not watched after that. Returns the stop. */
export function revealOnEntry(host: HTMLElement): () => void {
  return startOnce(host, 'entrance-animation', () => {
    // Settings that are not JSON still reveal the element, without an animation.
    const settings = elementSettings(host) ?? {};
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
  });
}
