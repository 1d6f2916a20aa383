// `npm test`: type-check, unit tests, then end-to-end tests. Every suite runs even when an earlier
// one failed, so a report counts every test; the exit code is non-zero if anything failed.
// `node test/run-all.mjs e2e` (or `npm test -- unit e2e`) runs only the steps named.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ensureChromium } from './find-chromium.mjs';
import { summarise } from './summary.mjs';

mkdirSync('test-results', { recursive: true });
// A report left from an earlier run would be counted as this run's.
for (const report of ['unit.json', 'e2e.json']) rmSync(`test-results/${report}`, { force: true });
const steps = [
  ['typecheck', ['npx', 'tsc', '--noEmit', '-p', '.']],
  ['unit', ['npx', 'vitest', 'run']],
  ['build', ['node', 'build.mjs']],
  ['e2e', ['npx', 'playwright', 'test']],
];
const only = process.argv.slice(2);
const failed = [];
let browserMissing = false;
for (const [name, [command, ...args]] of steps) {
  if (only.length && !only.includes(name)) continue;
  if (name === 'e2e' && failed.includes('build')) continue;
  console.log(`\n▶ ${name}`);
  const env = { ...process.env, QUIET_BUILD: name === 'build' ? '' : '1' };
  if (name === 'e2e') {
    const chromium = await ensureChromium();
    if (!chromium) {
      browserMissing = true;
      failed.push(name);
      continue;
    }
    env.CHROMIUM_PATH = chromium;
  }
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) failed.push(name);
}
const { passed, failed: failedTests } = summarise({ typecheckFailed: failed.includes('typecheck'), browserMissing });
console.log(`\n${failed.length ? `failed steps: ${failed.join(', ')}` : 'all steps passed'}`);
const line = `tests: ${passed} passed, ${failedTests} failed`;
writeFileSync('test-results/summary.txt', `${line}\n`);
console.log(line);
process.exit(failed.length ? 1 : 0);
