import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { $shownItemCount } from '../../src/stores/cart';

// The count in the panel's title: `.rey-cartPanel-counter` (Rey before 2.4), `.__cart-count` (later).
const COUNTS = '.rey-cartPanel-counter, .rey-cartPanel-title .__cart-count';

/**
 * The title's count follows the cart as the header's does: the server's count and the adds on their
 * way. A written count stays after the island: it is the cart's latest.
 */
export function useTitleCount(host: HTMLElement): void {
  const itemCount = useStore($shownItemCount);
  useLayoutEffect(() => {
    if (itemCount === null) return;
    const count = String(itemCount);
    for (const el of host.querySelectorAll(COUNTS)) if (el.textContent?.trim() !== count) el.textContent = count;
  }, [host, itemCount]);
}
