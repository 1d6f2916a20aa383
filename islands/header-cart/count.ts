import { useLayoutEffect } from 'react';

// The count Rey prints in the button: `.__cart-count` (2.4+), `.rey-headerCart-nb` (before).
const COUNTS = '.__cart-count, .rey-headerCart-nb';

/**
 * Writes `count` into the button's count; null leaves what the server printed. A written count stays
 * after the island: it is the cart's latest.
 */
export function useButtonCount(host: HTMLElement, count: string | null): void {
  useLayoutEffect(() => {
    if (count === null) return;
    for (const el of host.querySelectorAll(COUNTS)) if (el.textContent !== count) el.textContent = count;
  }, [host, count]);
}
