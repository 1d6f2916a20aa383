import { useLayoutEffect } from 'react';

/** Hides `el` with an inline `display: none` while `hidden`; its own inline display comes back after. */
export function useHiddenWhile(el: HTMLElement, hidden: boolean): void {
  useLayoutEffect(() => {
    if (!hidden) return;
    const display = el.style.display;
    el.style.display = 'none';
    return () => {
      el.style.display = display;
    };
  }, [el, hidden]);
}
