import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { shopperArrives } from '../helpers';

// The islands that wait for a shopper's intent (or for idle time after the first interaction), read
// from the catalogue itself so a new one is waited for without editing this list.
const islandsDir = fileURLToPath(new URL('../../islands/', import.meta.url));
export const INTERACTION_ISLANDS = readdirSync(islandsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  // A trigger chosen per element counts when it may choose 'interaction'.
  .filter((entry) => /'interaction'/.test(readFileSync(`${islandsDir}${entry.name}/index.ts`, 'utf8')))
  .map((entry) => entry.name);

/** Waits until no island on the page is loading and every `interaction` island has mounted. */
export async function islandsAtRest(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate((interaction) => {
    const busy: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const { name, value } of element.attributes) {
        // Copies made for layout only (the sticky spacer clones its element, states and all) never mount.
        if (!name.startsWith('data-wi-') || element.closest('.elementor-sticky__spacer, [data-wi-ignore]')) continue;
        if (value === 'loading' || (value === 'waiting' && interaction.includes(name.slice('data-wi-'.length)))) {
          busy.push(`${name}=${value} on ${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
        }
      }
    }
    return busy;
  }, INTERACTION_ISLANDS), { timeout: 20_000 }).toEqual([]);
}

/**
 * Answers for third parties (video players, share targets): the sandbox has no internet, and an iframe
 * whose host never resolves holds up the page's load event and so every island waiting for it.
 */
export async function stubThirdParties(page: Page): Promise<void> {
  await page.route((url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost', (route) => route.fulfill({
    status: 200, contentType: 'text/html', body: '<!doctype html><html lang="sv"><title>Spelare</title><p>Video</p></html>',
  }));
}

/**
 * The page as a shopper meets it once it has hydrated: the runtime settled, the shopper arrived (so the
 * islands that wait for one mounted), the page scrolled through once (so the `visible` islands and the
 * blocks they load below the fold are there too) and back to the top.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => performance.getEntriesByName('woo-islands:settled').length > 0);
  await shopperArrives(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 720;
  for (let y = step; y < height + step; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // Two frames, so the scroll is painted and intersection observers have run; bounded, because a
    // headless tab on a loaded machine sometimes stops producing frames for a while.
    await page.evaluate(() => new Promise((resolve) => {
      requestAnimationFrame(() => requestAnimationFrame(resolve));
      setTimeout(resolve, 250);
    }));
  }
  await islandsAtRest(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await islandsAtRest(page);
  // Rey's product grid shows its load-more button a second after the grid (theme spec §9).
  await expect(page.locator('.rey-pg-loadmore[data-wi-product-grid-load-more="mounted"]:not(.--visible)')).toHaveCount(0);
}
