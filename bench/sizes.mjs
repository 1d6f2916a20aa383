// Bytes of JavaScript each page type loads, with a cart: the entry plus every chunk, gzip and brotli.
// "Before the first interaction" is everything loaded once the page has loaded and the runtime has
// settled without anyone touching it (and whether React was among it: it must not be); "in all" adds
// what scrolling through the whole page brings in (scrolling only: nothing is clicked, so the product
// page's lightbox, glightbox, stays out until its first open). The product page "after the reach" adds
// what a shopper's typical reach brings: hovering and swiping the gallery, the lightbox, the reviews, a
// variation (reach.mjs). A first visit (no cookies, the consent banner showing, nobody touching the
// page) to the shop page and a category page must load no React either.
// The build prices each page before the first interaction from the lazily loaded modules seen here
// (bench/budgets.json `loadsBeforeInteraction`, build/budgets.mjs); this fails when they changed, and
// `node bench/sizes.mjs --update-loads` measures the pages and writes the lists.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { budgets, collectScripts, DIST_PREFIX, kb, launch, reactChunkPath, root, settled, shop, throttledPage, totals, writeResult } from './lib.mjs';
import { reachProductPage } from './reach.mjs';

export const PAGE_TYPES = {
  home: '/',
  shop: '/butik/',
  category: '/qa/bench-kategori/',
  product: '/produkt/gjutjarnsgryta-24-cm/',
  cart: '/varukorg/',
  checkout: '/checkout/',
  account: '/mitt-konto/',
};

/**
 * Pages that bring React before any input by design: the page-builder home page, whose autoplay
 * carousel and popup set to open by itself move and show with nobody there (README, "What a page loads").
 */
export const REACT_AT_LOAD_BY_DESIGN = new Set(['home']);

/** Puts two products in the session's cart, so the cart and checkout pages render fully. */
async function fillCart(context, base) {
  for (const id of [101, 104]) await context.request.post(`${base}/?wc-ajax=add_to_cart`, { form: { product_id: String(id), quantity: '1' } });
}

/** The lazily loaded modules (by source path) whose files are among `paths`: what the runtime loaded. */
export function lazyModulesOf(paths) {
  const { outputs } = JSON.parse(readFileSync(path.join(root, 'dist/meta.json'), 'utf8'));
  const modules = paths
    .map((url) => outputs[`dist/${url.slice(DIST_PREFIX.length)}`]?.entryPoint)
    .filter((module) => module && module !== 'src/main.ts');
  return [...new Set(modules)].sort();
}

/**
 * A shopper with a cart opens `pathname` and leaves it alone until the runtime has settled: the page,
 * its context (close it when done), and the scripts seen so far and from now on.
 */
async function openWithCart(browser, base, pathname) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'sv-SE' });
  await fillCart(context, base);
  const page = await context.newPage();
  const scripts = collectScripts(page);
  await page.goto(base + pathname, { waitUntil: 'load' });
  await settled(page).catch(() => {});
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  return { context, page, scripts };
}

export async function measurePage(browser, base, pathname, react = reactChunkPath()) {
  const { context, page, scripts } = await openWithCart(browser, base, pathname);
  const before = [...scripts];
  // Scroll the whole page so below-the-fold islands load, then let them settle.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
  });
  await page.waitForTimeout(1500);
  const all = [...scripts];
  await context.close();
  return { before: totals(before), all: totals(all), reactBefore: before.includes(react), files: { before, all }, loadsBeforeInteraction: lazyModulesOf(before) };
}

/** The product page a shopper reaches for (gallery, lightbox, reviews, a variation): its JavaScript in all. */
export const REACH_PAGE = '/produkt/forklade-i-linne/';

export async function measureReach(browser, base, pathname = REACH_PAGE) {
  const { context, page, scripts } = await openWithCart(browser, base, pathname);
  const before = [...scripts];
  const reached = await reachProductPage(page);
  const all = [...scripts];
  await context.close();
  return { path: pathname, reached, before: totals(before), all: totals(all), files: { before, all } };
}

export const FIRST_VISIT_PAGES = { shop: '/butik/', category: '/qa/bench-kategori/' };

