// The category page of 48 cards (the Rey header with its mini cart) with the CPU slowed 4 times, ours
// against WooCommerce's released scripts on the same page (`?baseline=released`, read at bench time,
// see released-scripts.mjs; the fixture's stand-ins when they cannot be had, which the result says):
// a first visit, and a returning shopper with one item and with five in the cart. For each: JavaScript
// loaded before the first interaction (every script either page loads, gzip), main-thread script time,
// long tasks, and how fast an add-to-cart click reaches the server and turns the button to 'added'.
// Every figure is the spread over the runs.
import { rmSync } from 'node:fs';
import { useReleasedScripts } from '../fixtures/server/app.mjs';
import { launchBare } from './bare.mjs';
import { BANNER_CLOSED, collectScriptBytes, launch, mainThreadMs, reactChunkPath, RUNS, settled, shop, spreads, throttledPage, watchLongTasks, writeResult } from './lib.mjs';
import { releasedScripts } from './released-scripts.mjs';

export const CATEGORY = '/qa/bench-kategori/';

/** The visitors: a first visit (no cookies, the consent banner up), and returning shoppers with a cart. */
export const SCENARIOS = {
  firstVisit: { label: 'first visit', cart: [] },
  cart1: { label: 'with a cart of 1 item', cart: [104] },
  cart5: { label: 'with a cart of 5 items', cart: [101, 102, 103, 104, 105] },
};

/** The cookies a returning shopper brings: the banner answered earlier, and their cart's session. */
async function visitorCookies(base, scenario) {
  if (!scenario.cart.length) return [];
  const { request } = await import('@playwright/test');
  const api = await request.newContext({ baseURL: base });
  for (const id of scenario.cart) await api.post('/?wc-ajax=add_to_cart', { form: { product_id: String(id), quantity: '1' } });
  const { cookies } = await api.storageState();
  await api.dispose();
  return [...BANNER_CLOSED.map(([name, value]) => ({ name, value, url: base })), ...cookies.map(({ name, value }) => ({ name, value, url: base }))];
}

const pageUrl = (base, variant, classic) => `${base}${CATEGORY}${variant === 'classic' ? `?baseline=${classic}` : ''}`;

/**
 * One load of the page; `variant` is 'islands' (our bundle) or 'classic' (the baseline). `cold`: the
 * add-to-cart click is the page's very first event (no pointer on the page before it), the worst case
 * for code that comes with the shopper; otherwise the pointer enters the page a second before the
 * click, as a mouse user's does.
 */
