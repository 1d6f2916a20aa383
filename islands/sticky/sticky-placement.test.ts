import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { interact, mountIsland } from '../../test/render-island';
import Sticky, { RESIZE_DEBOUNCE_MS } from './Sticky';

type HappyWindow = Window & { happyDOM: { setViewport(viewport: { width?: number; height?: number }): void } };
const viewport = (width: number, height = 800) => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height });

let unmounts: Array<() => void> = [];

afterEach(() => {
  unmounts.forEach((unmount) => unmount());
  unmounts = [];
  document.body.replaceChildren();
  viewport(1024, 768);
  vi.useRealTimers();
});

/**
 * A bar whose natural place is `place.top` px from the window's top (happy-dom lays nothing out):
 * the bar and its spacer, a copy of it, both measure there.
 */
function bar(settings: Record<string, unknown>, place: { top: number }) {
  document.body.innerHTML = '<header class="bar" style="height:40px">Meny</header>';
  const host = document.querySelector<HTMLElement>('.bar')!;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = this.classList.contains('bar') ? place.top : 0;
    return DOMRect.fromRect({ x: 0, y: top, width: 300, height: 40 });
  });
  unmounts.push(mountIsland(Sticky, host, { settings }));
  return host;
}

const stuck = (el: HTMLElement) => el.classList.contains('elementor-sticky--active') && el.style.position === 'fixed';

function scrollTo(place: { top: number }, top: number) {
  place.top = top;
  interact(() => window.dispatchEvent(new Event('scroll')));
}

describe('sticky', () => {
  it('sticks at its sticky_offset from the top, not before', () => {
    const place = { top: 200 };
    const el = bar({ sticky: 'top', sticky_offset: { size: 50, unit: 'px' } }, place);
    scrollTo(place, 51);
    expect(stuck(el)).toBe(false);
    scrollTo(place, 50);
    expect(stuck(el)).toBe(true);
    expect(el.style.top).toBe('50px');
  });

  it('sticky bottom: held at the window\'s bottom edge until its own place scrolls into view', () => {
    viewport(1200, 800);
    const place = { top: 1500 };
    const el = bar({ sticky: 'bottom', sticky_offset: 10 }, place);
    expect(stuck(el)).toBe(true);
    expect(el.style.bottom).toBe('10px');
    expect(el.style.top).toBe('');
    scrollTo(place, 700);
    expect(stuck(el), 'its bottom, 740 px, is above 790 px').toBe(false);
  });

  it('sticks only on the devices in sticky_on', () => {
    viewport(1200);
    const desktop = bar({ sticky: 'top', sticky_on: ['tablet', 'mobile'] }, { top: 0 });
    expect(stuck(desktop)).toBe(false);
    unmounts.forEach((unmount) => unmount());
    unmounts = [];
    viewport(500);
    const mobile = bar({ sticky: 'top', sticky_on: ['tablet', 'mobile'] }, { top: 0 });
    expect(stuck(mobile)).toBe(true);
  });

  it('re-checks the device 300 ms after the last resize', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    viewport(1200);
    const el = bar({ sticky: 'top', sticky_on: ['mobile'] }, { top: 0 });
    expect(stuck(el)).toBe(false);
    interact(() => viewport(500));
    await act(() => vi.advanceTimersByTimeAsync(RESIZE_DEBOUNCE_MS - 100));
    interact(() => viewport(480));
    await act(() => vi.advanceTimersByTimeAsync(RESIZE_DEBOUNCE_MS - 1));
    expect(stuck(el), 'the second resize started the wait again').toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(stuck(el)).toBe(true);
    expect(RESIZE_DEBOUNCE_MS).toBe(300);
  });
});
