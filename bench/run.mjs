// `npm run bench`: every benchmark, a table, bench/results.json, and a non-zero exit when a budget or
// target is missed. Budgets live in bench/budgets.json; the targets come from DEVELOPERS.md.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchCategory } from './category.mjs';
import { benchHeap } from './heap.mjs';
import { budgets, kb, ms, root } from './lib.mjs';
import { benchRequests } from './requests.mjs';
import { benchSizes } from './sizes.mjs';

const rows = [];
const failures = [];
const row = (benchmark, measure, value, target, ok) => {
  rows.push({ benchmark, measure, value, target, ok: ok ? 'yes' : 'NO' });
  if (!ok) failures.push(`${benchmark}: ${measure} ${value} (target ${target})`);
};

const results = { date: new Date().toISOString(), cpuSlowdown: 4 };
const only = process.argv.slice(2);
const wanted = (name) => !only.length || only.includes(name);

if (wanted('sizes')) {
  const { results: sizes } = await benchSizes();
  results.sizes = sizes;
  const limits = budgets().pages ?? {};
  for (const [type, r] of Object.entries(sizes)) {
    const limit = limits[type] ?? {};
    row('bytes', `${type} before interaction (gzip / brotli)`, `${kb(r.before.gzip)} / ${kb(r.before.brotli)}`, limit.beforeInteraction ? `≤ ${kb(limit.beforeInteraction)}` : '—', !limit.beforeInteraction || r.before.gzip <= limit.beforeInteraction);
    row('bytes', `${type} in all (gzip / brotli)`, `${kb(r.all.gzip)} / ${kb(r.all.brotli)}`, limit.all ? `≤ ${kb(limit.all)}` : '—', !limit.all || r.all.gzip <= limit.all);
  }
}

if (wanted('category')) {
  const category = await benchCategory();
  results.category = category;
  const ours = category.summary.islands;
  const theirs = category.summary.classic;
  row('category 48 cards', 'script start → every island mounted (median)', ms(ours.mountedMs), 'reported', true);
  row('category 48 cards', 'long tasks, total (ours / classic)', `${ms(ours.longTaskMs)} / ${ms(theirs.longTaskMs)}`, 'reported', true);
  row('category 48 cards', 'script main-thread time, unwatched (ours / classic)', `${ms(ours.scriptMs)} / ${ms(theirs.scriptMs)}`, '≤ 0.5 × classic', ours.scriptMs <= theirs.scriptMs * 0.5);
  row('category 48 cards', 'script main-thread time under Playwright (ours / classic)', `${ms(ours.watchedScriptMs)} / ${ms(theirs.watchedScriptMs)}`, 'reported', true);
  row('category 48 cards', 'JS before first interaction (gzip)', kb(ours.beforeInteractionGzip), '≤ 44.0 KB', ours.beforeInteractionGzip <= 44 * 1024);
  row('category 48 cards', 'click → request, pointer on the page first (ours / classic)', `${ms(ours.clickToRequestMs)} / ${ms(theirs.clickToRequestMs)}`, '≤ classic + 10 ms', ours.clickToRequestMs <= theirs.clickToRequestMs + 10);
  row('category 48 cards', 'click → request, the click the first event (ours / classic)', `${ms(ours.coldClickToRequestMs)} / ${ms(theirs.coldClickToRequestMs)}`, 'reported', true);
}

if (wanted('variation') && existsSync(path.join(root, 'bench/variation-change.mjs'))) {
  const { benchVariationChange } = await import('./variation-change.mjs');
  if (typeof benchVariationChange === 'function') {
    const variation = await benchVariationChange();
    results.variation = variation;
    row('1,000 variations', 'one attribute change (median)', ms(variation.medianMs), '< 16 ms', variation.medianMs < 16);
  }
}

if (wanted('requests')) {
  const requests = await benchRequests();
  results.requests = requests;
  // The targets are the cart's: fragment requests. The consent plugin's own calls (its cookie list, once
  // per session, and the consent record) are listed beside them; the classic baseline has no consent plugin.
  const fragments = (r) => r.byName.get_refreshed_fragments ?? 0;
  for (const [scenario, label] of [['emptyCart', 'empty cart'], ['stableCart', 'stable cart'], ['changedEvery10', 'cart changed every 10 views']]) {
    const ours = requests.islands[scenario];
    const theirs = requests.classic[scenario];
    const target = scenario === 'emptyCart' ? 0 : scenario === 'stableCart' ? 1 : 10;
    row('100 page views', `fragment requests, ${label} (ours / classic)`, `${fragments(ours)} / ${fragments(theirs)}`, `${target}`, fragments(ours) <= target);
    row('100 page views', `all backend requests, ${label} (ours / classic)`, `${ours.total} / ${theirs.total}`, 'reported', true);
  }
}

if (wanted('heap')) {
  const heap = await benchHeap();
  results.heap = heap;
  row('heap', `growth per 500 islands (fitted over ${heap.islandsMountedAndUnmounted} mounted and unmounted)`, kb(heap.growthPer500IslandsBytes), '< 48.0 KB (noise)', heap.withinNoise);
}

if (wanted('real-shop')) {
  const { benchRealShop, formatValue } = await import('./real-shop.mjs');
  const realShop = await benchRealShop();
  results.realShop = realShop.skipped ? realShop : { summary: realShop.summary, table: realShop.table };
  if (realShop.skipped) console.log(`real shop: not run (${realShop.reason})`);
  for (const r of realShop.table ?? []) {
    row(`real shop, ${r.page.toLowerCase()}`, `${r.measure} (on / off)`, `${formatValue(r.on, r.unit)} / ${formatValue(r.off, r.unit)} (${r.ratio.toFixed(2)}×)`, r.target === null ? 'reported' : `≤ ${r.target} × off`, r.ok !== false);
  }
}

console.table(rows);
writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify({ ...results, table: rows, failures }, null, 2)}\n`);
if (failures.length) {
  console.error(`\nMissed:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
