import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The emitted chunk (as the page requests it) that holds `input`, from the build's metafile. */
export function chunkWith(input: string): string {
  const meta = JSON.parse(readFileSync(path.join(process.cwd(), 'dist/meta.json'), 'utf8'));
  return Object.keys(meta.outputs).find((file) => file.endsWith('.js') && input in meta.outputs[file].inputs)!.replace(/^dist\//, '/');
}

export interface LoggedRequest {
  kind: 'wc-ajax' | 'admin-ajax' | 'rey-ajax' | 'rest' | 'form';
  name: string;
  fields: Record<string, unknown>;
  json?: unknown;
  started: number;
  ended: number;
  overlapped: boolean;
}

/** What this browser session sent to the fixture shop's backend, in order. */
export async function backendLog(page: Page): Promise<{ maxInflight: number; requests: LoggedRequest[] }> {
  const response = await page.request.get('/__fixture/log');
  return response.json();
}

export async function backendCalls(page: Page, name: string): Promise<LoggedRequest[]> {
  return (await backendLog(page)).requests.filter((r) => r.name === name);
}

// Calls the page makes on its own, whatever the shopper does: the wishlist's data, Complianz's cookie list
// and consent record. Tests about one island's requests leave them out.
const BACKGROUND_CALLS = new Set(['tinvwl', 'complianz/v1/cookie_data', 'complianz/v1/track']);

/** The backend calls the page made, without the background calls of the wishlist and consent. */
export async function shopperCalls(page: Page): Promise<LoggedRequest[]> {
  return (await backendLog(page)).requests.filter((r) => !BACKGROUND_CALLS.has(r.name));
}

export async function resetBackendLog(page: Page): Promise<void> {
  await page.request.post('/__fixture/reset-log');
}

/** Makes the fixture backend answer every call of this session after `ms`. */
export async function setLatency(context: BrowserContext, baseURL: string, ms: number): Promise<void> {
  await context.addCookies([{ name: 'wi_fixture_latency', value: String(ms), url: baseURL }]);
}

/** Adds to the session's cart from outside the page (as another tab would). */
export async function addToCartBehindTheScenes(page: Page, productId: number, quantity = 1): Promise<void> {
  const response = await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: String(productId), quantity: String(quantity) } });
  expect(response.ok()).toBe(true);
}

/** Waits until an island on the first element matching `selector` is mounted. */
/**
 * The shopper shows up: a pointer move, as a mouse user's first sign of life. `interaction` islands
 * (add-to-cart buttons, panels, wishlist buttons) mount in idle time only after it; a test that waits
 * for one to mount without touching it first calls this.
 */
export async function shopperArrives(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.mouse.move(4, 6);
}

export async function mounted(page: Page, selector: string, island: string): Promise<void> {
  await expect(page.locator(selector).first()).toHaveAttribute(`data-wi-${island}`, 'mounted');
}

/**
 * Waits until the first element matching `selector` works: its island mounted, or its at-load work
 * (the definition's placeholder, without React) runs, as the variation form's does (`ready`).
 */
export async function working(page: Page, selector: string, island: string): Promise<void> {
  await expect(page.locator(selector).first()).toHaveAttribute(`data-wi-${island}`, /^(ready|mounted)$/);
}

/**
 * Waits until the page view's attribution runs (started at load without React, so no island state
 * to wait for): WooCommerce's window API is its sign.
 */
export async function attributionReady(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof (window as { wc_order_attribution?: { getAttributionData?: unknown } }).wc_order_attribution?.getAttributionData === 'function');
}

/** Collects console warnings and page errors for the assertions that none (or exactly one) happened. */
export function watchConsole(page: Page): { warnings: string[]; errors: string[] } {
  const seen = { warnings: [] as string[], errors: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'warning') seen.warnings.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

/**
 * The shop opens Rey's cart panel after every add (reyParams.after_add_to_cart = 'cart'); a test that
 * goes on clicking the page behind it waits for it and closes it with Esc, as a shopper would.
 */
export async function closeCartPanel(page: Page): Promise<void> {
  const panel = page.locator('.js-rey-cartPanel');
  await expect(panel).toHaveClass(/--is-open/);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

/** Adds to the session's wishlist from outside the page, as TI Wishlist's add POST does. */
export async function addToWishlistBehindTheScenes(page: Page, productId: number, variationId = 0, extra: Record<string, string> = {}): Promise<{ share_key: string }> {
  const response = await page.request.post('/butik/', {
    multipart: { tinv_wishlist_id: '', tinv_wishlist_name: '', product_type: variationId ? 'variable' : 'simple', product_id: String(productId), product_variation: String(variationId), product_action: 'addto', redirect: '/butik/', ...extra },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).wishlist;
}

/**
 * Holds the page's requests to `url` (a glob or a pattern) until released, so a test can look at the
 * state a shopper sees while one is on its way, however slow the machine is. Returns the release.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * Takes over the page's clock and stops it: timers then fire only when the test moves time on with
 * `page.clock.runFor` (debounces, delays), whatever the test's own pace.
 */
export async function stopClock(page: Page): Promise<void> {
  // The installed clock runs on until paused; pause it ahead of where it starts, far enough that a
  // busy machine cannot overtake it (timers due before then fire on the way).
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 5000);
}

/**
 * The shopper arrives, and this waits until idle time has mounted the islands they did not reach for
 * (the add-to-cart buttons of the page's product cards are the last of them).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await shopperArrives(page);
  await page.waitForFunction(() => document.querySelector('[data-wi-add-to-cart-button]') !== null
    && document.querySelector('[data-wi-add-to-cart-button]:not([data-wi-add-to-cart-button="mounted"])') === null);
}

/**
 * Follows the page's requests from now on; `quiet()` waits until none has been under way for `ms`: code
 * the page asked for on the way (a hand on a control fetches that control's code) has arrived and run,
 * as it would have by the time a person's click follows their pointer.
 */
export function followRequests(page: Page): { quiet(ms?: number): Promise<void> } {
  let underWay = 0;
  let lastChange = Date.now();
  const started = () => {
    underWay += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    underWay -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quiet: (ms = 300) => expect.poll(() => underWay === 0 && Date.now() - lastChange >= ms, { intervals: [50], message: 'the page kept fetching' }).toBe(true),
  };
}

/** Serves a page with one piece of its printed config changed (a theme setting the shop could choose). */
export async function withPageText(page: Page, path: string, from: string, to: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes(from)) throw new Error(`${path} does not print ${from}`);
    await route.fulfill({ response, body: body.replace(from, to) });
  });
}

/** Sums the page's layout shifts (those not caused by input) from the start of each page it loads. */
export async function countShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { hadRecentInput: boolean; value: number }[]) {
        if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts counted so far on the page (see countShifts). */
export function shifts(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { shift: number }).shift);
}
