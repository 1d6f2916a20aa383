// What every benchmark needs: Chromium as the tests launch it, the fixture shop on a free port, CPU
// throttling through the DevTools protocol, byte accounting against dist/, and medians.
import { chromium } from '@playwright/test';
import { readFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startShop } from '../fixtures/server/app.mjs';
import { ensureChromium } from '../test/find-chromium.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST_PREFIX = '/wp-content/plugins/islands-for-woocommerce/dist/';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];

// The browser the end-to-end tests use (installed first if there is none); without one the bench
// cannot measure anything, and ensureChromium has said what to run.
export const CHROMIUM_PATH = await ensureChromium();
if (!CHROMIUM_PATH) process.exit(1);

export async function launch() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** The fixture shop on a port of its own; `stop()` closes it. */
export async function shop() {
  const { server, url } = await startShop({ port: 0 });
  return { url, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * The cookies of a visitor who answered Complianz's banner on an earlier visit without choosing (the
 * fixture's policy 16, as test/consent-state.ts has them): a returning shopper.
 */
export const BANNER_CLOSED = [['cmplz_banner-status', 'dismissed'], ['cmplz_policy_id', '16'], ['cmplz_saved_categories', '["functional"]'], ['cmplz_saved_services', '{}']];

/** A fresh context and page with the CPU slowed `rate` times (the budgets assume 4). */
export async function throttledPage(browser, { rate = 4, viewport = { width: 1280, height: 900 } } = {}) {
  const context = await browser.newContext({ viewport, locale: 'sv-SE' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Performance.enable');
  return { context, page, cdp };
}

/** Records every long task (> 50 ms) from the first script on. */
export async function watchLongTasks(page) {
  await page.addInitScript(() => {
    window.__longTasks = [];
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      // no long-task support: an empty list
    }
  });
}

/** Main-thread time so far (script, layout, style, tasks), in ms, from the DevTools protocol. */
export async function mainThreadMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { task: get('TaskDuration'), script: get('ScriptDuration'), layout: get('LayoutDuration'), style: get('RecalcStyleDuration') };
}

const sizeCache = new Map();

/** gzip and brotli sizes of a dist file named by its URL path. */
export function distSize(urlPath) {
  if (sizeCache.has(urlPath)) return sizeCache.get(urlPath);
  const file = path.join(root, 'dist', urlPath.slice(DIST_PREFIX.length));
  if (!existsSync(file)) return null;
  const bytes = readFileSync(file);
  const size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
  sizeCache.set(urlPath, size);
  return size;
}

/** Collects the JavaScript files a page requests from the bundle, in request order. */
export function collectScripts(page) {
  const seen = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.startsWith(DIST_PREFIX) && !seen.includes(pathname)) seen.push(pathname);
  });
  return seen;
}

/**
 * gzip bytes (level 9) of every external script the page loads, whoever serves it: our bundle's files
 * and the classic stack's alike, counted the same way. `interacting()` marks the first interaction;
 * scripts whose responses arrive later count only in `all`.
 */
export function collectScriptBytes(page) {
  const sizes = new Map();
  const pending = [];
  let phase = 'before';
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || sizes.has(response.url())) return;
    const url = response.url();
    const at = phase;
    sizes.set(url, null);
    pending.push(response.body().then((body) => sizes.set(url, { at, gzip: gzipSync(body, { level: 9 }).length }), () => sizes.delete(url)));
  });
  const sum = (phases) => [...sizes.values()].filter((s) => s && phases.includes(s.at)).reduce((n, s) => n + s.gzip, 0);
  return {
    interacting: () => { phase = 'after'; },
    async totals() {
      await Promise.all(pending);
      return { beforeGzip: sum(['before']), allGzip: sum(['before', 'after']), files: [...sizes.keys()].map((url) => new URL(url).pathname) };
    },
  };
}

/** The URL path of the chunk that holds React and react-dom (the build's one ES module of both). */
export function reactChunkPath() {
  const meta = JSON.parse(readFileSync(path.join(root, 'dist/meta.json'), 'utf8'));
  const file = Object.keys(meta.outputs).find((out) => out.endsWith('.js') && Object.keys(meta.outputs[out].inputs).some((input) => input.endsWith('node_modules/.cache/woo-islands/react/all.js')));
  if (!file) throw new Error('dist/meta.json names no output built from node_modules/.cache/woo-islands/react/all.js');
  return DIST_PREFIX + file.replace(/^dist\//, '');
}

export function totals(paths) {
  return paths.map(distSize).filter(Boolean).reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli }), { raw: 0, gzip: 0, brotli: 0 });
}

/** Waits until the runtime reports that nothing is left to mount (or the timeout). */
export async function settled(page, timeout = 15_000) {
  await page.waitForFunction(() => performance.getEntriesByName('woo-islands:settled').length > 0, null, { timeout });
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The spread of a measure over runs: min, median and max, and how many runs. Nulls are left out. */
export function spread(values) {
  const list = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
  if (!list.length) return { min: null, median: null, max: null, n: 0 };
  return { min: Math.min(...list), median: median(list), max: Math.max(...list), n: list.length };
}

/** Each numeric key of the samples as its spread over them. */
export function spreads(samples) {
  return Object.fromEntries(Object.keys(samples[0] ?? {}).filter((key) => samples.some((s) => typeof s[key] === 'number')).map((key) => [key, spread(samples.map((s) => s[key]))]));
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value) => `${value.toFixed(1)} ms`;

/**
 * Ours against theirs, run by run: met when our median is within `factor` of theirs; `runsMet` says in
 * how many runs ours was (samples of the same index were taken side by side, in one run).
 */
export function judge(ours, theirs, factor = 1) {
  const pairs = ours.map((value, i) => [value, theirs[i]]).filter(([a, b]) => typeof a === 'number' && typeof b === 'number');
  const met = (a, b) => a <= b * factor;
  return { ok: met(median(ours), median(theirs)), runsMet: pairs.filter(([a, b]) => met(a, b)).length, runs: pairs.length };
}

/** `median (min–max, n runs)` in the unit `fmt` gives; a spread of one value is the value. */
export function showSpread(s, fmt = ms) {
  if (!s || s.median === null) return '–';
  if (s.min === s.max) return `${fmt(s.median)}${s.n > 1 ? ` (all ${s.n} runs)` : ''}`;
  return `${fmt(s.median)} (${fmt(s.min)}–${fmt(s.max)}, ${s.n} runs)`;
}

export function budgets() {
  return JSON.parse(readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'));
}

export function writeResult(name, value) {
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
}

/** How many times to repeat a timed run (at least 5, as the budgets ask for medians of 5). */
export const RUNS = Math.max(5, Number(process.env.BENCH_RUNS) || 5);
