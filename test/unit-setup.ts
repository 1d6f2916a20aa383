// The unit tests share one page per worker (a fresh happy-dom for each file costs about half a
// second, half the run): what a file leaves on the window, in the document, in cookies or in storage
// goes when it ends, and so do the modules it imported, so the next file starts as on a fresh page.
import { afterAll, beforeAll, vi } from 'vitest';
import { expireAllCookies } from './unit-cookies';

let globals: Set<string>;

beforeAll(() => {
  globals = new Set(Object.getOwnPropertyNames(window));
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // Modules too: the next file imports its own, with their state as a page's start leaves it.
  vi.resetModules();
  for (const name of Object.getOwnPropertyNames(window)) {
    if (!globals.has(name)) delete (window as unknown as Record<string, unknown>)[name];
  }
  expireAllCookies();
  localStorage.clear();
  sessionStorage.clear();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  history.replaceState(null, '', '/');
});
