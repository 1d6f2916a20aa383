import { useLayoutEffect } from 'react';
import { alertsAroundLists } from '../../src/helpers/a11y';
import { parseServerHTML } from '../../src/dom';

/** The server's error list (`html`, null: none) in a box before `before`, Rey's place for it. */
export function useServerErrors(html: string | null, before: Element | null): void {
  useLayoutEffect(() => {
    if (!html || !before) return;
    const box = before.ownerDocument.createElement('div');
    box.className = 'rey-reviewErrors';
    box.append(alertsAroundLists(parseServerHTML(html)));
    before.before(box);
    return () => box.remove();
  }, [html, before]);
}

/** A failed request's message as the server prints its errors (the message as text). */
export function errorAlert(message: string): string {
  const p = document.createElement('p');
  p.className = 'woocommerce-error';
  p.setAttribute('role', 'alert');
  p.textContent = message;
  return p.outerHTML;
}
