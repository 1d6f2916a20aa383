import { useEffect, useLayoutEffect, useState } from 'react';
import { decodeActionLink } from '../../src/elementor';
import { setAttribute, undoAll } from '../../src/hooks';

/** The action links that open, close or toggle the off-canvas with this widget id. */
function triggerLinks(doc: Document, id: string): HTMLAnchorElement[] {
  return [...doc.querySelectorAll<HTMLAnchorElement>('a[href*="elementor-action"]')].filter((link) => {
    const action = decodeActionLink(link.getAttribute('href') ?? '');
    return Boolean(action?.action.startsWith('off_canvas:') && String(action.settings.id ?? '') === id);
  });
}

/** The action links that drive the off-canvas say which panel they control and whether it is open. */
export function useTriggerLinks(host: HTMLElement, id: string, open: boolean): void {
  const [links, setLinks] = useState<HTMLAnchorElement[]>([]);
  useEffect(() => setLinks(triggerLinks(host.ownerDocument, id)), [host, id]);
  useLayoutEffect(() => undoAll(links.flatMap((link) => [
    setAttribute(link, 'aria-controls', host.id),
    setAttribute(link, 'aria-expanded', String(open)),
  ])), [links, open, host]);
}
