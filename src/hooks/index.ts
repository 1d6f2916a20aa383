// Enhancing the server's markup in place, and taking it back. Most islands render nothing of their own:
// they change what the server printed (a class, an attribute, a listener) and undo each change when
// they unmount, so a crashed or removed island leaves the markup as the server printed it. Every change
// returns its undo (src/helpers/undo.ts); the hooks hold one for as long as the island lives (or a value says so), and
// useController runs an island's imperative code, a controller, the same way. docs/architecture.md
// ("Islands that enhance the server's markup") says when to use which.
import { useLayoutEffect, useRef, useState } from 'react';
import { addClass, classState, listen, setAttribute, type Undo } from '../helpers/undo';

export { addClass, attributeState, classState, listen, removeAttribute, removeClass, setAttribute, undoAll, type Undo } from '../helpers/undo';

/** Adds `className` to `el` while `on` is true (a class the server already printed is left alone). */
export function useToggleClass(el: Element | null | undefined, className: string, on: boolean): void {
  useLayoutEffect(() => (el && on ? addClass(el, className) : undefined), [el, className, on]);
}

/**
 * Forces `className` on or off while `on` is not null (unlike useToggleClass it also removes a class
 * the server printed), restoring what was there afterwards.
 */
export function useClassState(el: Element | null | undefined, className: string, on: boolean | null): void {
  useLayoutEffect(() => {
    if (!el || on === null) return;
    const state = classState(el, className);
    state.set(on);
    return state.undo;
  }, [el, className, on]);
}

/** Sets an attribute while `value` is not null, restoring what the server printed afterwards. */
export function useAttribute(el: Element | null | undefined, name: string, value: string | null): void {
  useLayoutEffect(() => (el && value !== null ? setAttribute(el, name, value) : undefined), [el, name, value]);
}

/** Hides `el` with an inline `display: none` while `hidden`; its own inline display comes back after. */
export function useHiddenWhile(el: HTMLElement | null | undefined, hidden: boolean): void {
  useLayoutEffect(() => {
    if (!el || !hidden) return;
    const display = el.style.display;
    el.style.display = 'none';
    return () => {
      el.style.display = display;
    };
  }, [el, hidden]);
}

/**
 * Listens to an event on a DOM target with the latest handler, for as long as the island lives. The
 * listener is attached in a layout effect, so it exists as soon as the island is mounted (a click the
 * runtime held back is replayed right after the mount).
 */
export function useListener<E extends Event = Event>(
  target: EventTarget | null | undefined,
  type: string,
  handler: (event: E) => void,
  options?: AddEventListenerOptions,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  const capture = Boolean(options?.capture);
  const passive = options?.passive;
  useLayoutEffect(() => {
    if (!target) return;
    return listen<E>(target, type, (event) => latest.current(event), { capture, ...(passive !== undefined ? { passive } : {}) });
  }, [target, type, capture, passive]);
}

/** Space activates links that carry `role="button"`, as WooCommerce's newer add-to-cart.js does. */
export function useSpaceActivates(el: HTMLElement | null | undefined): void {
  useListener<KeyboardEvent>(el, 'keydown', (event) => {
    if (event.key !== ' ' || !el) return;
    event.preventDefault();
    el.click();
  });
}

/**
 * An island's imperative code: it changes the host in place when the island mounts and takes the
 * change back when it unmounts. Either a function that makes its changes and returns their undo, or a
 * class whose `start()` makes them and whose `destroy()` takes them back.
 */
export type Controller<H extends Element, P> =
  | ((host: H, props: P) => Undo | void)
  | (new (host: H, props: P) => { start(): void; destroy(): void });

function isClass<H extends Element, P>(controller: Controller<H, P>): controller is new (host: H, props: P) => { start(): void; destroy(): void } {
  return typeof controller.prototype?.start === 'function';
}

/**
 * Runs `controller` on the host for as long as the island lives: started in a layout effect (before a
 * click the runtime held back is replayed), undone on unmount. The props are read once from the
 * markup, so the controller starts once per host, with the props and controller of the first render.
 */
export function useController<H extends Element>(host: H, controller: Controller<H, undefined>): void;
export function useController<H extends Element, P>(host: H, controller: Controller<H, P>, props: P): void;
export function useController<H extends Element, P>(host: H, controller: Controller<H, P>, props?: P): void {
  const first = useRef({ controller, props: props as P });
  useLayoutEffect(() => {
    const { controller: start, props: read } = first.current;
    if (!isClass(start)) return start(host, read) ?? undefined;
    const running = new start(host, read);
    running.start();
    return () => running.destroy();
  }, [host]);
}

/** Re-renders when any of the media queries starts or stops matching; returns which ones match. */
export function useMediaQueries(queries: readonly string[]): boolean[] {
  const key = queries.join('|');
  const read = () => queries.map((q) => window.matchMedia(q).matches);
  const [matches, setMatches] = useState(read);
  useLayoutEffect(() => {
    const lists = queries.map((q) => window.matchMedia(q));
    const update = () => setMatches(lists.map((l) => l.matches));
    lists.forEach((l) => l.addEventListener('change', update));
    update();
    return () => lists.forEach((l) => l.removeEventListener('change', update));
    // The queries are compared by their text.
  }, [key]);
  return matches;
}
