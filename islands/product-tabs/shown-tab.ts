import { useLayoutEffect } from 'react';
import { attributeState, classState, undoAll, type Undo } from '../../src/hooks';
import { showTab } from './at-load';
import type { Tab } from './read';

/** The panels' inline display, put back by the undo. */
function keepDisplay(panel: HTMLElement): Undo {
  const display = panel.style.display;
  return () => {
    panel.style.display = display;
  };
}

/**
 * Shows the panel of `active` and marks its tab (./at-load.ts's showTab) while the island lives; when
 * it goes, the tabs and panels are as the island found them (as load left them).
 */
export function useShownTab(tabs: Tab[], panels: HTMLElement[], active: string | null): void {
  useLayoutEffect(() => undoAll([
    ...panels.map(keepDisplay),
    ...tabs.flatMap((tab) => [
      classState(tab.li, 'active').undo,
      attributeState(tab.link, 'aria-selected').undo,
      attributeState(tab.link, 'tabindex').undo,
    ]),
  ]), [tabs, panels]);
  useLayoutEffect(() => showTab(tabs, panels, active), [tabs, panels, active]);
}
