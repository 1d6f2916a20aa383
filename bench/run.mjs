// `npm run bench`: every benchmark, a table, bench/results.json, and a non-zero exit when a budget or
// target is missed. Budgets live in bench/budgets.json; the targets are issues 16's and 27's: ours
// against WooCommerce's own scripts on the same page (its released files, `?baseline=released`; the
// real shop with the plugin off), CPU slowed 4 times, for a first visit and for a returning shopper
// with a cart. Every timed figure is the spread over the runs (median, min–max; BENCH_RUNS, at least 5).
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchCategory, SCENARIOS } from './category.mjs';
import { benchHeap } from './heap.mjs';
import { budgets, judge, kb, ms, root, showSpread } from './lib.mjs';
import { benchRequests } from './requests.mjs';
import { benchSizes, REACT_AT_LOAD_BY_DESIGN } from './sizes.mjs';

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
  const { results: sizes, firstVisits, reach } = await benchSizes();
  results.sizes = { ...sizes, firstVisits, reach };
  const limits = budgets().pages ?? {};
  for (const [type, r] of Object.entries(sizes)) {
    const limit = limits[type] ?? {};
    row('bytes', `${type} before interaction (gzip / brotli)`, `${kb(r.before.gzip)} / ${kb(r.before.brotli)}`, limit.beforeInteraction ? `≤ ${kb(limit.beforeInteraction)}` : '—', !limit.beforeInteraction || r.before.gzip <= limit.beforeInteraction);
    row('bytes', `${type} in all (gzip / brotli)`, `${kb(r.all.gzip)} / ${kb(r.all.brotli)}`, limit.all ? `≤ ${kb(limit.all)}` : '—', !limit.all || r.all.gzip <= limit.all);
  }
  for (const [type, r] of Object.entries(sizes)) {
    const byDesign = REACT_AT_LOAD_BY_DESIGN.has(type);
    row('bytes', `${type} with a cart: react-dom before the first interaction`, r.reactBefore ? 'requested' : 'not requested', byDesign ? 'reported (the page builder\'s own, README)' : 'not requested', byDesign || !r.reactBefore);
  }
  if (reach) {
    row('bytes', `product page ${reach.path} in all after the reach (${reach.reached.join(', ')}; gzip / brotli)`, `${kb(reach.all.gzip)} / ${kb(reach.all.brotli)}`, 'reported (real shop: ≤ its own)', true);
  }
  for (const visit of Object.values(firstVisits)) {
    const value = !visit.bannerShowing ? 'consent banner not showing' : visit.reactLoaded ? 'react-dom loaded' : 'no react-dom';
    row('first visit', `${visit.path} before the first interaction (no cookies, banner showing)`, value, 'no react-dom', visit.bannerShowing && !visit.reactLoaded);
  }
}

if (wanted('category')) {
  const category = await benchCategory();
  results.category = category;
  const theirsName = category.classic.released ? "WooCommerce's released scripts" : "the fixture's stand-ins (WooCommerce's released scripts unavailable)";
  console.log(`category: the classic column is ${theirsName}${category.classic.released ? `, from ${category.classic.released}` : ''}`);
  for (const [scenario, { label }] of Object.entries(SCENARIOS)) {
    const { islands: ours, classic: theirs } = category.summary[scenario];
    const runs = category.samples[scenario];
    const name = `category 48 cards, ${label}`;
    const side = (key, fmt = ms) => `${showSpread(ours[key], fmt)} / ${showSpread(theirs[key], fmt)}`;
    // A click that is the page's first event loads the early click then: a visitor who only looks does
    // not pay for the add's code (issue 27's bytes targets, with a cart too). Measured and shown, not judged.
    const onlyReported = (kind) => kind === 'cold';
    const versus = (key, factor, target, kind = 'watched') => {
      const verdict = judge(runs.islands[kind].map((r) => r[key]), runs.classic[kind].map((r) => r[key]), factor);
      // The cold clicks' spreads are summarised as cold<Key>.
      const shown = kind === 'cold' ? `cold${key[0].toUpperCase()}${key.slice(1)}` : key;
      const value = `${side(shown, target.fmt)}; ${verdict.runsMet}/${verdict.runs} runs met`;
      if (onlyReported(kind)) row(name, `${target.measure} (ours / classic)`, value, 'reported (the early click comes once the shopper shows up)', true);
      else row(name, `${target.measure} (ours / classic)`, value, target.text, verdict.ok);
    };
    row(name, 'script start → every island mounted', showSpread(ours.mountedMs), 'reported', true);
    row(name, 'long tasks, total (ours / classic)', side('longTaskMs'), 'reported', true);
    row(name, 'react-dom before the first interaction', ours.reactBeforeInteraction.max ? 'requested' : 'not requested', 'not requested', !ours.reactBeforeInteraction.max);
    versus('beforeInteractionGzip', 1, { measure: 'JS before the first interaction, every script (gzip)', fmt: kb, text: '≤ classic' });
    versus('scriptMs', 0.5, { measure: 'scripting to ready, unwatched', text: '≤ 0.5 × classic' }, 'unwatched');
    row(name, 'scripting to ready under Playwright (ours / classic)', side('watchedScriptMs'), 'reported', true);
    versus('clickToRequestMs', 1, { measure: 'click → add_to_cart request, pointer moved first', text: '≤ classic' });
    versus('clickToRequestMs', 1, { measure: 'click → add_to_cart request, click the first event', text: '≤ classic' }, 'cold');
    versus('clickToAddedMs', 1, { measure: "click → 'added', pointer moved first", text: '≤ classic' });
    versus('clickToAddedMs', 1, { measure: "click → 'added', click the first event", text: '≤ classic' }, 'cold');
  }
}

