import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { interact, mountIsland } from '../../test/render-island';
import { requestOffCanvas } from '../../src/stores/page-builder';
import OffCanvas, { read } from './OffCanvas';

let unmount = () => {};

afterEach(() => {
  unmount();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('off-canvas', () => {
  it('moves focus into the panel 100 ms after it opens, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.body.innerHTML = `<button id="opener">Meny</button>
<div class="elementor-widget-off-canvas" data-settings='{"entrance_animation":"none"}'>
<div id="off-canvas-7a1b2c3" class="e-off-canvas" role="dialog" aria-label="Meny" inert><div class="e-off-canvas__main"><a href="/butik/">Butik</a></div></div></div>`;
    const host = document.getElementById('off-canvas-7a1b2c3')!;
    unmount = mountIsland(OffCanvas, host, read(host));
    document.getElementById('opener')!.focus();

    interact(() => requestOffCanvas('7a1b2c3', { type: 'open' }));
    expect(host.getAttribute('aria-hidden')).toBe('false');
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(document.activeElement?.id, 'still on the opener at 99 ms').toBe('opener');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(host.contains(document.activeElement)).toBe(true);
  });
});
