// "One active panel" (Rey R3): opening a panel, popup or overlay-backed menu closes the previous, and
// Esc or a click on an overlay closes it. The state is src/stores/active-panel.ts.
import { $activePanel, panelClosing, type ActivePanel } from '../stores/active-panel';

export { $activePanel, type ActivePanel } from '../stores/active-panel';

/** Makes `panel` the active one, closing whatever was open. */
export function claimPanel(panel: ActivePanel): void {
  const previous = $activePanel.get();
  if (previous && previous.id !== panel.id) previous.close();
  $activePanel.set(panel);
}

/** Forgets `id` if it is the active panel (it closed itself). */
export function releasePanel(id: string): void {
  if ($activePanel.get()?.id === id) $activePanel.set(null);
}

/** Closes the active panel, if any. Returns whether one was open. */
export function closeActivePanel(reason: 'esc' | 'overlay' | 'other' = 'other'): boolean {
  const panel = $activePanel.get();
  if (!panel) return false;
  if ((reason === 'esc' && panel.ignoreEsc) || (reason === 'overlay' && panel.ignoreOverlay)) return false;
  $activePanel.set(null);
  panel.close();
  return true;
}

// Rey's overlays close the active panel, unless marked not to (`.--no-close`, `.--no-js-close`).
const OVERLAY = '.rey-overlay:not(.--no-close):not(.--no-js-close), .e-off-canvas__overlay, [data-wi-overlay]';

/** Installs the page-wide Esc and overlay-click listeners once; panels call it when they open. */
export function listenForPanelClosing(doc: Document = document): void {
  if (panelClosing.listening) return;
  panelClosing.listening = true;
  doc.addEventListener('keyup', (event) => {
    if (event.key === 'Escape' && closeActivePanel('esc')) event.stopPropagation();
  });
  doc.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(OVERLAY)) closeActivePanel('overlay');
  });
}
