import { useLayoutEffect, useState } from 'react';

/**
 * A status line (`p.rey-reviewStatus`, a live region) after `after` while `on`, for the island to
 * render its text into: it is in the page before the text, so the text is announced.
 */
export function useStatusLine(after: Element, on: boolean): HTMLElement | null {
  const [line, setLine] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!on) return;
    const p = after.ownerDocument.createElement('p');
    p.className = 'rey-reviewStatus';
    p.setAttribute('role', 'status');
    after.after(p);
    setLine(p);
    return () => {
      p.remove();
      setLine(null);
    };
  }, [after, on]);
  return line;
}
