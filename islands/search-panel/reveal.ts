// How the search panel shows while open: Rey 2.4+ reveals what the server hid and adds its open
// class; older Rey shows the panel as a block. Both put the markup back when it closes.
import { useLayoutEffect, useRef } from 'react';
import { addClass, removeAttribute, removeClass, undoAll } from '../../src/hooks';

/** Shows an element the server hid (`--hidden`, `data-lazy-hidden`) while `on`; hides it again after. */
export function useReveal(el: HTMLElement, on: boolean, openClass: string): void {
  useLayoutEffect(() => {
    if (!on) return;
    const shown = undoAll([removeClass(el, '--hidden'), removeAttribute(el, 'data-lazy-hidden')]);
    // Lay the panel out closed first, so adding the open class runs the theme's transition.
    void el.offsetWidth;
    return undoAll([shown, addClass(el, openClass)]);
  }, [el, on, openClass]);
}

// Older Rey hides the panel again once its closing transition is over.
const LEGACY_HIDE_MS = 300;

/** Older Rey's panel: shown as a block while open (jQuery's `show()`), hidden again after the transition. */
export function useLegacyShow(el: HTMLElement, on: boolean, enabled: boolean): void {
  const hide = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const printed = useRef(el.style.display);
  useLayoutEffect(() => {
    if (!enabled || !on) return;
    clearTimeout(hide.current);
    el.style.display = 'block';
    void el.offsetWidth;
    const opened = addClass(el, 'is-opened');
    return () => {
      opened();
      hide.current = setTimeout(() => {
        el.style.display = printed.current;
      }, LEGACY_HIDE_MS);
    };
  }, [el, on, enabled]);
  // Declared after the one above, so on unmount it also cancels the hide that one's cleanup set.
  useLayoutEffect(() => () => {
    clearTimeout(hide.current);
    if (enabled) el.style.display = printed.current;
  }, [el, enabled]);
}
