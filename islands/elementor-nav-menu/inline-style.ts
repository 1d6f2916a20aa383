import type { Undo } from '../../src/hooks';

/** Keeps the inline style `el` has now; the undo puts it back (or takes a style attribute off again). */
export function keepInlineStyle(el: HTMLElement): Undo {
  const kept = el.getAttribute('style');
  return () => {
    if (kept === null) el.removeAttribute('style');
    else el.setAttribute('style', kept);
  };
}
