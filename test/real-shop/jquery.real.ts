import { test, expect } from './fixtures';
import { addFromLoop, expectHeaderCart } from './shopper';
import { switchOn, switchesOff } from './switches';
import { wp } from './shop';

// jQuery goes with the scripts the bundle replaces unless something on the page needs it: a plugin's
// inline code attached to jQuery (wp_add_inline_script, which WordPress prints whatever becomes of
// the script's tag), code WooCommerce queued (wc_enqueue_js), or the owner's "Keep jQuery on every
// page" setting. The test switches of mu-plugins/islands-test-switches.php add the code: each piece
// marks the body with the jQuery version it ran with, and a console error ("jQuery is not defined")
// fails the test. Without the plugin jQuery is always there: the same code runs.
const jqueryOnPage = (page: import('@playwright/test').Page) => page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery);

test('inline code on jquery, jquery-core and jquery-migrate and code queued with wc_enqueue_js run with jQuery; the setting keeps it', async ({ page, context, plugin }) => {
  // Nothing on the shop page needs jQuery once the bundle does the work.
  await page.goto('/butik/');
  expect(await jqueryOnPage(page)).toBe(plugin === 'active' ? 'undefined' : 'function');

  // One handle per page (code before and after it); each alone keeping jQuery is checked in PHP
  // (php/jquery.test.php). The terms page: a light page, with the same scripts.
  for (const handle of ['jquery', 'jquery-core', 'jquery-migrate']) {
    await switchOn(context, `inline:${handle}:before`, `inline:${handle}:after`);
    await page.goto('/kopvillkor/', { waitUntil: 'domcontentloaded' });
    for (const position of ['before', 'after']) {
      await expect(page.locator('body'), `${position} ${handle}`).toHaveAttribute(`data-inline-${handle}-${position}`, /^3\./);
    }
  }
  await switchOn(context, 'queued-js');
  await page.goto('/kopvillkor/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('body')).toHaveAttribute('data-queued-js', /^3\./);
  await switchesOff(context);

  // The owner's switch: jQuery on every page, and a theme's jQuery listener hears the add once.
  wp(['option', 'woo_islands_keep_jquery', '"1"']);
  await page.goto('/butik/');
  expect(await jqueryOnPage(page)).toBe('function');
  await page.evaluate(() => {
    const w = window as unknown as { jQuery: (el: unknown) => { on: (type: string, fn: () => void) => void }; heard: number };
    w.heard = 0;
    w.jQuery(document.body).on('added_to_cart', () => { w.heard += 1; });
  });
  await addFromLoop(page, 'Kaffekopp stengods');
  await expectHeaderCart(page, '99,00 kr', '1 item');
  expect(await page.evaluate(() => (window as unknown as { heard: number }).heard)).toBe(1);
});
