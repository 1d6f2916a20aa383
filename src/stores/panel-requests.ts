import { atom } from 'nanostores';

/**
 * Which header panel the shopper asked for, and from which button. Rey's triggers (the cart icon, the
 * account icon) and the panels they open are separate islands: the trigger asks here, the panel
 * opens from here, and a request made before the panel's island mounted is kept until it does.
 */
export interface PanelRequest {
  name: string;
  opener: HTMLElement | null;
}

export const $requestedPanel = atom<PanelRequest | null>(null);

export function requestPanel(name: string, opener: HTMLElement | null = null): void {
  $requestedPanel.set({ name, opener });
}

/** Opens the panel, or closes it when it is the one open (a second click on its trigger). */
export function togglePanel(name: string, opener: HTMLElement | null = null): void {
  if ($requestedPanel.get()?.name === name) dismissPanel(name);
  else requestPanel(name, opener);
}

/** The panel closed (or was closed): forget the request if it is still the current one. */
export function dismissPanel(name: string): void {
  if ($requestedPanel.get()?.name === name) $requestedPanel.set(null);
}

/** Rey's names for the header panels. */
export const MINI_CART_PANEL = 'mini-cart';
export const ACCOUNT_PANEL = 'account';
