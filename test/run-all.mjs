// `npm test`: type-check, unit tests, then end-to-end tests. Every suite runs even when an earlier
// one failed, so a report counts every test; the exit code is non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { summarise } from './summary.mjs';

mkdirSync('test-results', { recursive: true });
const steps = [
  ['typecheck', ['npx', 'tsc', '--noEmit', '-p', '.']],
  ['unit', ['npx', 'vitest', 'run']],
  ['build', ['node', 'build.mjs']],
  ['e2e', ['npx', 'playwright', 'test']],
];
const failed = [];
for (const [name, [command, ...args]] of steps) {
  if (name === 'e2e' && failed.includes('build')) continue;
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, QUIET_BUILD: name === 'build' ? '' : '1' } });
  if (result.status !== 0) failed.push(name);
}
const { passed, failed: failedTests } = summarise({ typecheckFailed: failed.includes('typecheck') });
console.log(`\n${failed.length ? `failed steps: ${failed.join(', ')}` : 'all steps passed'}`);
const line = `tests: ${passed} passed, ${failedTests} failed`;
writeFileSync('test-results/summary.txt', `${line}\n`);
console.log(line);
process.exit(failed.length ? 1 : 0);
