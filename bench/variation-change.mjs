// Benchmark: one attribute change on the 1,000-variation form (10 colours × 10 lengths × 10 materials,
// all in the page), in Chromium with the CPU slowed 4×. Each sample is the time from the click on a
// swatch to the updated form, laid out: the island's synchronous work (option filtering, swatches, the
// shown variation, image, meta, events), the microtasks it queued (the island runtime's mutation
// observer) and the style and layout it causes. Budget: 16 ms (one frame).
//
//   node bench/variation-change.mjs            builds dist/, then 7 runs
//   RUNS=9 CPU_RATE=4 node bench/variation-change.mjs --no-build
//
// Prints the median and writes bench/results/variation-change.json. Exits 1 over budget.
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startShop } from '../fixtures/server/app.mjs';
import { countertop } from '../fixtures/server/variable-catalog.mjs';
import { CHROMIUM_PATH } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Math.max(5, Number(process.env.RUNS) || 7);
const CPU_RATE = Number(process.env.CPU_RATE) || 4;
const BUDGET_MS = 16;
const PRODUCT = `/produkt/${countertop.slug}/`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const round = (n) => Math.round(n * 100) / 100;

// The machine is shared (2 cores, other test runs): the benchmark and the browser it starts run at a
// higher scheduling priority where allowed, so the figure is the form's cost more than the neighbours'.
function raisePriority() {
  try {
    os.setPriority(-10);
    return 'raised (nice -10)';
  } catch {
    return 'normal';
  }
}

const [colours, lengths, materials] = countertop.attributes.map((a) => a.terms.map(([slug]) => slug));

/** The variation the fixture sells for a choice (what the form must show), to check before timing. */
function expectedId(colour, length, material) {
  return countertop.variations.find((v) => v.attributes.attribute_pa_farg === colour && v.attributes.attribute_pa_langd === length && v.attributes.attribute_pa_material === material)?.id;
}

/**
 * Clicks a swatch on a quiet task and measures until the form is updated and laid out. Returns the
 * time and what the form shows, so the sample can be checked.
 */
function clickAndMeasure(page, attribute, value) {
  return page.evaluate(([name, val]) => new Promise((resolve, reject) => {
    requestAnimationFrame(() => setTimeout(() => {
      const form = document.querySelector('form.variations_form');
      const li = form.querySelector(`ul[data-attribute_name="${name}"] li[data-value="${val}"]`);
      if (!li || li.classList.contains('disabled')) {
        reject(new Error(`swatch ${name}=${val} is not clickable`));
        return;
      }
      const start = performance.now();
      li.click();
      // After the microtasks the change queued (mutation observers, promise reactions), the style and
      // layout of the updated form, as the next frame would need them.
      queueMicrotask(() => {
        document.body.getBoundingClientRect();
        const ms = performance.now() - start;
        resolve({
          ms,
          selected: form.querySelector(`select[name="${name}"]`).value,
          variationId: form.querySelector('input.variation_id').value,
          button: form.querySelector('.single_add_to_cart_button').className,
        });
      });
    }, 0));
  }), [attribute, value]);
}

/** The first value of an attribute, from `start` on, whose swatch is clickable now. */
async function clickable(page, attribute, values, start) {
  for (let i = 0; i < values.length; i++) {
    const value = values[(start + i) % values.length];
    const ok = await page.evaluate(([name, val]) => {
      const li = document.querySelector(`form.variations_form ul[data-attribute_name="${name}"] li[data-value="${val}"]`);
      return Boolean(li && !li.classList.contains('disabled'));
    }, [attribute, value]);
    if (ok) return value;
  }
  throw new Error(`no clickable value for ${attribute}`);
}

