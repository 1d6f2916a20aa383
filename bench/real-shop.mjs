// The real WordPress shop (../shared/real-shop) with the Woo Islands plugin on against the same shop
// with it off (its own WooCommerce, Variation Swatches, TI Wishlist and Complianz scripts), CPU slowed
// 4 times: JavaScript bytes, whether react-dom came before any input, script time, long tasks, add to
// cart, a swatch choice, the product page after a shopper's reach, backend requests. Each page for a
// first visit and for a returning shopper with a cart of one item and of five; every figure is the
// spread over the runs. The plugin is switched per request, not in the shop's database: a must-use
// plugin written for the run (and removed after it) reads a cookie, so other users of the shop keep
// whatever state it has.
//   node bench/real-shop.mjs     REAL_SHOP_URL or REAL_SHOP_PORT (http://127.0.0.1:8100), REALWP (/tmp/woo-real-shop)
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBare } from './bare.mjs';
import { CHROMIUM_PATH, collectScriptBytes, judge, launch, mainThreadMs, reactChunkPath, root, RUNS, spreads, throttledPage, watchLongTasks, writeResult } from './lib.mjs';
import { reachProductPage } from './reach.mjs';

export const SHOP_URL = (process.env.REAL_SHOP_URL || `http://127.0.0.1:${process.env.REAL_SHOP_PORT || 8100}`).replace(/\/$/, '');
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
  const module = /<script type="module" src="[^"]*\/dist\/woo-islands\.js/;
  if (!module.test(on.html) || module.test(off.html)) return 'the plugin could not be switched per request';
  return null;
}

/**
 * The visitors: a first visit (no cookies: the consent banner up, no cart) and a returning shopper (the
 * banner answered on an earlier visit) with one item or five in the cart, opening the page in a new tab
 * of a browser that has never shown the cart (its cookies only: a cart made on another device, or
 * storage cleared); that shopper's next page in the same tab (the cart's fragments cached by then, as
 * WooCommerce caches them per tab); and a new tab of the browser that showed the cart in another tab.
 * The next page's script time is not measured: the harness's counters would hold the page before it
 * too.
 */
export const SCENARIOS = {
  firstVisit: { label: 'first visit', items: 0 },
  cart1: { label: 'with a cart of 1 item', items: 1 },
  cart5: { label: 'with a cart of 5 items', items: 5 },
  cart1Next: { label: 'with a cart of 1 item, the next page in the same tab', items: 1, next: true },
  cart1Tab: { label: 'with a cart of 1 item, a new tab of the browser that showed it', items: 1, tab: true },
};

/** The page a shopper saw before `which` in the same tab. */
const PREVIOUS = { shop: 'product', product: 'shop' };

/** The simple products the shop page's loop can add, for the carts. */
let addable = null;

/** A cart of `items` in a session of its own: its cookies, with the banner answered (Complianz's policy 1). */
async function visitorCookies(items) {
  if (!items) return [];
  if (!addable) {
    const { html } = await fetchPage(PAGES.shop, VARIANTS.off);
    addable = [...new Set([...html.matchAll(/<a [^>]*\bajax_add_to_cart\b[^>]*>/g)].map((m) => /data-product_id="(\d+)"/.exec(m[0])?.[1]).filter(Boolean))];
    if (!addable.length) throw new Error(`${PAGES.shop} has no ajax add-to-cart button to fill a cart with`);
  }
  let jar = [];
  // One of each product in turn; one the shop refuses a second of (sold individually) is passed over.
  for (let added = 0, i = 0; added < items && i < items + addable.length * 2; i++) {
    const response = await fetch(`${SHOP_URL}/?wc-ajax=add_to_cart`, {
      method: 'POST',
      body: new URLSearchParams({ product_id: addable[i % addable.length], quantity: '1' }),
      headers: { cookie: jar.join('; ') },
      signal: AbortSignal.timeout(15_000),
    });
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(';')[0];
      jar = [...jar.filter((c) => !c.startsWith(`${pair.split('=')[0]}=`)), pair];
    }
    const answer = await response.json().catch(() => null);
    if (answer?.fragments) added += 1;
  }
  const cookies = jar.map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) }));
  return [{ name: 'cmplz_banner-status', value: 'dismissed' }, { name: 'cmplz_policy_id', value: '1' }, ...cookies];
}

