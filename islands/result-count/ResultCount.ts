// The "Visar alla 24 resultat" line, a plain island: it renders nothing, so a sorted or filtered
// listing evaluates no React for it.
import { setAttribute, undoAll, type Undo } from '../../src/undo';

/** The spec's delay before the count is announced again. */
export const REFRESH_MS = 2000;

export function read(): Record<string, never> {
  return {};
}

/**
 * After a sort or a filter (the URL has a query) the count is a live region announced again: hidden
 * from assistive technology at first, then shown with its content put back after 2 s, as WooCommerce
 * does, so screen readers read the new count once the page has settled. Product filters that manage
 * the count themselves (the Interactivity API's) are left alone. Returns the undo.
 */
export function enhance({ host }: { host: HTMLElement }): Undo {
  if (!location.search || document.querySelector('[data-wp-interactive="woocommerce/product-filters"]')) return () => {};
  const undos: Undo[] = [setAttribute(host, 'role', 'alert'), () => host.removeAttribute('aria-hidden')];
  host.setAttribute('aria-hidden', 'true');
  const timer = setTimeout(() => {
    host.setAttribute('aria-hidden', 'false');
    // Emptied and refilled with the same nodes: a live region announces content that changed.
    const nodes = [...host.childNodes];
    host.replaceChildren();
    host.append(...nodes);
  }, REFRESH_MS);
  undos.push(() => clearTimeout(timer));
  return undoAll(undos);
}
