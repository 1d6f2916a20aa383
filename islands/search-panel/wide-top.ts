// Older Rey's wide search panel opens below the header, measured as its script measures it.
import { useLayoutEffect, useRef } from 'react';
import { listen } from '../../src/hooks';

/** Rey's desktop breakpoint (`is_desktop`: 1025 px and wider). */
const DESKTOP = '(min-width: 1025px)';
// How long the window must have kept its size before the panel is measured again (Rey's 500 ms).
const RESIZE_DEBOUNCE_MS = 500;

/**
 * Where the header ends, as Rey 2.1 measures it for its wide panel: the header's height plus the admin
 * bar (32 px on desktop, 46 below), or a visible sticky top bar's height where one shows.
 */
function headerEnd(doc: Document): number {
  const sticky = doc.querySelector('.rey-stickyContent.--visible[data-align="top"] > .elementor');
  if (sticky instanceof HTMLElement) return sticky.offsetHeight;
  const header = doc.querySelector<HTMLElement>('.rey-siteHeader');
  const desktop = doc.defaultView?.matchMedia(DESKTOP).matches ?? true;
  const adminBar = doc.body.classList.contains('admin-bar') ? (desktop ? 32 : 46) : 0;
  return (header?.offsetHeight ?? 0) + adminBar;
}

/**
 * While `on`, the panel's inline `top` and `max-height` and the site overlay's `top` put them below the
 * header, and below desktop the panel's height is the rest of the window; measured again when the
 * window's size settles. Closing takes back the overlay's top and the height (Rey leaves the panel's
 * top, so it does not jump while it closes); unmounting gives back what the server printed.
 */
export function useLegacyWideTop(panel: HTMLElement, on: boolean): void {
  const printed = useRef({ top: panel.style.top, maxHeight: panel.style.maxHeight, height: panel.style.height });
  useLayoutEffect(() => () => {
    Object.assign(panel.style, printed.current);
  }, [panel]);
  useLayoutEffect(() => {
    if (!on) return;
    const doc = panel.ownerDocument;
    const win = doc.defaultView ?? window;
    const overlay = doc.querySelector<HTMLElement>('.rey-overlay--site');
    const overlayTop = overlay?.style.top ?? '';
    const place = () => {
      const top = headerEnd(doc);
      panel.style.top = `${top}px`;
      panel.style.maxHeight = `calc(100% - ${top}px)`;
      if (overlay) overlay.style.top = `${top}px`;
      if (!win.matchMedia(DESKTOP).matches) panel.style.height = `${win.innerHeight - top}px`;
    };
    place();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offResize = listen(win, 'resize', () => {
      clearTimeout(timer);
      timer = setTimeout(place, RESIZE_DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      offResize();
      if (overlay) overlay.style.top = overlayTop;
      panel.style.height = printed.current.height;
    };
  }, [panel, on]);
}
