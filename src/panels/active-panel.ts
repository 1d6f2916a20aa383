// "One active panel" (Rey R3): opening a panel, popup or overlay-backed menu closes the previous, and
// Esc or a click on an overlay closes it.

/** The one panel, popup or overlay-backed menu that is open. */
export interface ActivePanel {
  id: string;
  close: () => void;
  /** Esc does not close it (a popup set to prevent that). */
  ignoreEsc?: boolean;
  /** A click on an overlay does not close it. */
  ignoreOverlay?: boolean;
}

let active: ActivePanel | null = null;

/** Whether the page-wide Esc and overlay-click listeners are installed. */
let listening = false;

/** The panel open now, if any. */
export function activePanel(): ActivePanel | null {
  return active;
}

/** Makes `panel` the active one, closing whatever was open. */
export function claimPanel(panel: ActivePanel): void {
  const previous = active;
  if (previous && previous.id !== panel.id) previous.close();
  active = panel;
}

/** Forgets `id` if it is the active panel (it closed itself). */
export function releasePanel(id: string): void {
  if (active?.id === id) active = null;
}

/** Closes the active panel, if any. Returns whether one was open. */
export function closeActivePanel(reason: 'esc' | 'overlay' | 'other' = 'other'): boolean {
  const panel = active;
  if (!panel) return false;
  if ((reason === 'esc' && panel.ignoreEsc) || (reason === 'overlay' && panel.ignoreOverlay)) return false;
  active = null;
  panel.close();
  return true;
}

// Rey's overlays close the active panel, unless marked not to (`.--no-close`, `.--no-js-close`).
const OVERLAY = '.rey-overlay:not(.--no-close):not(.--no-js-close), .e-off-canvas__overlay, [data-wi-overlay]';

/** Installs the page-wide Esc and overlay-click listeners once; panels call it when they open. */
export function listenForPanelClosing(doc: Document = document): void {
  if (listening) return;
  listening = true;
  doc.addEventListener('keyup', (event) => {
    if (event.key === 'Escape' && closeActivePanel('esc')) event.stopPropagation();
  });
  doc.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(OVERLAY)) closeActivePanel('overlay');
  });
}
