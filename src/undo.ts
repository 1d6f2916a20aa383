// Small changes to the server markup, each returning the function that takes it back: what a plain
// island (one that renders nothing) is made of, so its undo leaves the markup as the server printed it.

export type Undo = () => void;

/** Sets an attribute; the undo puts back what was there (or removes it). */
export function setAttribute(el: Element, name: string, value: string): Undo {
  const original = el.getAttribute(name);
  el.setAttribute(name, value);
  return () => {
    if (original === null) el.removeAttribute(name);
    else el.setAttribute(name, original);
  };
}

/** Listens until the undo. */
export function listen<E extends Event = Event>(target: EventTarget, type: string, handler: (event: E) => void, options?: AddEventListenerOptions): Undo {
  const listener = (event: Event) => handler(event as E);
  target.addEventListener(type, listener, options);
  return () => target.removeEventListener(type, listener, options);
}

/** Runs every undo, the last change first. */
export function undoAll(undos: Undo[]): Undo {
  return () => undos.splice(0).reverse().forEach((undo) => undo());
}
