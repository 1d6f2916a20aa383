import { atom, map, type MapStore } from 'nanostores';

// Requests from page-builder action links (and other islands) to popups and off-canvas panels. A
// request waits here until its island has mounted, so a click that comes first is not lost.

export type PopupCommand =
  | { type: 'open'; toggle?: boolean; seq: number }
  | { type: 'close'; doNotShowAgain?: boolean; seq: number };

export type OffCanvasCommand = { type: 'open' | 'close' | 'toggle'; seq: number; trigger?: Element | null };

/** The latest request per popup id. */
export const $popupCommands = map<Record<string, PopupCommand>>({});

/** The latest request per off-canvas widget id. */
export const $offCanvasCommands = map<Record<string, OffCanvasCommand>>({});

/** Whether a popup has shown on this page (popups set to avoid multiple ones then stay away). */
export const $popupPopped = atom(false);

let seq = 0;

type WithoutSeq<T> = T extends unknown ? Omit<T, 'seq'> : never;

export function requestPopup(id: string, command: WithoutSeq<PopupCommand>): void {
  $popupCommands.setKey(id, { ...command, seq: ++seq } as PopupCommand);
}

export function requestOffCanvas(id: string, command: WithoutSeq<OffCanvasCommand>): void {
  $offCanvasCommands.setKey(id, { ...command, seq: ++seq });
}

/**
 * Calls `handle` with each request for `id` newer than the last one handled, starting with one that
 * was waiting before the island subscribed. Returns the unsubscribe.
 */
export function followRequests<C extends { seq: number }>(
  store: MapStore<Record<string, C>>,
  id: string,
  handle: (command: C) => void,
): () => void {
  let handled = 0;
  return store.subscribe((all) => {
    const command = all[id];
    if (!command || command.seq <= handled) return;
    handled = command.seq;
    handle(command);
  });
}
