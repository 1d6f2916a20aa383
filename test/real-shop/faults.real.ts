import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { addFromLoop, card, expectHeaderCart, headerCart, swatch, swatchesReady } from './shopper';
import { expectPageCartIsServerCart } from './server-cart';
import { switchOn, switchesOff } from './switches';
import { wp } from './shop';

// The real server failing on demand (mu-plugins/islands-test-switches.php, switched per browser by a
// cookie; the shop's data changed with wp.php). For each fault: the spec's message
// (../shared/spec/storefront.md §8, as the fixture's fault suite has it: test/fault/faults.ts), nothing
// left spinning, nothing lost or doubled, and the page showing the cart the server has. With the plugin
// off the same steps show what WooCommerce's own scripts do; where that differs the test says so.

/** The spec's messages (storefront spec §8) for a failed call. */
const MESSAGES = { '500': 'Ett okänt fel uppstod.', html: 'Svaret är inget giltigt JSON-svar.', timeout: 'Ett okänt fel uppstod.' } as const;

/** The browser logs each answer that is an HTTP error; those the test asked for are not the page's errors. */
function allowFailedLoads(consoleErrors: string[], status: RegExp): void {
  for (let i = consoleErrors.length - 1; i >= 0; i -= 1) {
    if (new RegExp(`Failed to load resource: the server responded with a status of ${status.source}`).test(consoleErrors[i] ?? '')) consoleErrors.splice(i, 1);
  }
}

const loopNotices = (page: Page) => page.locator('.woocommerce-notices-wrapper .woocommerce-error');

test('an add to cart the server fails (a fatal error, an HTML page, no answer in time) leaves the cart as the server has it, and the next add lands once', async ({ page, context, plugin, consoleErrors }) => {
  await page.goto('/butik/');
  const button = card(page, 'Kaffekopp stengods').locator('.add_to_cart_button');
  for (const fault of ['500', 'html', 'timeout'] as const) {
    await switchOn(context, `fault:add_to_cart:${fault}`);
    // The server holds a timed-out request a few seconds; the page's clock runs past the client's 10 s.
    if (fault === 'timeout') await page.clock.install();
    // (With the bundle a timed-out request is dropped by the page: the server's late 504 reaches nobody.)
    const answered = page.waitForResponse((r) => r.url().includes('wc-ajax=add_to_cart')).catch(() => null);
    const sent = page.waitForRequest((r) => r.url().includes('wc-ajax=add_to_cart'));
    await button.click();
    await sent;
    if (fault === 'timeout') await page.clock.fastForward(11_000);
    if (plugin === 'active') {
      await expect(loopNotices(page), fault).toContainText(MESSAGES[fault]);
      await expect(button, fault).not.toHaveClass(/\bloading\b/);
    } else {
      // WooCommerce's add-to-cart.js has no error handler: no message, and its spinner stays.
      await answered;
      await expect(button, fault).toHaveClass(/\bloading\b/);
      await expect(loopNotices(page)).toHaveCount(0);
    }
    await expectHeaderCart(page, '0,00 kr', '0 items');
    await expectPageCartIsServerCart(page);
  }
  await switchesOff(context);

  await button.click();
  await expect(button).toHaveClass(/\badded\b/);
  await expectHeaderCart(page, '99,00 kr', '1 item');
  await expectPageCartIsServerCart(page);
  allowFailedLoads(consoleErrors, /(500|504)/);
});