async function loadOnce(browser, base, variant, classic, cookies, { cold = false } = {}) {
  const { context, page, cdp } = await throttledPage(browser);
  if (cookies.length) await context.addCookies(cookies);
  await watchLongTasks(page);
  const bytes = collectScriptBytes(page);
  await page.goto(pageUrl(base, variant, classic), { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  // Read before anything runs in the page on the harness's behalf: waiting for `woo-islands:settled`
  // polls the page every frame, script time the classic page would not be charged.
  const thread = await mainThreadMs(cdp);
  let mountedMs = null;
  if (variant === 'islands') {
    await settled(page, 30_000);
    mountedMs = await page.evaluate(() => {
      const start = performance.getEntriesByName('woo-islands:start')[0];
      const end = performance.getEntriesByName('woo-islands:settled').at(-1);
      return start && end ? end.startTime - start.startTime : null;
    });
  }
  const longTasks = await page.evaluate(() => window.__longTasks);
  // Everything the page loaded up to here came before the first interaction; what follows is the shopper's.
  bytes.interacting();
  const { beforeGzip, files } = await bytes.totals();
  const react = reactChunkPath();
  // The first add-to-cart click: from the click event to the request leaving, and to the button's
  // 'added' class (the shopper sees the product is in the cart).
  if (!cold) {
    await page.mouse.move(640, 300);
    await page.waitForTimeout(1000);
  }
  const button = page.locator('a.ajax_add_to_cart').first();
  await button.evaluate((el) => {
    window.__clickAt = null;
    window.__addedAt = null;
    window.addEventListener('click', (event) => { window.__clickAt ??= event.timeStamp; }, true);
    // Watched from the card, not the link: a link swapped for another still counts.
    const card = el.closest('li') ?? el.parentElement;
    const isAdded = () => card.querySelector('a.ajax_add_to_cart.added') !== null;
    new MutationObserver(() => { if (isAdded()) window.__addedAt ??= performance.now(); }).observe(card, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
  await button.click();
  await page.waitForFunction(() => window.__addedAt !== null && performance.getEntriesByType('resource').some((e) => e.name.includes('wc-ajax=add_to_cart')), null, { timeout: 30_000 });
  const click = await page.evaluate(() => {
    const request = performance.getEntriesByType('resource').find((e) => e.name.includes('wc-ajax=add_to_cart'));
    return { clickToRequestMs: request.startTime - window.__clickAt, clickToAddedMs: window.__addedAt - window.__clickAt };
  });
  await context.close();
  return {
    mountedMs,
    longTaskMs: longTasks.reduce((sum, t) => sum + t.duration, 0),
    longTaskCount: longTasks.length,
    watchedScriptMs: thread.script,
    beforeInteractionGzip: beforeGzip,
    reactBeforeInteraction: variant === 'islands' ? Number(files.includes(react)) : null,
    ...click,
  };
}

/**
 * The page's main-thread time as a shopper's browser spends it: loaded over a bare DevTools connection
 * (bare.mjs), to the network's first quiet half second after the load event and a second more, as
 * `loadOnce` waits.
 */
async function unwatchedLoad(bare, base, variant, classic, cookies) {
  const page = await bare.newPage();
  for (const cookie of cookies) await page.send('Network.setCookie', cookie);
  await page.goto(pageUrl(base, variant, classic));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const { script, task } = await mainThreadMs(page);
  await page.close();
  return { scriptMs: script, taskMs: task };
}

export async function benchCategory(runs = RUNS) {
  const released = releasedScripts();
  const classic = released.unavailable ? 'classic' : 'released';
  if (released.unavailable) console.log(`category: WooCommerce's released scripts are not available (${released.unavailable}); the classic column is the fixture's hand-written stand-ins`);
  else useReleasedScripts(released.dir);
  const { url, stop } = await shop();
  const browser = await launch();
  const bare = await launchBare();
  const samples = {};
  try {
    for (const name of Object.keys(SCENARIOS)) {
      samples[name] = { islands: { watched: [], cold: [], unwatched: [] }, classic: { watched: [], cold: [], unwatched: [] } };
    }
    for (let i = 0; i < runs; i++) {
      // Turns alternate which column goes first, so a busy moment on the machine hits both alike.
      const order = i % 2 ? ['classic', 'islands'] : ['islands', 'classic'];
      for (const [name, scenario] of Object.entries(SCENARIOS)) {
        // A cart of its own for every load: each load's click adds to the cart it has.
        const fresh = () => visitorCookies(url, scenario);
        const s = samples[name];
        for (const variant of order) s[variant].watched.push(await loadOnce(browser, url, variant, classic, await fresh()));
        for (const variant of order) s[variant].cold.push(await loadOnce(browser, url, variant, classic, await fresh(), { cold: true }));
        // Two loads of each a run, in turn first: the ratio is a target, and one noisy load moves a median.
        for (const variants of [order, [...order].reverse()]) {
          for (const variant of variants) s[variant].unwatched.push(await unwatchedLoad(bare, url, variant, classic, await fresh()));
        }
      }
    }
  } finally {
    await bare.close();
    await browser.close();
    await stop();
    useReleasedScripts(null);
    if (released.dir) rmSync(released.dir, { recursive: true, force: true });
  }
  const summary = {};
  for (const [name, bySide] of Object.entries(samples)) {
    summary[name] = {};
    for (const [variant, { watched, cold, unwatched }] of Object.entries(bySide)) {
      summary[name][variant] = {
        ...spreads(watched),
        ...spreads(unwatched),
        coldClickToRequestMs: spreads(cold).clickToRequestMs,
        coldClickToAddedMs: spreads(cold).clickToAddedMs,
      };
    }
  }
  const result = { page: CATEGORY, runs, cpuSlowdown: 4, classic: released.unavailable ? { stand_ins: released.unavailable } : { released: released.source, scripts: released.scripts }, summary, samples };
  writeResult('category', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { summary } = await benchCategory();
  console.log(JSON.stringify(summary, null, 2));
}
