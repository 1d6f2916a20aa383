// The real WordPress shop (../shared/real-shop) with the Woo Islands plugin on against the same shop
// with it off (its own WooCommerce, Variation Swatches, TI Wishlist and Complianz scripts), CPU slowed
// 4 times: JavaScript bytes, script time, long tasks, add to cart, a swatch choice, backend requests.
// The plugin is switched per request, not in the shop's database: a must-use plugin written for the
// run (and removed after it) reads a cookie, so other users of the shop keep whatever state it has.
//   node bench/real-shop.mjs     REAL_SHOP_URL (http://127.0.0.1:8100), REALWP (/tmp/woo-real-shop)
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBare } from './bare.mjs';
import { CHROMIUM_PATH, collectScriptBytes, launch, mainThreadMs, median, root, RUNS, throttledPage, watchLongTasks, writeResult } from './lib.mjs';

export const SHOP_URL = (process.env.REAL_SHOP_URL || 'http://127.0.0.1:8100').replace(/\/$/, '');
const WWW = path.join(process.env.REALWP || '/tmp/woo-real-shop', 'www');
const SWITCH_FILE = path.join(WWW, 'wp-content/mu-plugins/islands-for-woocommerce-bench-switch.php');
const COOKIE = 'woo_islands_bench';
export const PAGES = { shop: '/butik/', product: '/produkt/forklade/' };
const VARIANTS = { on: 'on', off: 'off' };
const VIEWS = 20;

const SWITCH_PLUGIN = `<?php
// Written by bench/real-shop.mjs for its run and removed after it: a request carrying the cookie
// ${COOKIE}=on|off sees the Woo Islands plugin active or not, whatever the database says.
if ( isset( $_COOKIE['${COOKIE}'] ) ) {
	$woo_islands_bench_on = 'on' === $_COOKIE['${COOKIE}'];
	add_filter( 'option_active_plugins', function ( $plugins ) use ( $woo_islands_bench_on ) {
		$plugins = array_values( array_diff( (array) $plugins, array( 'islands-for-woocommerce/islands-for-woocommerce.php' ) ) );
		if ( $woo_islands_bench_on ) {
			$plugins[] = 'islands-for-woocommerce/islands-for-woocommerce.php';
		}
		return $plugins;
	} );
}
`;

const sha = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

async function fetchPage(pathname, variant) {
  const response = await fetch(`${SHOP_URL}${pathname}`, { headers: { cookie: `${COOKIE}=${variant}` }, signal: AbortSignal.timeout(15_000) });
  return { status: response.status, html: await response.text() };
}

/** Why the benchmark cannot run here, or null; installs the built plugin and the switch when it can. */
async function prepare() {
  const entry = path.join(root, 'dist/woo-islands.js');
  if (!existsSync(entry)) return 'no dist/woo-islands.js (run the build)';
  if (!existsSync(CHROMIUM_PATH)) return `no Chromium at ${CHROMIUM_PATH}`;
  try {
    const { status } = await fetchPage(PAGES.shop, VARIANTS.off);
    if (status !== 200) return `${SHOP_URL}${PAGES.shop} answers ${status}`;
  } catch (error) {
    return `the shop at ${SHOP_URL} does not answer (${error.cause?.code ?? error.message})`;
  }
  if (!existsSync(path.join(WWW, 'wp-load.php'))) return `no WordPress at ${WWW} (set REALWP)`;
  const installed = path.join(WWW, 'wp-content/plugins/islands-for-woocommerce/dist/woo-islands.js');
  if (!existsSync(installed) || sha(installed) !== sha(entry)) {
    execFileSync('bash', [path.join(root, 'wordpress-plugin/dev-install.sh'), 'install', WWW], { stdio: 'ignore' });
  }
  writeFileSync(SWITCH_FILE, SWITCH_PLUGIN);
  const [on, off] = [await fetchPage(PAGES.shop, VARIANTS.on), await fetchPage(PAGES.shop, VARIANTS.off)];
  const module = /<script type="module" src="[^"]*\/woo-islands\/dist\/woo-islands\.js/;
  if (!module.test(on.html) || module.test(off.html)) return 'the plugin could not be switched per request';
  return null;
}

