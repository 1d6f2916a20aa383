// Elementor's and Elementor Pro's front-end runtime on the real shop's pages: retired (the bundle's
// islands handle the widgets) or kept (their own handlers do, and ours stand down).
import { expect, type Page } from '@playwright/test';
import { switchOn, switchesOff } from './switches';

// A widget on /elementor-demo/ that Elementor gives no handler: counted as not covered (the suite's
// test switch `uncover`), it makes the plugin keep Elementor's runtime on the page.
const KEEP_BY = 'uncover:heading';

/**
 * The page as the plugin covers it: the plugin retires Elementor's runtime itself on a page whose every
 * widget the bundle covers (its theme area, issue 26 item 2), so this only makes sure no earlier
 * `keepElementorRuntime` of the test still asks it to keep it.
 */
export async function pluginRetiresElementorRuntime(page: Page): Promise<void> {
  await switchesOff(page.context());
}

/** Whether Elementor's and Pro's front ends ran on the page (their globals exist). */
export function elementorRuntimeRan(page: Page): Promise<{ elementor: boolean; pro: boolean }> {
  return page.evaluate(() => ({
    elementor: typeof (window as { elementorFrontend?: unknown }).elementorFrontend === 'object',
    pro: typeof (window as { elementorProFrontend?: unknown }).elementorProFrontend === 'object',
  }));
}

/**
 * The browser's next pages keep Elementor's runtime, as a page with a widget the bundle does not cover
 * does: the plugin is told (a test switch) to count one of the demo page's widgets as not covered.
 */
export async function keepElementorRuntime(page: Page): Promise<void> {
  await switchOn(page.context(), KEEP_BY);
}

/** The page ran Elementor's and Pro's front ends (a journey that needs them kept checks this first). */
export async function expectRuntimeKept(page: Page): Promise<void> {
  expect(await elementorRuntimeRan(page), 'Elementor\'s runtime ran on this page (kept by keepElementorRuntime)').toEqual({ elementor: true, pro: true });
}
