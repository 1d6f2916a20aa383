import { defineConfig } from '@playwright/test';
import { BANNER_CLOSED } from './test/consent-state';
import { findChromium } from './test/find-chromium.mjs';

// Each run serves the fixture shop on a port of its own, so parallel runs (and a shop already
// running on 8080) do not collide. Workers inherit the port through the environment.
process.env.E2E_PORT ??= String(8100 + (process.pid % 800));
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: 'test',
  outputDir: 'test-results/artifacts',
  testMatch: ['**/*.spec.ts'],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [[process.env.CI ? 'dot' : 'list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    // Recording a trace of every test costs CI minutes it does not have to spare; locally it helps.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    storageState: BANNER_CLOSED,
    launchOptions: {
      // `npm test` resolves (or installs) it first and passes it on as CHROMIUM_PATH; with none found,
      // Playwright looks for its own and says how to install it.
      executablePath: findChromium() ?? undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
    },
  },
  webServer: {
    command: 'node fixtures/server/start.mjs',
    url: `http://127.0.0.1:${port}/butik/`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 20_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