async function newPage(browser, variant) {
  const { context, page, cdp } = await throttledPage(browser);
  await context.addCookies([{ name: COOKIE, value: variant, url: SHOP_URL }]);
  return { context, page, cdp };
}

/** Loads a page as the category benchmark does: load, the network's first quiet moment, a second more. */
async function load(page, pathname) {
  await page.goto(`${SHOP_URL}${pathname}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

/** Marks the time of the next click (its event's timestamp, on the page's clock). */
async function armClickClock(page) {
  await page.evaluate(() => {
    window.__clickAt = null;
    window.addEventListener('click', (event) => { window.__clickAt ??= event.timeStamp; }, true);
  });
}

/** The shop page: the first simple product's add to cart, from the click to the request and to 'added'. */
async function addToCart(page) {
  const button = page.locator('a.ajax_add_to_cart.product_type_simple').first();
  await button.scrollIntoViewIfNeeded();
  await button.evaluate((el) => {
    window.__addedAt = null;
    new MutationObserver(() => { if (el.classList.contains('added')) window.__addedAt ??= performance.now(); }).observe(el, { attributes: true, attributeFilter: ['class'] });
  });
  await armClickClock(page);
  await button.click();
  await page.waitForFunction(() => window.__addedAt !== null, null, { timeout: 30_000 });
  return page.evaluate(() => {
    const request = performance.getEntriesByType('resource').find((e) => e.name.includes('wc-ajax=add_to_cart'));
    // The answer's arrival too: the server's time (the same shop either way) is most of the wait.
    return {
      clickToRequestMs: request ? request.startTime - window.__clickAt : null,
      clickToResponseMs: request ? request.responseEnd - window.__clickAt : null,
      clickToAddedMs: window.__addedAt - window.__clickAt,
      // What the page itself adds after the answer: the part the scripts, not the server, decide.
      responseToAddedMs: request ? window.__addedAt - request.responseEnd : null,
    };
  });
}

/** The product page: colour, then size; from the size click to the variation's price on show. */
async function chooseSwatches(page) {
  await page.locator('[data-attribute_name="attribute_pa_farg"] [data-value="bla"]').click();
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    window.__priceAt = null;
    const shown = () => {
      const price = document.querySelector('form.variations_form .woocommerce-variation-price .price');
      return price && price.textContent.trim() !== '' && price.getClientRects().length > 0;
    };
    const form = document.querySelector('form.variations_form');
    new MutationObserver(() => { if (shown()) window.__priceAt ??= performance.now(); }).observe(form, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await armClickClock(page);
  await page.locator('[data-attribute_name="attribute_pa_storlek"] [data-value="m"]').click();
  await page.waitForFunction(() => window.__priceAt !== null, null, { timeout: 30_000 });
  return { swatchToPriceMs: await page.evaluate(() => window.__priceAt - window.__clickAt) };
}

/**
 * One watched load: bytes, long tasks and main-thread time, then the page's interaction. `cold`: the
 * add-to-cart click is the page's first event; otherwise the pointer enters the page a second before.
 */
async function loadOnce(browser, variant, which, { cold = false } = {}) {
  const { context, page, cdp } = await newPage(browser, variant);
  await watchLongTasks(page);
  const bytes = collectScriptBytes(page);
  await load(page, PAGES[which]);
  const thread = await mainThreadMs(cdp);
  const longTasks = await page.evaluate(() => window.__longTasks);
  bytes.interacting();
  if (!cold) {
    await page.mouse.move(640, 300);
    await page.waitForTimeout(1000);
  }
  const timing = which === 'shop' ? await addToCart(page) : await chooseSwatches(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const result = {
    ...(await bytes.totals().then(({ beforeGzip, allGzip, files }) => ({ beforeInteractionGzip: beforeGzip, allGzip, files: files.length }))),
    watchedScriptMs: thread.script,
    longTaskMs: longTasks.reduce((n, t) => n + t.duration, 0),
    longTaskCount: longTasks.length,
    ...timing,
  };
  await context.close();
  return result;
}

/** Main-thread script time of a load nobody watches (bare.mjs), to the same point as `load`. */
async function unwatchedLoad(bare, variant, which) {
  const page = await bare.newPage();
  await page.send('Network.setCookie', { name: COOKIE, value: variant, url: SHOP_URL });
  await page.goto(`${SHOP_URL}${PAGES[which]}`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const { script, task } = await mainThreadMs(page);
  await page.close();
  return { scriptMs: script, taskMs: task };
}

/** Requests to the shop's backend (wc-ajax, admin-ajax, REST) over page views alternating the two pages. */
async function backendRequests(browser, variant) {
  const context = await browser.newContext({ locale: 'sv-SE' });
  await context.addCookies([{ name: COOKIE, value: variant, url: SHOP_URL }]);
  const page = await context.newPage();
  const byName = {};
  page.on('request', (request) => {
    if (request.isNavigationRequest()) return;
    const url = new URL(request.url());
    const name = url.searchParams.get('wc-ajax') ? `wc-ajax ${url.searchParams.get('wc-ajax')}`
      : url.pathname.endsWith('/admin-ajax.php') ? `admin-ajax ${url.searchParams.get('action') ?? request.postData()?.match(/(?:^|&)action=([^&]*)/)?.[1] ?? ''}`.trim()
      : url.pathname.startsWith('/wp-json/') ? `rest ${url.pathname.slice('/wp-json/'.length)}`
      : null;
    if (name) byName[name] = (byName[name] ?? 0) + 1;
  });
  const pages = Object.values(PAGES);
  for (let view = 0; view < VIEWS; view++) {
    await page.goto(`${SHOP_URL}${pages[view % pages.length]}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
  }
  await context.close();
  return { views: VIEWS, total: Object.values(byName).reduce((a, b) => a + b, 0), byName };
}

