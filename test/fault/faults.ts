import { expect, type Page } from '@playwright/test';

export type BackendFault = '500' | 'html' | 'timeout' | 'offline';
// `timeout` last: it installs the page's fake clock (armClock), which stays, and idle time waits for it.
export const BACKEND_FAULTS: BackendFault[] = ['500', 'html', 'offline', 'timeout'];

/**
 * Makes every request matching `url` fail the given way: a 500, an HTML page instead of JSON (a PHP
 * fatal error or a login wall), no answer at all (the client's timeout must end it), or no network,
 * until the returned function is called; requests go through from then on. The route stays, letting
 * them through, instead of being removed: removing a page's last route turns the browser's request
 * interception off, and any request it holds at that moment (an island's code loading meanwhile) is
 * never answered.
 */
export async function failBackend(page: Page, url: string | RegExp, fault: BackendFault): Promise<() => void> {
  let failing = true;
  await page.route(url, async (route) => {
    if (!failing) return route.fallback();
    if (fault === '500') return route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' });
    if (fault === 'html') return route.fulfill({ status: 200, contentType: 'text/html', body: '<!DOCTYPE html><html><body><p>There has been a critical error on this website.</p></body></html>' });
    if (fault === 'offline') return route.abort('internetdisconnected');
    // timeout: hold the request until the page gives up on it (the route is left pending).
    return new Promise<void>(() => {});
  });
  return () => {
    failing = false;
  };
}

/**
 * Serves what `url` answers with pieces replaced, as a server printing broken markup would (the fixture's
 * QA pages hold most of it; this is for pieces of every page: the header, the footer, params, fragments).
 * Each piece must be there: a test never passes on markup that changed under it.
 */
export async function serveBroken(page: Page, url: string, replacements: Array<[string | RegExp, string]>): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    let body = await response.text();
    const missing = replacements.filter(([from]) => (typeof from === 'string' ? !body.includes(from) : body.search(from) < 0));
    // Answered as a broken page, so the test fails where it looks (an error thrown here would go unseen).
    if (missing.length) return route.fulfill({ status: 500, body: `serveBroken: ${url} no longer prints ${missing.map(([from]) => String(from)).join(', ')}` });
    for (const [from, to] of replacements) body = body.replace(from, to);
    return route.fulfill({ response, body });
  });
}

/** Storage and cookies that throw on every access, as in locked-down or private browsing modes. */
export async function breakStorage(page: Page, which: Array<'localStorage' | 'sessionStorage' | 'cookie'> = ['localStorage', 'sessionStorage', 'cookie']): Promise<void> {
  await page.addInitScript((broken: string[]) => {
    const deny = () => { throw new DOMException('The operation is insecure.', 'SecurityError'); };
    for (const name of broken) {
      if (name === 'cookie') Object.defineProperty(Document.prototype, 'cookie', { get: deny, set: deny, configurable: true });
      else Object.defineProperty(window, name, { get: deny, configurable: true });
    }
  }, which);
}

/** A payload that counts its own execution; it must never run. */
export const XSS = '<img src=x onerror="window.__xss=(window.__xss||0)+1">';
export const XSS_TEXT = '"><svg onload="window.__xss=(window.__xss||0)+1">';

/** The spec's message for each backend fault (storefront spec §8). A request the server never answers ends in the client's timeout. */
export const FAULT_MESSAGES: Record<BackendFault, string> = {
  '500': 'Ett okänt fel uppstod.',
  html: 'Svaret är inget giltigt JSON-svar.',
  timeout: 'Ett okänt fel uppstod.',
  offline: 'Du är förmodligen offline.',
};

export const FAULT_NAMES: Record<BackendFault, string> = {
  '500': 'the server answering 500',
  html: 'the server answering HTML',
  timeout: 'the server never answering',
  offline: 'no network',
};

const clocked = new WeakSet<Page>();

/** Before the `timeout` fault, the page's clock is installed (once), so the client's timeout can be outwaited. */
export async function armClock(page: Page, fault: BackendFault): Promise<void> {
  if (fault !== 'timeout' || clocked.has(page)) return;
  clocked.add(page);
  await page.clock.install();
}

/** Ends a request left pending by the `timeout` fault: the page's clock (installed) jumps past the client's timeout. */
export async function outwait(page: Page, fault: BackendFault, ms = 11_000): Promise<void> {
  if (fault === 'timeout') await page.clock.fastForward(ms);
}

/**
 * Fails requests to `url` the given way while `trigger` (a click, a page load) sends one, waits for it (a
 * `timeout` request is then ended by the client's own timeout, `timeoutMs`, on the page's clock), runs
 * `check`, and lets requests through again.
 */
export async function whileFailing(page: Page, url: string | RegExp, fault: BackendFault, trigger: () => Promise<unknown>, check: () => Promise<void>, timeoutMs = 11_000): Promise<void> {
  await armClock(page, fault);
  const recover = await failBackend(page, url, fault);
  try {
    const sent = page.waitForRequest(url);
    await trigger();
    await sent;
    await outwait(page, fault, timeoutMs);
    await check();
  } finally {
    recover();
  }
}

export async function expectNoInjectedScriptRan(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0)).toBe(0);
}

/** Every uncaught error and unhandled rejection on the page. */
export function uncaughtErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