/** Runs the benchmark on dist/ as it is; writes bench/results/variation-change.json and returns the result. */
export async function benchVariationChange() {
  const priority = raisePriority();
  const loadBefore = os.loadavg()[0];
  const shop = await startShop({ port: 0 });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const samples = [];
  const calibrations = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`${shop.url}${PRODUCT}`);
      // The form works from load on without React (its placeholder's controller: `ready`).
      await page.waitForSelector('form.variations_form:is([data-wi-variation-form="ready"], [data-wi-variation-form="mounted"])');
      // WooCommerce's first check runs 100 ms after init; start once it is done.
      await page.waitForFunction(() => document.querySelector('form.variations_form .single_add_to_cart_button')?.classList.contains('wc-variation-selection-needed'));
      await page.waitForTimeout(200);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
      // A fixed script workload under the same throttle, to read the figure against how fast this machine
      // is right now (~5 ms on an idle 2-core machine at 4×; more when the machine is busy).
      calibrations.push(await page.evaluate(() => {
        const start = performance.now();
        let x = 0;
        for (let i = 0; i < 1e6; i++) x += i % 7;
        return performance.now() - start + (x < 0 ? 1 : 0);
      }));

      const choice = { attribute_pa_farg: '', attribute_pa_langd: '', attribute_pa_material: '' };
      const steps = [
        ['attribute_pa_farg', colours, run * 3, 'first'],
        ['attribute_pa_langd', lengths, run * 7, 'partial'],
        ['attribute_pa_material', materials, run * 5, 'complete'],
        ['attribute_pa_material', materials, run * 5 + 3, 'change'],
        ['attribute_pa_farg', colours, run * 3 + 4, 'change'],
        ['attribute_pa_langd', lengths, run * 7 + 2, 'change'],
      ];
      for (const [attribute, values, start, kind] of steps) {
        const value = await clickable(page, attribute, values, start);
        const result = await clickAndMeasure(page, attribute, value);
        // Correct before fast: the choice took, and a complete choice shows the fixture's variation.
        if (result.selected !== value) throw new Error(`${attribute}=${value} was not chosen (got "${result.selected}")`);
        choice[attribute] = value;
        const complete = Object.values(choice).every(Boolean);
        const expected = complete ? String(expectedId(choice.attribute_pa_farg, choice.attribute_pa_langd, choice.attribute_pa_material)) : '';
        if (result.variationId !== expected) throw new Error(`after ${attribute}=${value} the form shows variation "${result.variationId}", expected "${expected}"`);
        samples.push({ run, kind, attribute, value, ms: result.ms });
        // Let the gallery's 20 ms follow-up and any idle work finish before the next change.
        await page.waitForTimeout(60);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    shop.server.close();
  }

  // The headline: changing one attribute of a complete choice (filter, match, show a new variation).
  const changes = samples.filter((s) => s.kind === 'change').map((s) => s.ms);
  const all = samples.map((s) => s.ms);
  // Every kind of choice: the first, one that still leaves the choice open, the one that completes it
  // (finds the variation), and a change of a complete choice.
  const byKind = Object.fromEntries(['first', 'partial', 'complete', 'change'].map((kind) => {
    const ms = samples.filter((s) => s.kind === kind).map((s) => s.ms);
    return [kind, { samples: ms.length, minMs: round(Math.min(...ms)), medianMs: round(median(ms)), p95Ms: round(percentile(ms, 0.95)), maxMs: round(Math.max(...ms)) }];
  }));
  const result = {
    benchmark: 'variation-change',
    description: 'One attribute change on a 1,000-variation variation form (swatches, local matching): click to updated, laid-out form',
    product: PRODUCT,
    variations: countertop.variations.length,
    cpuThrottlingRate: CPU_RATE,
    runs: RUNS,
    medianMs: round(median(changes)),
    p95Ms: round(percentile(changes, 0.95)),
    allChangesMedianMs: round(median(all)),
    byKind,
    budgetMs: BUDGET_MS,
    withinBudget: Object.values(byKind).every((kind) => kind.medianMs <= BUDGET_MS),
    chromium: browser.version(),
    priority,
    loadAverage: round(loadBefore),
    calibrationMs: round(median(calibrations)),
    date: new Date().toISOString(),
    samples: samples.map((s) => ({ ...s, ms: round(s.ms) })),
  };
  await mkdir(path.join(root, 'bench/results'), { recursive: true });
  await writeFile(path.join(root, 'bench/results/variation-change.json'), `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync(process.execPath, ['build.mjs'], { cwd: root, stdio: 'inherit', env: { ...process.env, QUIET_BUILD: '1' } });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const result = await benchVariationChange();
  console.log(`variation-change: median ${result.medianMs} ms per attribute change (p95 ${result.p95Ms} ms; ${result.samples.filter((x) => x.kind === 'change').length} changes over ${RUNS} runs, CPU ${CPU_RATE}× slower; budget ${BUDGET_MS} ms; load ${result.loadAverage}, priority ${result.priority})`);
  console.log(`  calibration: 1e6 loop iterations took ${result.calibrationMs} ms in the page under the same throttle`);
  for (const [kind, stats] of Object.entries(result.byKind)) console.log(`  ${kind.padEnd(9)} median ${stats.medianMs} ms, max ${stats.maxMs} ms (${stats.samples})`);
  if (!result.withinBudget) process.exitCode = 1;
}
