// Hooks for islands that enhance server markup they do not render: they change the host from effects
// and undo each change on unmount, so a crashed or removed island leaves the server markup as it was.
import { useLayoutEffect, useRef, useState } from 'react';

/** Adds `className` to `el` while `on` is true (a class the server already printed is left alone). */
export function useToggleClass(el: Element | null | undefined, className: string, on: boolean): void {
  useLayoutEffect(() => {
    if (!el || !on || el.classList.contains(className)) return;
    el.classList.add(className);
    return () => el.classList.remove(className);
  }, [el, className, on]);
}

/**
 * Forces `className` on or off while `on` is not null (unlike useToggleClass it also removes a class
 * the server printed), restoring what was there afterwards.
 */
export function useClassState(el: Element | null | undefined, className: string, on: boolean | null): void {
  useLayoutEffect(() => {
    if (!el || on === null) return;
    const was = el.classList.contains(className);
    el.classList.toggle(className, on);
    return () => {
      el.classList.toggle(className, was);
    };
  }, [el, className, on]);
}

/** Sets an attribute while `value` is not null, restoring what the server printed afterwards. */
export function useAttribute(el: Element | null | undefined, name: string, value: string | null): void {
  useLayoutEffect(() => {
    if (!el || value === null) return;
    const original = el.getAttribute(name);
    el.setAttribute(name, value);
    return () => {
      if (original === null) el.removeAttribute(name);
      else el.setAttribute(name, original);
    };
  }, [el, name, value]);
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
    const listener = (event: Event) => latest.current(event as E);
    target.addEventListener(type, listener, { capture, ...(passive !== undefined ? { passive } : {}) });
    return () => target.removeEventListener(type, listener, { capture });
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
