// "One active panel" (Rey R3): opening a panel, popup or overlay-backed menu closes the previous, and
// Esc or a click on an overlay closes it. Esc also stops a panel still on its way: one whose trigger
// shows a loader first (the cart after an add), or whose code is still loading.
import { $requestedPanel, dismissPanel } from '../stores/panel-requests';

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

/** A panel on its way, and how to stop it. */
let opening: { id: string; cancel: () => void } | null = null;

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
  if (opening?.id === panel.id) opening = null;
  active = panel;
}

/**
 * `id` is on its way (its trigger shows a loader before it slides in): until it opens and claims its
 * place, or the returned release, Esc calls `cancel` instead of letting it open after the shopper
 * said no. Focus has not moved yet, so it stays where the shopper is.
 */
export function panelOpening(id: string, cancel: () => void, doc: Document = document): () => void {
  const entry = { id, cancel };
  opening = entry;
  listenForPanelClosing(doc);
  return () => {
    if (opening === entry) opening = null;
  };
}

/**
 * Stops what is on its way: the panel announced by panelOpening, and a panel asked for whose island
 * has not opened it yet (its code still loading). Returns whether there was one.
 */
function cancelOpening(): boolean {
  const pending = opening;
  opening = null;
  pending?.cancel();
  const requested = $requestedPanel.get();
  if (requested && !active) dismissPanel(requested.name);
  return Boolean(pending || (requested && !active));
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
    if (event.key !== 'Escape') return;
    const closed = closeActivePanel('esc');
    if (cancelOpening() || closed) event.stopPropagation();
  });
  doc.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(OVERLAY)) closeActivePanel('overlay');
  });
}
