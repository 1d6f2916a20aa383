import { attributeState, setAttribute, undoAll, type Undo } from '../../src/hooks';

/** The spec's delay before the count is announced again. */
export const REFRESH_MS = 2000;

/** After a sort or a filter (the URL has a query), unless product filters manage the count themselves. */
const announcesAgain = (doc: Document) => Boolean(location.search) && !doc.querySelector('[data-wp-interactive="woocommerce/product-filters"]');

/**
 * After a sort or a filter the count is a live region announced again: hidden from assistive
 * technology at first, then shown with its content put back after 2 s, as WooCommerce does, so
 * screen readers read the new count once the page has settled. Elsewhere it is left as printed.
 */
export function announceAgain(host: HTMLElement): Undo | undefined {
  if (!announcesAgain(host.ownerDocument)) return undefined;
  const role = setAttribute(host, 'role', 'alert');
  const hidden = attributeState(host, 'aria-hidden');
  hidden.set('true');
  const timer = setTimeout(() => {
    // Emptied and refilled with the same nodes: a live region announces content that changed.
    const nodes = [...host.childNodes];
    host.replaceChildren();
    host.append(...nodes);
    hidden.set('false');
  }, REFRESH_MS);
  return undoAll([role, hidden.undo, () => clearTimeout(timer)]);
}
