// Layout shift from mounting: on the category page and the product page, CPU slowed 4 times, the sum of
// the `layout-shift` entries without recent input from the script's start (`woo-islands:start`) until
// the runtime's first `woo-islands:settled` and 500 ms more. Islands mount over server markup that
// already has its final size, so the target is 0 (reported; a fail above 0.001). The shifts from
// navigation to the script's start are the server markup's own (a header painted while the parser is
// still in it, then widened as the rest arrives: the entry is a module script, run once the page is
// parsed): reported beside it, not counted.
import { CATEGORY } from './category.mjs';
import { launch, RUNS, settled, shop, throttledPage, writeResult } from './lib.mjs';
import { PAGE_TYPES } from './sizes.mjs';

export const LAYOUT_SHIFT_PAGES = { category: CATEGORY, product: PAGE_TYPES.product };
const AFTER_SETTLED_MS = 500;

async function shiftOnce(browser, base, pathname) {
  const { context, page } = await throttledPage(browser);
  await page.addInitScript(() => {
    window.__shifts = [];
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__shifts.push({ start: entry.startTime, value: entry.value, hadRecentInput: entry.hadRecentInput });
      }).observe({ type: 'layout-shift', buffered: true });
    } catch {
      window.__shifts = null;
    }
  });
  await page.goto(base + pathname, { waitUntil: 'load' });
  await settled(page, 30_000);
  const [startedAt, settledAt] = await page.evaluate(() => ['woo-islands:start', 'woo-islands:settled'].map((name) => performance.getEntriesByName(name)[0].startTime));
  await page.waitForFunction((until) => performance.now() >= until, settledAt + AFTER_SETTLED_MS, { polling: 50 });
  const shifts = await page.evaluate(() => window.__shifts);
  await context.close();
  if (shifts === null) throw new Error('this Chromium reports no layout-shift entries');
  const unprompted = shifts.filter((s) => !s.hadRecentInput && s.start <= settledAt + AFTER_SETTLED_MS);
  const counted = unprompted.filter((s) => s.start >= startedAt);
  const beforeStart = unprompted.filter((s) => s.start < startedAt);
  return {
    startedAtMs: startedAt,
    settledAtMs: settledAt,
    shift: counted.reduce((sum, s) => sum + s.value, 0),
    entries: counted,
    shiftBeforeStart: beforeStart.reduce((sum, s) => sum + s.value, 0),
    entriesBeforeStart: beforeStart,
  };
}

export async function benchLayoutShift(runs = RUNS) {
  const { url, stop } = await shop();
  const browser = await launch();
  const result = {};
  try {
    for (const [name, pathname] of Object.entries(LAYOUT_SHIFT_PAGES)) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await shiftOnce(browser, url, pathname));
      // The worst load counts: a shift that happens once in five loads is a shift shoppers see.
      result[name] = {
        path: pathname,
        maxShift: Math.max(...samples.map((s) => s.shift)),
        maxShiftBeforeStart: Math.max(...samples.map((s) => s.shiftBeforeStart)),
        samples,
      };
    }
  } finally {
    await browser.close();
    await stop();
  }
  writeResult('layout-shift', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchLayoutShift();
  for (const [name, r] of Object.entries(result)) console.log(name.padEnd(9), 'layout shift (worst of', r.samples.length, 'loads):', r.maxShift.toFixed(4), '; before the script started:', r.maxShiftBeforeStart.toFixed(4));
}
