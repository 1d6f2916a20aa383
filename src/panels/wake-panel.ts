import { useLayoutEffect } from 'react';
import { useListener } from '../hooks';
import { wakeIsland } from '../wake-island';

// Set on a panel another island is about to open: its body's code is wanted now.
const BODY_WANTED = 'data-wi-body-wanted';

/**
 * Gets a side panel ready ahead of its first opening (a header button calls it on intent and on click;
 * the button and its panel are separate islands): the panel's island, and the islands inside it that
 * `inside` selects, mount now rather than in idle time, and the panel loads its body's code.
 */
export function wakePanel(panel: Element | null, inside?: string): void {
  if (!panel) return;
  panel.setAttribute(BODY_WANTED, '');
  wakeIsland(panel);
  if (inside) for (const el of panel.querySelectorAll(inside)) wakeIsland(el);
}

/** In a panel island: calls `load` (its body's import) once a header button wants the body, at mount or later. */
export function useBodyWhenWanted(host: HTMLElement, load: () => unknown): void {
  useLayoutEffect(() => {
    if (host.hasAttribute(BODY_WANTED)) load();
  }, [host]);
  useListener(host, 'woo-islands:wake', () => load());
}
