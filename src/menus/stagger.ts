import { useLayoutEffect } from 'react';

/** The theme's stagger between menu items appearing (theme spec §9). */
export const ITEM_STAGGER_S = 0.03;

/** Gives each item a growing transition delay while `on`, so they appear one after another. */
export function useStagger(items: readonly HTMLElement[], on: boolean): void {
  useLayoutEffect(() => {
    if (!on) return;
    const before = items.map((item) => item.style.transitionDelay);
    items.forEach((item, i) => {
      item.style.transitionDelay = `${Number((i * ITEM_STAGGER_S).toFixed(2))}s`;
    });
    return () => items.forEach((item, i) => {
      item.style.transitionDelay = before[i] ?? '';
    });
  }, [items, on]);
}