const medians = (list) => Object.fromEntries(Object.keys(list[0]).map((key) => [key, list.every((s) => typeof s[key] === 'number') ? median(list.map((s) => s[key])) : null]));

/** Medians of the runs: watched loads, script time from the unwatched ones, the cold clicks. */
export function summarize({ samples, cold, unwatched, requests }) {
  const summary = { requests };
  for (const which of ['shop', 'product']) {
    summary[which] = {};
    for (const variant of ['on', 'off']) {
      summary[which][variant] = {
        ...medians(samples[which][variant]),
        scriptMs: median(unwatched[which][variant].map((s) => s.scriptMs)),
        taskMs: median(unwatched[which][variant].map((s) => s.taskMs)),
      };
    }
  }
  for (const variant of ['on', 'off']) {
    for (const key of ['clickToRequestMs', 'clickToResponseMs', 'clickToAddedMs', 'responseToAddedMs']) {
      summary.shop[variant][`cold${key[0].toUpperCase()}${key.slice(1)}`] = median(cold[variant].map((s) => s[key] ?? s.clickToAddedMs - s.clickToResponseMs));
    }
  }
  return summary;
}

/** The figures, their targets (ours against theirs) and whether each is met. */
export function verdicts(summary) {
  const { shop, product } = summary;
  const ratio = (a, b) => (b > 0 ? a / b : Infinity);
  const rows = [
    ['Shop page', 'JavaScript before the first interaction (gzip)', 'bytes', shop.on.beforeInteractionGzip, shop.off.beforeInteractionGzip, 0.5],
    ['Shop page', 'JavaScript in all (gzip)', 'bytes', shop.on.allGzip, shop.off.allGzip, null],
    ['Shop page', 'Script time to ready', 'ms', shop.on.scriptMs, shop.off.scriptMs, 0.4],
    ['Shop page', 'Long tasks (total)', 'ms', shop.on.longTaskMs, shop.off.longTaskMs, null],
    ['Shop page', 'Add to cart: click → request (pointer moved first)', 'ms', shop.on.clickToRequestMs, shop.off.clickToRequestMs, null],
    ['Shop page', 'Add to cart: click → server answer (pointer moved first)', 'ms', shop.on.clickToResponseMs, shop.off.clickToResponseMs, null],
    ['Shop page', "Add to cart: click → 'added' (pointer moved first)", 'ms', shop.on.clickToAddedMs, shop.off.clickToAddedMs, 0.7],
    ['Shop page', "Add to cart: server answer → 'added' (pointer moved first)", 'ms', shop.on.responseToAddedMs, shop.off.responseToAddedMs, null],
    ['Shop page', 'Add to cart: click → request (click the first event)', 'ms', shop.on.coldClickToRequestMs, shop.off.coldClickToRequestMs, null],
    ['Shop page', 'Add to cart: click → server answer (click the first event)', 'ms', shop.on.coldClickToResponseMs, shop.off.coldClickToResponseMs, null],
    ['Shop page', "Add to cart: click → 'added' (click the first event)", 'ms', shop.on.coldClickToAddedMs, shop.off.coldClickToAddedMs, 0.7],
    ['Shop page', "Add to cart: server answer → 'added' (click the first event)", 'ms', shop.on.coldResponseToAddedMs, shop.off.coldResponseToAddedMs, null],
    ['Product page', 'JavaScript before the first interaction (gzip)', 'bytes', product.on.beforeInteractionGzip, product.off.beforeInteractionGzip, 0.85],
    ['Product page', 'JavaScript in all (gzip)', 'bytes', product.on.allGzip, product.off.allGzip, null],
    ['Product page', 'Script time to ready', 'ms', product.on.scriptMs, product.off.scriptMs, 0.4],
    ['Product page', 'Long tasks (total)', 'ms', product.on.longTaskMs, product.off.longTaskMs, null],
    ['Product page', 'Swatch choice → price shown', 'ms', product.on.swatchToPriceMs, product.off.swatchToPriceMs, 0.5],
    [`${VIEWS} page views`, 'Requests to the shop’s backend', 'count', summary.requests.on.total, summary.requests.off.total, 1],
  ];
  return rows.map(([page, measure, unit, on, off, target]) => ({
    page, measure, unit, on, off, ratio: ratio(on, off), target, ok: target === null ? null : on <= off * target,
  }));
}

