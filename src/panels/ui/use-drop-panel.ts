import { useLayoutEffect, useRef } from 'react';
import type { OverlayType } from './overlay';
import { transitionMs } from './transition';
import { usePanel } from './use-panel';

export interface DropPanelOptions {
  id: string;
  /** The `.rey-header-dropPanel` element. */
  element: HTMLElement | null;
  /** Its `.rey-header-dropPanel-content`; focus is trapped in it. */
  content: HTMLElement | null;
  /** The button that opened it; placement is measured from it. */
  trigger: HTMLElement | null;
  onClose: () => void;
  bodyClasses?: string[];
  /** The content's display while open (Rey's `initialDisplay`). */
  display?: 'block' | 'flex';
}

const px = (n: number) => `${Math.round(n)}px`;

/** The panel's own settings (`data-droppanel` JSON), e.g. the header-wishlist widget's `mobileStretch`. */
function dropPanelConfig(element: HTMLElement): Record<string, unknown> {
  try {
    const config: unknown = JSON.parse(element.getAttribute('data-droppanel') || '{}');
    return config && typeof config === 'object' ? (config as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Where Rey puts a drop panel: beside its trigger (`inside`) or measured from it (`outside`). A panel
 * set to `mobileStretch` is measured too and marked `--mobile-stretch` (its stylesheet stretches it
 * across a phone's width from those measures).
 */
export function placeDropPanel(element: HTMLElement, trigger: HTMLElement | null): Record<string, string> {
  const win = element.ownerDocument.defaultView ?? window;
  const location = trigger && element.contains(trigger) ? 'inside' : 'outside';
  const stretch = dropPanelConfig(element).mobileStretch === true;
  if (stretch) element.classList.add('--mobile-stretch');
  const rect = trigger?.getBoundingClientRect();
  const width = element.ownerDocument.documentElement.clientWidth || win.innerWidth;
  const rightHalf = rect ? rect.left + rect.width / 2 > width / 2 : true;
  const props: Record<string, string> = { '--l': rightHalf ? 'auto' : 'unset', '--r': rightHalf ? 'unset' : 'auto' };
  if ((location === 'outside' || stretch) && rect) {
    Object.assign(props, {
      '--o-top': px(rect.bottom),
      '--o-left': px(rect.left),
      '--w-width': px(width),
      '--t-width': px(rect.width),
      '--t-height': px(rect.height),
    });
  }
  element.setAttribute('data-location', location);
  for (const [name, value] of Object.entries(props)) element.style.setProperty(name, value);
  return props;
}

function overlayFor(trigger: HTMLElement | null): OverlayType | false {
  if (trigger?.classList.contains('--no-overlay')) return false;
  return trigger?.closest('.rey-siteHeader') ? 'header' : 'site';
}

/**
 * Rey's drop panel (R3): placed from its trigger (`data-location`, `--l`/`--r`, and for panels
 * outside the header `--o-top`, `--o-left`, `--w-width`, `--t-width`, `--t-height`), content shown
 * (`display` block or flex), body `--drop-panel-active` plus the panel's classes, `--is-open` on the
 * panel and trigger, `--is-opened` and a focus trap in the content after the transition (400 ms
 * unless `--transition-duration` says otherwise). `data-close-scroll` panels close when the page
 * scrolls. Closing hides the content once the closing transition is over.
 */
export function useDropPanel(open: boolean, options: DropPanelOptions): void {
  const latest = useRef(options);
  latest.current = options;
  const { element, content } = options;
  const duration = open ? transitionMs(element) : 0;
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useLayoutEffect(() => {
    if (!open || !element || !content) return;
    clearTimeout(hideTimer.current);
    const { trigger, display = 'block' } = latest.current;
    const stretchPrinted = element.classList.contains('--mobile-stretch');
    const props = placeDropPanel(element, trigger);
    const shownAs = content.style.display;
    content.style.display = display;
    void content.offsetWidth;
    element.classList.add('--is-open');
    trigger?.classList.add('--is-open');
    trigger?.setAttribute('aria-expanded', 'true');
    const opened = setTimeout(() => element.classList.add('--is-opened'), duration);
    const win = element.ownerDocument.defaultView ?? window;
    const onScroll = () => latest.current.onClose();
    const closeOnScroll = element.hasAttribute('data-close-scroll');
    if (closeOnScroll) win.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(opened);
      if (closeOnScroll) win.removeEventListener('scroll', onScroll);
      element.classList.remove('--is-open', '--is-opened');
      trigger?.classList.remove('--is-open');
      trigger?.setAttribute('aria-expanded', 'false');
      // The content stays shown while it transitions out (on unmount too: the timer restores it).
      hideTimer.current = setTimeout(() => {
        content.style.display = shownAs === display ? '' : shownAs;
        for (const name of Object.keys(props)) element.style.removeProperty(name);
        if (!stretchPrinted) element.classList.remove('--mobile-stretch');
      }, transitionMs(element));
    };
  }, [open, element, content, duration]);

  usePanel(open, {
    id: options.id,
    element: content,
    onClose: () => latest.current.onClose(),
    overlay: overlayFor(options.trigger),
    bodyClasses: ['--drop-panel-active', ...(options.bodyClasses ?? [])],
    trapFocus: true,
    focusDelayMs: duration,
  });
}
