// The "Visar alla 24 resultat" line above a product listing.
import { useLayoutEffect, useState } from 'react';
import { useAttribute } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';

/** The spec's delay before the count is announced again. */
export const REFRESH_MS = 2000;

export function read(): Record<string, never> {
  return {};
}

/** After a sort or a filter (the URL has a query), unless product filters manage the count themselves. */
const announcesAgain = () => Boolean(location.search) && !document.querySelector('[data-wp-interactive="woocommerce/product-filters"]');

/**
 * After a sort or a filter the count is a live region announced again: hidden from assistive
 * technology at first, then shown with its content put back after 2 s, as WooCommerce does, so
 * screen readers read the new count once the page has settled.
 */
export default function ResultCount({ host }: IslandProps<Record<string, never>>) {
  const [announce] = useState(announcesAgain);
  const [settled, setSettled] = useState(false);
  useAttribute(host, 'role', announce ? 'alert' : null);
  useAttribute(host, 'aria-hidden', announce ? String(!settled) : null);
  useLayoutEffect(() => {
    if (!announce) return;
    const timer = setTimeout(() => {
      setSettled(true);
      // Emptied and refilled with the same nodes: a live region announces content that changed.
      const nodes = [...host.childNodes];
      host.replaceChildren();
      host.append(...nodes);
    }, REFRESH_MS);
    return () => clearTimeout(timer);
  }, [announce, host]);
  return null;
}