export async function benchRealShop(runs = RUNS) {
  const reason = await prepare();
  if (reason) {
    if (existsSync(SWITCH_FILE)) rmSync(SWITCH_FILE);
    return { skipped: true, reason };
  }
  const browser = await launch();
  const bare = await launchBare();
  const samples = { shop: { on: [], off: [] }, product: { on: [], off: [] } };
  const cold = { on: [], off: [] };
  const unwatched = { shop: { on: [], off: [] }, product: { on: [], off: [] } };
  const requests = {};
  try {
    for (let i = 0; i < runs; i++) {
      // Turns alternate which variant goes first, so a busy moment on the machine hits both alike.
      const order = i % 2 ? ['off', 'on'] : ['on', 'off'];
      for (const which of ['shop', 'product']) {
        for (const variant of order) samples[which][variant].push(await loadOnce(browser, variant, which));
        for (const variant of order) unwatched[which][variant].push(await unwatchedLoad(bare, variant, which));
      }
      for (const variant of order) cold[variant].push(await loadOnce(browser, variant, 'shop', { cold: true }));
    }
    for (const variant of ['on', 'off']) requests[variant] = await backendRequests(browser, variant);
  } finally {
    await bare.close();
    await browser.close();
    rmSync(SWITCH_FILE, { force: true });
  }
  const summary = summarize({ samples, cold, unwatched, requests });
  const table = verdicts(summary);
  const result = { date: new Date().toISOString(), shop: SHOP_URL, pages: PAGES, runs, cpuSlowdown: 4, summary, table, samples, cold, unwatched };
  writeResult('real-shop', result);
  writeFileSync(path.join(root, 'bench/results/real-shop.svg'), chart(table, result));
  return result;
}