if (wanted('layout-shift')) {
  const { benchLayoutShift } = await import('./layout-shift.mjs');
  const shifts = await benchLayoutShift();
  results.layoutShift = shifts;
  for (const [name, r] of Object.entries(shifts)) {
    row('layout shift', `${name} page ${r.path}, script start → settled + 500 ms (worst of ${r.samples.length})`, r.maxShift.toFixed(4), '0 (fail > 0.001)', r.maxShift <= 0.001);
    row('layout shift', `${name} page, navigation → script start: the server markup's own (worst of ${r.samples.length})`, r.maxShiftBeforeStart.toFixed(4), 'reported', true);
  }
}

if (wanted('variation') && existsSync(path.join(root, 'bench/variation-change.mjs'))) {
  const { benchVariationChange } = await import('./variation-change.mjs');
  if (typeof benchVariationChange === 'function') {
    const variation = await benchVariationChange();
    results.variation = variation;
    const names = { first: 'the first choice', partial: 'a choice that leaves it open', complete: 'the completing choice (finds the variation)', change: 'a change of a complete choice' };
    for (const [kind, k] of Object.entries(variation.byKind)) {
      row('1,000 variations', `${names[kind]}: median (min–max, p95; ${k.samples} choices)`, `${ms(k.medianMs)} (${ms(k.minMs)}–${ms(k.maxMs)}, p95 ${ms(k.p95Ms)})`, '≤ 16 ms', k.medianMs <= 16);
    }
    // The machine is shared: a fixed loop under the same throttle says how fast it was during the run.
    console.log(`calibration: 1e6 loop iterations took ${variation.calibrationMs} ms in the page at 4× (about 5 ms on an idle machine); load average ${variation.loadAverage}`);
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
  const { benchRealShop, formatSpread, formatValue } = await import('./real-shop.mjs');
  // The shop is shared with others who may be changing it: a run that breaks off is a failed row, and
  // the table of everything else is still written.
  const realShop = await benchRealShop().catch((error) => ({ failed: true, reason: error.message.split('\n')[0] }));
  results.realShop = realShop.skipped || realShop.failed ? realShop : { summary: realShop.summary, table: realShop.table };
  if (realShop.skipped) console.log(`real shop: not run (${realShop.reason})`);
  if (realShop.failed) row('real shop', 'the run', `broke off: ${realShop.reason}`, 'completes', false);
  for (const r of realShop.table ?? []) {
    const runsMet = r.runs && r.target !== null ? `; ${r.runsMet}/${r.runs} runs met` : '';
    if (r.isCount) row(`real shop, ${r.page.toLowerCase()}`, r.measure, `${r.on} of ${r.off}`, 'none', r.ok);
    else row(`real shop, ${r.page.toLowerCase()}`, `${r.measure} (on / off)`, `${r.onSpread ? formatSpread(r.onSpread, r.unit) : formatValue(r.on, r.unit)} / ${r.offSpread ? formatSpread(r.offSpread, r.unit) : formatValue(r.off, r.unit)} (${r.ratio.toFixed(2)}×${runsMet})`, r.target === null ? 'reported' : `≤ ${r.target} × off`, r.ok !== false);
  }
}

console.table(rows);
writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify({ ...results, table: rows, failures }, null, 2)}\n`);
if (failures.length) {
  console.error(`\nMissed:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
