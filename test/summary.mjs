// Counts the tests that ran, from the JSON reports vitest and Playwright write to test-results/.
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

function read(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

// A failed type-check, or end-to-end tests that could not run for want of a browser, count as one failure each.
export function summarise({ typecheckFailed = false, browserMissing = false } = {}) {
  const unit = read('test-results/unit.json');
  const e2e = read('test-results/e2e.json');
  let passed = 0;
  let failed = (typecheckFailed ? 1 : 0) + (browserMissing ? 1 : 0);
  if (unit) {
    passed += unit.numPassedTests ?? 0;
    failed += unit.numFailedTests ?? 0;
  }
  if (e2e?.stats) {
    passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected ?? 0;
  }
  return { passed, failed };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { passed, failed } = summarise({ typecheckFailed: process.argv.includes('--typecheck-failed') });
  console.log(`tests: ${passed} passed, ${failed} failed`);
}
