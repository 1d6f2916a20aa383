import { on } from '../../src/events';
import { listen, setAttribute, undoAll, type Undo } from '../../src/hooks';
import { largeImageOfSlide } from './read';
import type { Zoom } from './zoom';

/**
 * The gallery's zoom (./zoom.ts), its code fetched on the mouse's first visit: its 500 ms delay covers
 * the download, and a phone never needs it. `data-wi-zoom="ready"` says it is attached; the variation
 * form's `woocommerce_gallery_init_zoom` (a variation swapped the image) has it re-read the image.
 */
export function zoomOnMouse(host: HTMLElement, { slides, enabled }: { slides: HTMLElement[]; enabled: boolean }): Undo | void {
  if (!enabled) return;
  let live = true;
  let zoom: Zoom | null = null;
  let ready: Undo = () => {};
  const stop = undoAll([
    listen<MouseEvent>(host, 'mouseover', (event) => {
      void import('./zoom').then(({ attachZoom }) => {
        if (!live) return;
        zoom = attachZoom(host, slides, largeImageOfSlide, event);
        ready = setAttribute(host, 'data-wi-zoom', 'ready');
      });
    }, { once: true }),
    on('woocommerce_gallery_init_zoom', () => zoom?.refresh(), host),
  ]);
  return () => {
    live = false;
    stop();
    ready();
    zoom?.destroy();
    zoom = null;
  };
}
