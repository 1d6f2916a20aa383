// The one way the bundle changes the server's markup and takes it back: every change below returns its
// undo, so a crashed or removed island leaves the markup as the server printed it. Plain DOM, so code
// that runs at load without React (a definition's placeholder) uses it too; src/hooks/ holds these
// undos for as long as an island lives.

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

/** Removes an attribute the server printed; the undo puts it back. */
export function removeAttribute(el: Element, name: string): Undo {
  const original = el.getAttribute(name);
  if (original === null) return () => {};
  el.removeAttribute(name);
  return () => el.setAttribute(name, original);
}

/** Adds `className` to `el` unless the server printed it; the undo takes back only what was added. */
export function addClass(el: Element | null, className: string): Undo {
  if (!el || el.classList.contains(className)) return () => {};
  el.classList.add(className);
  return () => el.classList.remove(className);
}

/** Removes a class the server printed; the undo puts it back. */
export function removeClass(el: Element | null, className: string): Undo {
  if (!el || !el.classList.contains(className)) return () => {};
  el.classList.remove(className);
  return () => el.classList.add(className);
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

/**
 * An attribute an island keeps in step with its state: `set(value)`, or `set(null)` for what the
 * server printed, which the undo puts back too. Without an element it does nothing.
 */
export function attributeState(el: Element | null, name: string): { set(value: string | null): void; undo: Undo } {
  const printed = el?.getAttribute(name) ?? null;
  const set = (value: string | null) => {
    if (!el) return;
    const next = value ?? printed;
    if (el.getAttribute(name) === next) return;
    if (next === null) el.removeAttribute(name);
    else el.setAttribute(name, next);
  };
  return { set, undo: () => set(null) };
}

/**
 * A class an island forces on or off while its state says so: `set(on)`, or `set(null)` for what the
 * server printed, which the undo puts back too (unlike an added class, a printed one may be taken off).
 */
export function classState(el: Element | null, className: string): { set(on: boolean | null): void; undo: Undo } {
  const printed = el?.classList.contains(className) ?? false;
  const set = (on: boolean | null) => el?.classList.toggle(className, on ?? printed);
  return { set, undo: () => set(null) };
}