/** A first visit, CPU slowed 4 times: whether the React chunk was requested before any interaction. */
export async function firstVisit(browser, base, pathname, react = reactChunkPath()) {
  // A context of its own, with no cookies: the visitor has neither a cart nor a consent choice.
  const { context, page } = await throttledPage(browser);
  const scripts = collectScripts(page);
  await page.goto(base + pathname, { waitUntil: 'load' });
  await settled(page, 30_000).catch(() => {});
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const bannerShowing = await page.locator('.cmplz-cookiebanner.cmplz-show').count() > 0;
  const cookies = (await context.cookies()).map((c) => c.name);
  const before = [...scripts];
  await context.close();
  return { path: pathname, reactChunk: react, reactLoaded: before.includes(react), bannerShowing, cookiesAfterLoad: cookies, files: before };
}

export async function benchSizes() {
  const { url, stop } = await shop();
  const browser = await launch();
  const results = {};
  const firstVisits = {};
  let reach = null;
  try {
    for (const [type, pathname] of Object.entries(PAGE_TYPES)) results[type] = { path: pathname, ...(await measurePage(browser, url, pathname)) };
    for (const [name, pathname] of Object.entries(FIRST_VISIT_PAGES)) firstVisits[name] = await firstVisit(browser, url, pathname);
    reach = await measureReach(browser, url);
  } finally {
    await browser.close();
    await stop();
  }
  const limits = budgets().pages ?? {};
  const failures = [];
  for (const [type, result] of Object.entries(results)) {
    const limit = limits[type] ?? {};
    if (limit.beforeInteraction && result.before.gzip > limit.beforeInteraction) failures.push(`${type}: ${kb(result.before.gzip)} gzip before the first interaction, budget ${kb(limit.beforeInteraction)}`);
    if (limit.all && result.all.gzip > limit.all) failures.push(`${type}: ${kb(result.all.gzip)} gzip in all, budget ${kb(limit.all)}`);
    if (JSON.stringify(limit.loadsBeforeInteraction) !== JSON.stringify(result.loadsBeforeInteraction)) {
      failures.push(`${type}: loads ${result.loadsBeforeInteraction.join(', ')} before the first interaction, the build prices ${(limit.loadsBeforeInteraction ?? []).join(', ') || 'nothing'} (node bench/sizes.mjs --update-loads)`);
    }
  }
  for (const [name, visit] of Object.entries(firstVisits)) {
    if (!visit.bannerShowing) failures.push(`first visit to ${visit.path}: the consent banner is not showing, so this is no first visit`);
    if (visit.reactLoaded) failures.push(`first visit to ${visit.path}: react-dom (${visit.reactChunk}) loaded before the first interaction`);
  }
  writeResult('sizes', { ...results, firstVisits, reach });
  return { results, firstVisits, reach, failures };
}

/** Measures the page types and writes what each loads before the first interaction into bench/budgets.json. */
async function updateLoads() {
  const { url, stop } = await shop();
  const browser = await launch();
  const file = path.join(root, 'bench/budgets.json');
  const all = JSON.parse(readFileSync(file, 'utf8'));
  try {
    for (const [type, pathname] of Object.entries(PAGE_TYPES)) {
      const { loadsBeforeInteraction } = await measurePage(browser, url, pathname);
      all.pages[type] = { ...all.pages[type], loadsBeforeInteraction };
      console.log(type.padEnd(10), loadsBeforeInteraction.join(' '));
    }
  } finally {
    await browser.close();
    await stop();
  }
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--update-loads')) {
  await updateLoads();
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const { results, firstVisits, failures } = await benchSizes();
  for (const [type, r] of Object.entries(results)) console.log(type.padEnd(10), 'before', kb(r.before.gzip).padStart(9), 'all', kb(r.all.gzip).padStart(9), `(${r.files.all.length} files)`);
  for (const [name, v] of Object.entries(firstVisits)) console.log(`first visit ${name}: react-dom ${v.reactLoaded ? 'LOADED' : 'not loaded'} before the first interaction (banner ${v.bannerShowing ? 'showing' : 'NOT showing'})`);
  if (failures.length) {
    console.error(failures.join('\n'));
    process.exitCode = 1;
  }
}
