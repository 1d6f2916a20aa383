import { defineConfig } from '@playwright/test';
import { findChromium } from './test/find-chromium.mjs';
import { shopUrl } from './test/real-shop/shop';
import type { Options } from './test/real-shop/fixtures';

// The end-to-end suite on the real WordPress + WooCommerce shop (../shared/real-shop). Every journey
// runs twice: with the plugin active (the bundle on the shop's markup) and with it deactivated (the
// shop's own scripts), which proves the test asks for what WooCommerce does. One worker: the tests
// share the shop's database, which each test resets.
// A shop installed without Elementor (.ci/run, when its repositories are not in the mirror) has none of
// the pages the Elementor journeys need: they are left out, and .ci/run says so and counts a failure.
const withoutElementor = process.env.REAL_SHOP_ELEMENTOR === '0' ? ['**/elementor*.real.ts'] : [];

export default defineConfig<Pick<Options, 'plugin'>>({
  testDir: 'test/real-shop',
  testMatch: ['**/*.real.ts'],
  outputDir: 'test-results/real-shop-artifacts',
  globalSetup: './test/real-shop/global-setup.ts',
  timeout: 60_000,
  // Generous for a loaded 2-core machine: the shop renders a page in 0.15-0.3 s alone, seconds under load.
  expect: { timeout: 10_000 },
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [[process.env.CI ? 'dot' : 'list'], ['json', { outputFile: 'test-results/real-shop.json' }]],
  use: {
    baseURL: shopUrl(),
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    { name: 'plugin-on', use: { plugin: 'active' }, testIgnore: withoutElementor },
    // The area switches are the plugin's: without it there is nothing to switch (each area's journeys
    // run without the plugin in their own files).
    { name: 'plugin-off', use: { plugin: 'inactive' }, testIgnore: ['**/areas.real.ts', ...withoutElementor] },
  ],
});
