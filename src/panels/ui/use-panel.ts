import { useEffect, useLayoutEffect, useRef } from 'react';
import { claimPanel, listenForPanelClosing, releasePanel } from '../active-panel';
import { rememberFocus, trapFocus } from '../focus';
import { lockScroll, showOverlay, type OverlayType } from './overlay';

export interface PanelOptions {
  /** Unique per panel; the one-active-panel rule compares these. */
  id: string;
  /** The panel element focus moves into and stays in. */
  element: HTMLElement | null;
  /** The island's way to close itself (set its state); called by Esc, an overlay click, another panel opening. */
  onClose: () => void;
  overlay?: OverlayType | false;
  lockScroll?: boolean;
  /** Body classes while open (Rey's `--cart-active`, Elementor's `dialog-prevent-scroll`, …). */
  bodyClasses?: string[];
  /** Trap Tab inside the panel once open. */
  trapFocus?: boolean;
  /** Focus moves in after this many ms (a transition, a popup's 250 ms); 0 moves it at once. */
  focusDelayMs?: number;
  initialFocus?: () => HTMLElement | null;
  ignoreEsc?: boolean;
  ignoreOverlay?: boolean;
  /** Give focus back to what had it before opening (default true). */
  returnFocus?: boolean;
}

/**
 * Everything a panel, popup or drawer does while open, for any island: it becomes the one active
 * panel (closing the previous), Esc and overlay clicks close it, the overlay, scroll lock and body
 * classes are set, focus moves in (trapped if asked) and returns to the opener on close.
 */
export function usePanel(open: boolean, options: PanelOptions): void {
  const latest = useRef(options);
  latest.current = options;
  const { id, element } = options;
  // Set by the closing layout effect, run by the passive clean-up below (see there).
  const giveFocusBack = useRef<(() => void) | null>(null);

  useLayoutEffect(() => {
    if (!open) return;
    const doc = element?.ownerDocument ?? document;
    const o = latest.current;
    const restoreFocus = o.returnFocus === false ? () => {} : rememberFocus(doc);
    const undo: Array<() => void> = [];
    claimPanel({ id, close: () => latest.current.onClose(), ignoreEsc: o.ignoreEsc, ignoreOverlay: o.ignoreOverlay });
    listenForPanelClosing(doc);
    if (o.overlay) undo.push(showOverlay(o.overlay, {}, doc));
    if (o.lockScroll) undo.push(lockScroll(doc));
    if (o.bodyClasses?.length) {
      // Only the classes it added: the theme prints some of them on the body itself (`search-panel--wide`).
      const classes = o.bodyClasses.filter((c) => !doc.body.classList.contains(c));
      doc.body.classList.add(...classes);
      undo.push(() => doc.body.classList.remove(...classes));
    }
    let releaseTrap = () => {};
    const moveFocus = () => {
      if (!element) return;
      const initial = latest.current.initialFocus?.() ?? null;
      if (latest.current.trapFocus) releaseTrap = trapFocus(element, initial);
      else (initial ?? element).focus({ preventScroll: true });
    };
    const timer = setTimeout(moveFocus, o.focusDelayMs ?? 0);
    return () => {
      clearTimeout(timer);
      releaseTrap();
      releasePanel(id);
      undo.reverse().forEach((fn) => fn());
      giveFocusBack.current = () => {
        // Give focus back only if it is still ours to give (inside the panel, or lost to the body).
        const active = doc.activeElement;
        if (!active || active === doc.body || (element && element.contains(active))) restoreFocus();
      };
    };
  }, [open, id, element]);

  // React runs layout clean-ups inside its commit and then puts focus back where it was when the
  // commit began (inside the panel), so the opener is focused from the passive clean-up, after that.
  // A close from a click or a key commits synchronously, passive effects included.
  useEffect(() => {
    if (!open) return;
    return () => {
      const restore = giveFocusBack.current;
      giveFocusBack.current = null;
      restore?.();
    };
  }, [open, id, element]);
}
