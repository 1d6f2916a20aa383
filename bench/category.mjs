// The category page of 48 cards with the CPU slowed 4 times: time from the script's start to every
// island mounted, long tasks, main-thread time against the classic stack, JavaScript loaded before
// the first interaction (every script either page loads, gzip), and how fast an add-to-cart click
// reaches the server and turns the button to 'added'.
import { launchBare } from './bare.mjs';
import { collectScriptBytes, launch, mainThreadMs, median, RUNS, settled, shop, throttledPage, watchLongTasks, writeResult } from './lib.mjs';

export const CATEGORY = '/qa/bench-kategori/';

/**
 * One load of the page; `variant` is 'islands' (our bundle) or 'classic' (the baseline). `cold`: the
 * add-to-cart click is the page's very first event (no pointer on the page before it), the worst case
 * for code that comes with the shopper; otherwise the pointer enters the page a second before the
 * click, as a mouse user's does.
 */
async function loadOnce(browser, base, variant, { cold = false } = {}) {
  const { context, page, cdp } = await throttledPage(browser);
  await watchLongTasks(page);
  const bytes = collectScriptBytes(page);
  const url = `${base}${CATEGORY}${variant === 'classic' ? '?baseline=classic' : ''}`;
  await page.goto(url, { waitUntil: 'load' });
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
  const { beforeGzip } = await bytes.totals();
  await context.close();
  return {
    mountedMs,
    longTaskMs: longTasks.reduce((sum, t) => sum + t.duration, 0),
    longTaskCount: longTasks.length,
    scriptMs: thread.script,
    taskMs: thread.task,
    beforeInteractionGzip: beforeGzip,
    ...click,
  };
}

/**
 * The page's main-thread time as a shopper's browser spends it: loaded over a bare DevTools connection
 * (bare.mjs), to the network's first quiet half second after the load event and a second more, as
 * `loadOnce` waits.
 */
async function unwatchedLoad(bare, base, variant) {
  const page = await bare.newPage();
  await page.goto(`${base}${CATEGORY}${variant === 'classic' ? '?baseline=classic' : ''}`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const { script, task } = await mainThreadMs(page);
  await page.close();
  return { scriptMs: script, taskMs: task };
}

export async function benchCategory(runs = RUNS) {
  const { url, stop } = await shop();
  const browser = await launch();
  const bare = await launchBare();
  const samples = { islands: [], classic: [] };
  const coldClicks = { islands: [], classic: [] };
  const unwatched = { islands: [], classic: [] };
  try {
    for (let i = 0; i < runs; i++) {
      samples.islands.push(await loadOnce(browser, url, 'islands'));
      samples.classic.push(await loadOnce(browser, url, 'classic'));
      for (const variant of ['islands', 'classic']) {
        const { clickToRequestMs, clickToAddedMs } = await loadOnce(browser, url, variant, { cold: true });
        coldClicks[variant].push({ clickToRequestMs, clickToAddedMs });
      }
      // Two loads of each a run, in turn first: the ratio is a target, and one noisy load moves a median of five.
      for (const variants of [['islands', 'classic'], ['classic', 'islands']]) {
        for (const variant of variants) unwatched[variant].push(await unwatchedLoad(bare, url, variant));
      }
    }
  } finally {
    await bare.close();
    await browser.close();
    await stop();
  }
  const summary = {};
  for (const [variant, list] of Object.entries(samples)) {
    summary[variant] = Object.fromEntries(Object.keys(list[0]).map((key) => [key, list[0][key] === null ? null : median(list.map((s) => s[key]))]));
    // Script and task time come from the unwatched loads; the same loads under Playwright stay beside them.
    summary[variant].watchedScriptMs = summary[variant].scriptMs;
    summary[variant].watchedTaskMs = summary[variant].taskMs;
    summary[variant].scriptMs = median(unwatched[variant].map((s) => s.scriptMs));
    summary[variant].taskMs = median(unwatched[variant].map((s) => s.taskMs));
  }
  for (const variant of ['islands', 'classic']) {
    summary[variant].coldClickToRequestMs = median(coldClicks[variant].map((c) => c.clickToRequestMs));
    summary[variant].coldClickToAddedMs = median(coldClicks[variant].map((c) => c.clickToAddedMs));
  }
  const result = { page: CATEGORY, runs, cpuSlowdown: 4, summary, samples, coldClicks, unwatched };
  writeResult('category', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { summary } = await benchCategory();
  console.table(summary);
}
