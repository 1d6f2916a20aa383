// The test switches of the suite's must-use plugin (mu-plugins/islands-test-switches.php): inline code
// attached to a script, code queued with wc_enqueue_js(), and server faults, each on for the browser
// that carries the cookie `wi_test` only.
import type { BrowserContext } from '@playwright/test';
import { shopUrl } from './shop';

/** Turns the switches on for the context's next requests (and off any other). */
export async function switchOn(context: BrowserContext, ...switches: string[]): Promise<void> {
  await context.addCookies([{ name: 'wi_test', value: switches.join('|'), url: shopUrl() }]);
}

/** Every switch off. */
export async function switchesOff(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: 'wi_test' });
}
