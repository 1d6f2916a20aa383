// Elementor's and Elementor Pro's front-end runtime on the real shop's pages: retired (the bundle's
// islands handle the widgets) or kept (their own handlers do, and ours stand down).
import { expect, type Page } from '@playwright/test';

// Every script file of the two plugins: the webpack runtimes, frontend-modules, frontend, Pro's
// frontend and elements-handlers, the chunks they load on demand, and their libraries (Dialogs
// Manager, Swiper, SmartMenus). Their inline config (`elementorFrontendConfig`,
// `ElementorProFrontendConfig`) stays: it is printed in the page.
const ELEMENTOR_SCRIPTS = /\/wp-content\/plugins\/(elementor|pro-elements)\/assets\/(js|lib)\/.+\.js(\?|$)/;

/**
 * SIMULATES the plugin retiring Elementor's runtime, for plugin-on tests, until the plugin's theme area
 * retires it itself on a page whose widgets the bundle all covers (issue 26, item 2): each of those
 * script files is answered with an empty script, so the page loads as it would without them (no
 * failed request, no console error). Once the plugin retires them, run the suite with
 * `REAL_SHOP_PLUGIN_RETIRES_ELEMENTOR=1` (or delete this helper's calls): the pages then request none
 * of these files, and the tests' own check (`runtimeRetired`) proves the plugin did it.
 */
export async function simulateRetiredElementorRuntime(page: Page): Promise<void> {
  if (process.env.REAL_SHOP_PLUGIN_RETIRES_ELEMENTOR === '1') return;
  await page.route(ELEMENTOR_SCRIPTS, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* retired */' }));
}

/** Whether Elementor's and Pro's front ends ran on the page (their globals exist). */
export function elementorRuntimeRan(page: Page): Promise<{ elementor: boolean; pro: boolean }> {
  return page.evaluate(() => ({
    elementor: typeof (window as { elementorFrontend?: unknown }).elementorFrontend === 'object',
    pro: typeof (window as { elementorProFrontend?: unknown }).elementorProFrontend === 'object',
  }));
}

/**
 * Ends the simulation on this page: its next pages run Elementor's runtime, as on a page where the
 * plugin keeps it. Today's plugin keeps it everywhere. Once it retires the runtime on /elementor-demo/
 * (every widget there covered), the journeys that keep it need the plugin told to keep it there (for
 * instance `woo_islands_page_builder_covered_widgets` without one of the demo page's widgets): their
 * `expectRuntimeKept` says so when it is not.
 */
export async function keepElementorRuntime(page: Page): Promise<void> {
  await page.unroute(ELEMENTOR_SCRIPTS);
}

/** The page ran Elementor's and Pro's front ends (a journey that needs them kept checks this first). */
export async function expectRuntimeKept(page: Page): Promise<void> {
  expect(await elementorRuntimeRan(page), 'Elementor\'s runtime ran on this page; if the plugin now retires it here, keep it for this journey (see keepElementorRuntime)').toEqual({ elementor: true, pro: true });
}