async function newPage(browser, variant, cookies = []) {
  const { context, page, cdp } = await throttledPage(browser);
  await context.addCookies([{ name: COOKIE, value: variant }, ...cookies].map((c) => ({ ...c, url: SHOP_URL })));
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
 * One watched load: bytes (and whether react-dom came) before the first interaction, long tasks and
 * main-thread time, then, for a first visit, the page's interaction. `cold`: the add-to-cart click is
 * the page's first event; otherwise the pointer enters the page a second before.
 */
async function loadOnce(browser, variant, which, { cold = false, cookies = [], interact = true, next = false, tab = false } = {}) {
  const { context, page, cdp } = await newPage(browser, variant, cookies);
  if (next) await load(page, PAGES[PREVIOUS[which]]);
  if (tab) {
    const earlier = await context.newPage();
    await load(earlier, PAGES[PREVIOUS[which]]);
    await earlier.close();
  }
  await watchLongTasks(page);
  const bytes = collectScriptBytes(page);
  await load(page, PAGES[which]);
  const thread = await mainThreadMs(cdp);
  const longTasks = await page.evaluate(() => window.__longTasks);
  bytes.interacting();
  const { beforeGzip, allGzip, files } = await bytes.totals();
  const react = reactChunkPath().split('/').pop();
  let timing = {};
  if (interact) {
    if (!cold) {
      await page.mouse.move(640, 300);
      await page.waitForTimeout(1000);
    }
    timing = which === 'shop' ? await addToCart(page) : await chooseSwatches(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
  }
  const result = {
    beforeInteractionGzip: beforeGzip,
    ...(interact ? { allGzip: (await bytes.totals()).allGzip } : { allGzip }),
    files: files.length,
    reactBeforeInteraction: variant === 'on' ? Number(files.some((f) => f.endsWith(react))) : null,
    watchedScriptMs: thread.script,
    longTaskMs: longTasks.reduce((n, t) => n + t.duration, 0),
    longTaskCount: longTasks.length,
    ...timing,
  };
  await context.close();
  return result;
}

/** The product page in all after a shopper's reach (reach.mjs): gallery, lightbox, reviews, a variation. */
async function reachOnce(browser, variant) {
  const { context, page } = await newPage(browser, variant);
  const bytes = collectScriptBytes(page);
  await load(page, PAGES.product);
  bytes.interacting();
  const reached = await reachProductPage(page);
  const { allGzip } = await bytes.totals();
  await context.close();
  return { reachAllGzip: allGzip, reached: reached.length };
}

/** Main-thread script time of a load nobody watches (bare.mjs), to the same point as `load`. */
async function unwatchedLoad(bare, variant, which, cookies = [], { tab = false } = {}) {
  const first = await bare.newPage();
  for (const cookie of [{ name: COOKIE, value: variant }, ...cookies]) await first.send('Network.setCookie', { ...cookie, url: SHOP_URL });
  let page = first;
  if (tab) {
    await first.goto(`${SHOP_URL}${PAGES[PREVIOUS[which]]}`);
    page = await first.newTab();
  }
  await page.goto(`${SHOP_URL}${PAGES[which]}`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const { script, task } = await mainThreadMs(page);
  if (page !== first) await page.close();
  await first.close();
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

/** Each measure's spread over the runs, per scenario, page and variant. */
export function summarize({ samples, requests }) {
  const summary = { requests };
  for (const [scenario, byPage] of Object.entries(samples)) {
    summary[scenario] = {};
    for (const [which, byVariant] of Object.entries(byPage)) {
      summary[scenario][which] = {};
      for (const [variant, { watched, cold, unwatched, reach }] of Object.entries(byVariant)) {
        const coldSpreads = cold.length ? spreads(cold) : {};
        summary[scenario][which][variant] = {
          ...spreads(watched),
          ...spreads(unwatched),
          ...(reach.length ? spreads(reach) : {}),
          ...Object.fromEntries(Object.entries(coldSpreads).map(([key, value]) => [`cold${key[0].toUpperCase()}${key.slice(1)}`, value])),
        };
      }
    }
  }
  return summary;
}

/**
 * The figures, their targets (ours against theirs, judged on the medians; `runsMet` says in how many
 * runs, side by side, ours met it) and whether each is met. `null` target: reported.
 */
export function verdicts({ samples, summary }) {
  const rows = [];
  const add = (scenario, which, measure, unit, key, target, kind = 'watched') => {
    const on = samples[scenario][which].on[kind].map((s) => s[key]);
    const off = samples[scenario][which].off[kind].map((s) => s[key]);
    if (!on.some((v) => typeof v === 'number')) return;
    const verdict = judge(on, off, target ?? Infinity);
    const spreadOn = summary[scenario][which].on[kind === 'cold' ? `cold${key[0].toUpperCase()}${key.slice(1)}` : key];
    const spreadOff = summary[scenario][which].off[kind === 'cold' ? `cold${key[0].toUpperCase()}${key.slice(1)}` : key];
    rows.push({
      page: `${which === 'shop' ? 'Shop page' : 'Product page'}, ${SCENARIOS[scenario].label}`,
      measure, unit, on: spreadOn.median, off: spreadOff.median, onSpread: spreadOn, offSpread: spreadOff,
      ratio: spreadOff.median > 0 ? spreadOn.median / spreadOff.median : Infinity,
      target, ok: target === null ? null : verdict.ok, runsMet: target === null ? null : verdict.runsMet, runs: verdict.runs,
    });
  };
  // Issue 27's targets: a first visit's, and a returning shopper's with a cart.
  const TARGETS = {
    firstVisit: { shop: { bytes: 0.35, script: 0.25, added: 0.6 }, product: { bytes: 0.75, script: 0.35, swatch: 0.3 } },
    cart1: { shop: { bytes: 0.35, script: 0.3 }, product: { bytes: 0.75 } },
    cart5: { shop: { bytes: 0.35, script: 0.3 }, product: { bytes: 0.75 } },
    cart1Next: { shop: { bytes: 0.35 }, product: { bytes: 0.75 } },
    cart1Tab: { shop: { bytes: 0.35, script: 0.3 }, product: { bytes: 0.75 } },
  };
  for (const scenario of Object.keys(SCENARIOS)) {
    for (const which of ['shop', 'product']) {
      const t = TARGETS[scenario][which];
      add(scenario, which, 'JavaScript before the first interaction (gzip)', 'bytes', 'beforeInteractionGzip', t.bytes ?? null);
      add(scenario, which, 'Script time to ready', 'ms', 'scriptMs', t.script ?? null, 'unwatched');
      add(scenario, which, 'Long tasks (total)', 'ms', 'longTaskMs', null);
      if (scenario !== 'firstVisit') continue;
      if (which === 'shop') {
        add(scenario, which, 'JavaScript in all (gzip)', 'bytes', 'allGzip', null);
        add(scenario, which, 'Add to cart: click → request (pointer moved first)', 'ms', 'clickToRequestMs', null);
        add(scenario, which, "Add to cart: click → 'added' (pointer moved first)", 'ms', 'clickToAddedMs', t.added);
        add(scenario, which, "Add to cart: server answer → 'added' (pointer moved first)", 'ms', 'responseToAddedMs', null);
        add(scenario, which, 'Add to cart: click → request (click the first event)', 'ms', 'clickToRequestMs', null, 'cold');
        add(scenario, which, "Add to cart: click → 'added' (click the first event)", 'ms', 'clickToAddedMs', null, 'cold');
      } else {
        add(scenario, which, 'Swatch choice → price shown', 'ms', 'swatchToPriceMs', t.swatch);
        add(scenario, which, 'JavaScript in all after the reach (gallery, lightbox, reviews, a variation; gzip)', 'bytes', 'reachAllGzip', 1, 'reach');
      }
    }
  }
  // react-dom before any input, plugin on: none in any run, for any visitor.
  for (const scenario of Object.keys(SCENARIOS)) {
    for (const which of ['shop', 'product']) {
      const loads = samples[scenario][which].on.watched;
      const withReact = loads.filter((s) => s.reactBeforeInteraction).length;
      rows.push({
        page: `${which === 'shop' ? 'Shop page' : 'Product page'}, ${SCENARIOS[scenario].label}`,
        measure: 'Loads with react-dom before the first interaction (plugin on)', unit: 'count',
        on: withReact, off: loads.length, ratio: loads.length ? withReact / loads.length : 0, target: 0, ok: withReact === 0, runsMet: loads.length - withReact, runs: loads.length, isCount: true,
      });
    }
  }
  rows.push({ page: `${VIEWS} page views`, measure: 'Requests to the shop’s backend', unit: 'count', on: summary.requests.on.total, off: summary.requests.off.total, ratio: summary.requests.off.total ? summary.requests.on.total / summary.requests.off.total : 0, target: 1, ok: summary.requests.on.total <= summary.requests.off.total });
  return rows;
}

export async function benchRealShop(runs = RUNS) {
  const reason = await prepare();
  if (reason) {
    if (existsSync(SWITCH_FILE)) rmSync(SWITCH_FILE);
    return { skipped: true, reason };
  }
  const browser = await launch();
  const bare = await launchBare();
  const samples = {};
  for (const scenario of Object.keys(SCENARIOS)) {
    samples[scenario] = {};
    for (const which of ['shop', 'product']) {
      samples[scenario][which] = Object.fromEntries(['on', 'off'].map((variant) => [variant, { watched: [], cold: [], unwatched: [], reach: [] }]));
    }
  }
  const requests = {};
  try {
    for (let i = 0; i < runs; i++) {
      // Turns alternate which variant goes first, so a busy moment on the machine hits both alike.
      const order = i % 2 ? ['off', 'on'] : ['on', 'off'];
      for (const [scenario, { items, next = false, tab = false }] of Object.entries(SCENARIOS)) {
        const interact = scenario === 'firstVisit';
        for (const which of ['shop', 'product']) {
          const s = samples[scenario][which];
          // A cart of its own for every load: a load's own add changes the cart it has.
          for (const variant of order) s[variant].watched.push(await loadOnce(browser, variant, which, { cookies: await visitorCookies(items), interact, next, tab }));
          if (!next) for (const variant of order) s[variant].unwatched.push(await unwatchedLoad(bare, variant, which, await visitorCookies(items), { tab }));
          if (interact && which === 'shop') for (const variant of order) s[variant].cold.push(await loadOnce(browser, variant, 'shop', { cold: true }));
          if (interact && which === 'product') for (const variant of order) s[variant].reach.push(await reachOnce(browser, variant));
        }
      }
    }
    for (const variant of ['on', 'off']) requests[variant] = await backendRequests(browser, variant);
  } finally {
    await bare.close();
    await browser.close();
    rmSync(SWITCH_FILE, { force: true });
  }
  const summary = summarize({ samples, requests });
  const table = verdicts({ samples, summary });
  const result = { date: new Date().toISOString(), shop: SHOP_URL, pages: PAGES, runs, cpuSlowdown: 4, summary, table, samples };
  writeResult('real-shop', result);
  writeFileSync(path.join(root, 'bench/results/real-shop.svg'), chart(table.filter((r) => !r.isCount), result));
  return result;
}

const escapeXml = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** `median (min–max)` of a row's spread in its unit. */
export function formatSpread(spread, unit) {
  if (!spread || spread.median === null) return '–';
  const one = (v) => formatValue(v, unit);
  return spread.min === spread.max ? one(spread.median) : `${one(spread.median)} (${one(spread.min)}–${one(spread.max)})`;
}

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
  else console.table(result.table.map(({ page, measure, unit, on, off, onSpread, offSpread, ratio, target, ok, runsMet, runs }) => ({ page, measure, on: onSpread ? formatSpread(onSpread, unit) : formatValue(on, unit), off: offSpread ? formatSpread(offSpread, unit) : formatValue(off, unit), ratio: ratio.toFixed(2), target: target ?? 'reported', ok: ok === null ? '' : `${ok ? 'met' : 'NOT MET'}${runs ? ` (${runsMet}/${runs} runs)` : ''}` })));
}