const escapeXml = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

export function formatValue(value, unit) {
  if (value === null || value === undefined) return '–';
  if (unit === 'bytes') return `${(value / 1024).toFixed(1)} KB`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  return String(value);
}

/** A bar chart a shop owner can read: per measure, the shop with the plugin against without it. */
export function chart(table, { runs, date }) {
  const width = 900;
  const left = 20;
  const barMax = width - left - 280;
  const rowHeight = 58;
  const top = 92;
  const height = top + table.length * rowHeight + 40;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="13">`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="${left}" y="30" font-size="18" font-weight="600" fill="#222">Your shop with Woo Islands, and without it</text>`,
    `<text x="${left}" y="52" fill="#555">Shorter bars are better. Medians of ${runs} load${runs === 1 ? '' : 's'} each, processor slowed 4× (a mid-range phone), ${escapeXml(date.slice(0, 10))}.</text>`,
    `<rect x="${left}" y="64" width="12" height="12" fill="#2e7d32"/><text x="${left + 18}" y="74" fill="#333">with Woo Islands</text>`,
    `<rect x="${left + 150}" y="64" width="12" height="12" fill="#9e9e9e"/><text x="${left + 168}" y="74" fill="#333">without (the shop’s own scripts)</text>`,
  ];
  table.forEach((row, i) => {
    const y = top + i * rowHeight;
    const max = Math.max(row.on ?? 0, row.off ?? 0) || 1;
    const bar = (value) => Math.max(1, Math.round(((value ?? 0) / max) * barMax));
    const verdict = row.target === null ? '' : `${row.ok ? '  ✓' : '  ✗'} goal: at most ${row.target}×`;
    parts.push(
      `<text x="${left}" y="${y + 13}" fill="#222"><tspan font-weight="600">${escapeXml(row.page)}</tspan> · ${escapeXml(row.measure)}</text>`,
      `<rect x="${left}" y="${y + 20}" width="${bar(row.on)}" height="14" fill="#2e7d32"/>`,
      `<text x="${left + bar(row.on) + 6}" y="${y + 32}" fill="#222">${escapeXml(formatValue(row.on, row.unit))}${Number.isFinite(row.ratio) ? ` (${row.ratio.toFixed(2)}×)` : ''}<tspan fill="${row.ok === false ? '#b71c1c' : '#2e7d32'}">${escapeXml(verdict)}</tspan></text>`,
      `<rect x="${left}" y="${y + 37}" width="${bar(row.off)}" height="14" fill="#9e9e9e"/>`,
      `<text x="${left + bar(row.off) + 6}" y="${y + 49}" fill="#555">${escapeXml(formatValue(row.off, row.unit))}</text>`,
    );
  });
  parts.push(
    `<text x="${left}" y="${height - 24}" fill="#777" font-size="11">Script time: main-thread JavaScript until the page is ready. 'Added': the button shows the product is in the cart.</text>`,
    `<text x="${left}" y="${height - 10}" fill="#777" font-size="11">The server's answer takes the shop's own time, whichever scripts asked; the page's part is what follows it.</text>`,
    '</svg>',
  );
  return `${parts.join('\n')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchRealShop();
  if (result.skipped) console.log(`real shop: not run (${result.reason})`);
  else console.table(result.table.map(({ page, measure, unit, on, off, ratio, target, ok }) => ({ page, measure, on: formatValue(on, unit), off: formatValue(off, unit), ratio: ratio.toFixed(2), target: target ?? 'reported', ok: ok === null ? '' : ok ? 'yes' : 'NO' })));
}
