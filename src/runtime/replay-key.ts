// A chunk of its own, loaded with the first held key's island: most visits hold no key.

/** A held key, sent again to the element it was pressed on (untrusted, so the runtime lets it pass). */
export function replayKey(event: KeyboardEvent, target: Element): void {
  if (!target.isConnected) return;
  const { type, key, code, shiftKey } = event;
  target.dispatchEvent(new KeyboardEvent(type, { key, code, shiftKey, bubbles: true, cancelable: true, composed: true }));
}
