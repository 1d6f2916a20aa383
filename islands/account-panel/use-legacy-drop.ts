import { useLayoutEffect, useRef } from 'react';
import { usePanel } from '../../src/panels/ui';

// Rey before 2.4 hides the wrapper again once its closing transition is over, and places it beside
// the button on screens wider than a phone; it closes on scroll only on desktops.
const HIDE_AFTER_MS = 400;
const PHONE_MAX = 767;
const DESKTOP_MIN = 1025;

export interface LegacyDropOptions {
  id: string;
  /** The `.rey-accountPanel-wrapper.--layout-drop`, shown and placed as a whole. */
  element: HTMLElement | null;
  /** Its `.rey-accountPanel`; focus is trapped in it. */
  content: HTMLElement | null;
  trigger: HTMLElement | null;
  onClose: () => void;
  closeOnScroll: boolean;
}

/**
 * Older Rey's drop account panel (no drop-panel classes): the wrapper is shown as a block under the
 * button that opened it (inline `top`, and `left` with `--from-left` or `right` with `--from-right`
 * by which half of the page the button is in), body `header-account--active` reveals it, with the
 * header overlay; `--close-on-scroll` panels close when a desktop page scrolls. The button says
 * whether it is open (`aria-expanded`).
 */
export function useLegacyDropPanel(open: boolean, options: LegacyDropOptions): void {
  const latest = useRef(options);
  latest.current = options;
  const { element } = options;
  const hide = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useLayoutEffect(() => {
    if (!open || !element) return;
    clearTimeout(hide.current);
    const { trigger, closeOnScroll } = latest.current;
    const win = element.ownerDocument.defaultView ?? window;
    const width = element.ownerDocument.documentElement.clientWidth || win.innerWidth;
    const printed = { display: element.style.display, top: element.style.top, left: element.style.left, right: element.style.right };
    element.style.display = 'block';
    const rect = trigger?.getBoundingClientRect();
    if (rect) {
      element.style.top = `${Math.round(rect.bottom)}px`;
      if (width > PHONE_MAX) {
        const fromLeft = rect.left < width / 2;
        element.classList.add(fromLeft ? '--from-left' : '--from-right');
        element.style.left = fromLeft ? `${Math.round(rect.left)}px` : '';
        element.style.right = fromLeft ? '' : `${Math.round(width - rect.right)}px`;
      }
    }
    trigger?.setAttribute('aria-expanded', 'true');
    const onScroll = () => latest.current.onClose();
    const scrollCloses = closeOnScroll && width >= DESKTOP_MIN;
    if (scrollCloses) win.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      if (scrollCloses) win.removeEventListener('scroll', onScroll);
      trigger?.setAttribute('aria-expanded', 'false');
      hide.current = setTimeout(() => {
        Object.assign(element.style, printed);
        element.classList.remove('--from-left', '--from-right');
      }, HIDE_AFTER_MS);
    };
  }, [open, element]);

  usePanel(open, {
    id: options.id,
    element: options.content ?? element,
    onClose: () => latest.current.onClose(),
    overlay: 'header',
    bodyClasses: ['header-account--active'],
    trapFocus: true,
  });
}
