// Counts the tests that ran, from the JSON reports vitest and Playwright write to test-results/.
//   node test/summary.mjs                   the line for `npm test` (unit and end-to-end)
//   node test/summary.mjs --plus-real-shop  that line (test-results/summary.txt when `npm test` wrote it)
//                                           plus the real-shop suite's counts (test-results/real-shop.json)
//                                           and the plugin's PHP tests' (test-results/real-shop-php.json)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

function read(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

/** Passed and failed in a Playwright JSON report; flaky tests passed in the end. */
function playwrightCounts(report) {
  if (!report?.stats) return { passed: 0, failed: 0 };
  return {
    passed: (report.stats.expected ?? 0) + (report.stats.flaky ?? 0),
    failed: report.stats.unexpected ?? 0,
  };
}

// A failed type-check, or end-to-end tests that could not run for want of a browser, count as one failure each.
export function summarise({ typecheckFailed = false, browserMissing = false } = {}) {
  const unit = read('test-results/unit.json');
  const e2e = playwrightCounts(read('test-results/e2e.json'));
  let passed = e2e.passed;
  let failed = (typecheckFailed ? 1 : 0) + (browserMissing ? 1 : 0) + e2e.failed;
  if (unit) {
    passed += unit.numPassedTests ?? 0;
    failed += unit.numFailedTests ?? 0;
  }
  return { passed, failed };
}

/**
 * The real-shop suite's counts, its PHP tests' included. A run that left no report (it stopped before
 * its tests, e.g. in its global setup) counts as one failure, never as a pass.
 */
export function realShopCounts() {
  const report = read('test-results/real-shop.json');
  const shop = report?.stats ? playwrightCounts(report) : { passed: 0, failed: 1 };
  // The plugin's PHP tests on the same shop (test/real-shop/php/run.php); no report is a failure too.
  const php = read('test-results/real-shop-php.json');
  // Parts of the suite .ci/run could not run (the Elementor journeys on a shop without Elementor): one
  // failure each, never a silent pass.
  const notRun = existsSync('test-results/real-shop-not-run.txt')
    ? readFileSync('test-results/real-shop-not-run.txt', 'utf8').split('\n').filter((line) => line.trim()).length
    : 0;
  return {
    passed: shop.passed + (php?.stats?.passed ?? 0),
    failed: shop.failed + (php?.stats ? php.stats.failed ?? 0 : 1) + notRun,
  };
}

const LINE = /^tests: (\d+) passed, (\d+) failed$/;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let { passed, failed } = summarise({ typecheckFailed: process.argv.includes('--typecheck-failed') });
  if (process.argv.includes('--plus-real-shop')) {
    const earlier = existsSync('test-results/summary.txt') ? readFileSync('test-results/summary.txt', 'utf8').trim().split('\n').pop() : '';
    const match = LINE.exec(earlier ?? '');
    if (match) [passed, failed] = [Number(match[1]), Number(match[2])];
    const shop = realShopCounts();
    passed += shop.passed;
    failed += shop.failed;
    writeFileSync('test-results/summary.txt', `tests: ${passed} passed, ${failed} failed\n`);
  }
  console.log(`tests: ${passed} passed, ${failed} failed`);
}