test('the cart changes on the server under the page: out of stock between view and add, then an expired session', async ({ page }) => {
  // Eight page loads and five adds: more than the suite's minute on a loaded machine.
  test.setTimeout(120_000);
  // Out of stock after the shop page was shown: WooCommerce answers with the product's address and both
  // scripts go there. (Its notice of why is lost: a visitor with an empty cart has no session to keep
  // it in.) The product says it is out of stock and offers no add.
  await page.goto('/butik/');
  wp(['stock', 'kaffekopp-stengods', '0']);
  await card(page, 'Kaffekopp stengods').locator('.add_to_cart_button').click();
  await expect(page).toHaveURL(/\/produkt\/kaffekopp-stengods\/$/);
  await expect(page.locator('.summary .stock')).toHaveText('Slut i lager');
  await expect(page.locator('.summary .single_add_to_cart_button')).toHaveCount(0);
  await expectHeaderCart(page, '0,00 kr', '0 items');
  await expectPageCartIsServerCart(page);

  // A variation chosen while in stock, gone when the shopper adds it: the form's add is refused.
  await page.goto('/produkt/forklade/');
  await swatchesReady(page);
  await swatch(page, 'pa_farg', 'Blå').click();
  await swatch(page, 'pa_storlek', 'M').click();
  await expect(page.locator('.single_variation .stock')).toHaveText('4 i lager');
  wp(['stock', 'forklade', '0', 'pa_farg=bla', 'pa_storlek=m']);
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator('.woocommerce-error')).toContainText('Förkläde');
  await expectHeaderCart(page, '0,00 kr', '0 items');
  await expectPageCartIsServerCart(page);

  // The session expires (WooCommerce's clean-up ran) while the page still shows its cart: the next add
  // starts a new cart, and the page shows that one, not the lost item.
  await page.goto('/butik/');
  await addFromLoop(page, 'Brödkniv');
  await expectHeaderCart(page, '299,00 kr', '1 item');
  wp(['expire-sessions']);
  await addFromLoop(page, 'Kökshandduk i linne');
  await expectHeaderCart(page, '149,00 kr', '1 item');
  const mini = headerCart(page);
  await expect(mini.items).toHaveCount(1);
  await expect(mini.items).toContainText('Kökshandduk i linne');
  await expectPageCartIsServerCart(page);
  await page.reload();
  await expectHeaderCart(page, '149,00 kr', '1 item');
  await expectPageCartIsServerCart(page);
});

test("an expired nonce on the wishlist's calls: the shop's message, the list as the server has it, and a fresh page's nonce works", async ({ page, context }) => {
  // Storefront's pages make no REST call, with the plugin or without: the wishlist's calls are the ones
  // carrying WordPress's REST nonce (as tinvwl-security and X-WP-Nonce).
  await page.goto('/butik/');
  await card(page, 'Kaffekopp stengods').getByRole('button', { name: 'Add to Wishlist' }).click();
  const popup = page.locator('.tinv-modal.tinv-modal-open');
  await expect(popup).toContainText('Kaffekopp stengods added to Default wishlist');

  await page.goto('/onskelista/');
  const rows = page.locator('table.tinvwl-table-manage-list tbody tr.wishlist_item');
  await expect(rows).toHaveCount(1);
  await expect(page.locator('div.tinv-wishlist[data-wi-wishlist-page="mounted"], div.tinv-wishlist:not([data-wi-wishlist-page])').first()).toBeAttached();
  await switchOn(context, 'nonce-expired');
  await rows.locator('button[name="tinvwl-remove"]').click();
  await expect(popup).toContainText('Something went wrong');
  await expect(rows).toHaveCount(1);
  await popup.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await expect(rows).toHaveCount(1);

  // The reloaded page carries a nonce made now, which verifies. Clicked at once: before the list's code
  // is there, the click waits for it (the plugin's server ignores the form's own post).
  await rows.locator('button[name="tinvwl-remove"]').click();
  await expect(rows).toHaveCount(0);
  await page.reload();
  await expect(page.locator('table.tinvwl-table-manage-list tbody tr.wishlist_item')).toHaveCount(0);
});

test.describe('a coupon that expired', () => {
  test.use({ shopSetup: [['coupon', 'SOMMAR', '10', '2020-08-31']] });

  // Storefront has no coupon in a side panel: the cart page's form (WooCommerce's cart.js, kept with
  // the plugin) is where a shopper applies one.
  test("is refused on the cart page with WooCommerce's message; the totals and the header cart stay the server's", async ({ page }) => {
    await page.goto('/butik/');
    await addFromLoop(page, 'Kaffekopp stengods');
    await page.goto('/varukorg/');
    const code = page.getByRole('textbox', { name: 'Rabattkod:' });
    await code.fill('SOMMAR');
    await page.getByRole('button', { name: 'Tillämpa rabattkod' }).click();
    await expect(page.locator('.coupon').getByRole('alert')).toHaveText('Rabattkoden ”sommar” har löpt ut.');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.blockUI')).toHaveCount(0);
    await expect(page.locator('.cart_totals tr.cart-discount')).toHaveCount(0);
    await expect(page.locator('.cart_totals .order-total')).toContainText('148,00 kr');
    await expectHeaderCart(page, '99,00 kr', '1 item');
    await expectPageCartIsServerCart(page);
  });
});
