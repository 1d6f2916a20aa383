import { atom } from 'nanostores';

/**
 * The one panel, popup or overlay-backed menu that is open ("one active panel", Rey R3): opening one
 * closes the previous, and Esc or a click on an overlay closes it (src/panels/active-panel.ts).
 */
export interface ActivePanel {
  id: string;
  close: () => void;
  /** Esc does not close it (a popup set to prevent that). */
  ignoreEsc?: boolean;
  /** A click on an overlay does not close it. */
  ignoreOverlay?: boolean;
}

export const $activePanel = atom<ActivePanel | null>(null);

/** Whether the page-wide Esc and overlay-click listeners are installed. */
export const panelClosing = { listening: false };
