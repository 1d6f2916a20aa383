import { expect, type BrowserContext, type Page } from '@playwright/test';
import { mounted } from './helpers';

/** Cookies a statistics or marketing tag (or order attribution) would set. */
export const TRACKING_COOKIE = /^(_ga|_gid|_gat|_fbp|_fbc|sbjs_|VISITOR_INFO1_LIVE|YSC)/;

export async function cookieMap(context: BrowserContext): Promise<Record<string, string>> {
  return Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
}

export async function trackingCookies(context: BrowserContext): Promise<string[]> {
  // Sorted: the browser lists cookies in an order of its own.
  return (await context.cookies()).map((c) => c.name).filter((name) => TRACKING_COOKIE.test(name)).sort();
}

/** What the blocked tags recorded when they ran (undefined: none ran). */
export function blockedRuns(page: Page): Promise<string[] | undefined> {
  return page.evaluate(() => (window as unknown as { __wiBlocked?: string[] }).__wiBlocked);
}

/** YouTube is a third party: tests answer for it. */
export async function stubYouTube(page: Page): Promise<void> {
  await page.route('https://www.youtube.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>YouTube</title><p>video</p>' }));
}

/** Opens a page and waits until the consent engine runs. */
export async function openWithConsent(page: Page, url: string): Promise<void> {
  await stubYouTube(page);
  await page.goto(url);
  await consentReady(page);
}

/**
 * Waits for the page's consent engine, which starts at load without React (Complianz's window API is
 * its sign); the banner's island itself mounts only when the shopper reaches for it.
 */
export async function consentReady(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof (window as { cmplz_has_consent?: unknown }).cmplz_has_consent === 'function');
}

/** consentReady on a paused clock: runs it 20 ms at a time until the engine is there. */
export async function runUntilConsentReady(page: Page): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await page.evaluate(() => typeof (window as { cmplz_has_consent?: unknown }).cmplz_has_consent === 'function')) return;
    await page.clock.runFor(20);
  }
  await consentReady(page);
}

export async function consentRecords(page: Page): Promise<Array<{ consented_categories: string[]; consented_services: Record<string, boolean>; consenttype: string }>> {
  return (await (await page.request.get('/__fixture/consent')).json()).records;
}

/** Records the Complianz and WP Consent API events the page fires from now on, in window.__events. */
export async function recordConsentEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Array<[string, unknown]> = [];
    (window as unknown as { __events: typeof seen }).__events = seen;
    for (const type of ['cmplz_status_change', 'cmplz_enable_category', 'cmplz_fire_categories', 'cmplz_banner_status', 'cmplz_run_after_all_scripts', 'wp_listen_for_consent_change', 'cmplz_revoke']) {
      document.addEventListener(type, (event) => {
        const detail = (event as CustomEvent).detail;
        seen.push([type, Array.isArray(detail) ? { ...detail } : detail]);
      });
    }
  });
}

export async function acceptAll(page: Page): Promise<void> {
  const banner = page.locator('.cmplz-cookiebanner');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Acceptera alla' }).click();
  await expect(banner).toBeHidden();
}

/**
 * Stops the page's installed fake clock (it otherwise follows the wall clock): from here on time moves
 * only by runFor, so assertions at "450 ms" and "550 ms" mean what they say. Call it before the
 * navigation whose timers the test measures (it jumps a second ahead, firing what was due).
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(Date.now() + 1000);
}

/** Advances a paused clock in small steps until an island has mounted (idle islands wait for idle time). */
export async function runUntilMounted(page: Page, selector: string, island: string): Promise<void> {
  const host = page.locator(selector).first();
  for (let i = 0; i < 100; i++) {
    if ((await host.getAttribute(`data-wi-${island}`)) === 'mounted') return;
    await page.clock.runFor(20);
  }
  await mounted(page, selector, island);
}

/** A visitor who has closed the banner before (the default for the other specs, see playwright.config.ts). */
export const FIRST_VISIT = { cookies: [], origins: [] };
