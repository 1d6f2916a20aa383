import { useLayoutEffect } from 'react';
import type { IslandProps } from '../../src/runtime/define';

/** The spec's delay before the count is announced again. */
export const REFRESH_MS = 2000;

export function read(): Record<string, never> {
  return {};
}

/**
 * After a sort or a filter (the URL has a query) the count is a live region announced again: hidden
 * from assistive technology at first, then shown with its content put back after 2 s, as WooCommerce
 * does, so screen readers read the new count once the page has settled. Product filters that manage
 * the count themselves (the Interactivity API's) are left alone.
 */
export default function ResultCount({ host }: IslandProps<Record<string, never>>) {
  useLayoutEffect(() => {
    if (!location.search || document.querySelector('[data-wp-interactive="woocommerce/product-filters"]')) return;
    const role = host.getAttribute('role');
    host.setAttribute('role', 'alert');
    host.setAttribute('aria-hidden', 'true');
    const timer = setTimeout(() => {
      host.setAttribute('aria-hidden', 'false');
      // Emptied and refilled with the same nodes: a live region announces content that changed.
      const nodes = [...host.childNodes];
      host.replaceChildren();
      host.append(...nodes);
    }, REFRESH_MS);
    return () => {
      clearTimeout(timer);
      host.removeAttribute('aria-hidden');
      if (role === null) host.removeAttribute('role');
      else host.setAttribute('role', role);
    };
  }, [host]);
  return null;
}
