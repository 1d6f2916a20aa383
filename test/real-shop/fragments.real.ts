import { test, expect } from './fixtures';
import { addFromLoop, expectHeaderCart, headerCart, wcAjaxRequests } from './shopper';

test('an empty cart asks for no fragments when pages are reloaded or opened', async ({ page }) => {
  await page.goto('/butik/');
  await expectHeaderCart(page, '0,00 kr', '0 items');
  await page.waitForLoadState('networkidle');

  const asked = wcAjaxRequests(page, 'get_refreshed_fragments');
  await page.reload();
  await page.waitForLoadState('networkidle');
  await page.goto('/produkt/skarbrada-i-ek/');
  await page.waitForLoadState('networkidle');
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expectHeaderCart(page, '0,00 kr', '0 items');
  expect(asked.map((r) => r.url())).toEqual([]);
});

test('the cart survives a reload from the fragments cache and shows in a second tab', async ({ page, context }) => {
  await page.goto('/butik/');
  await addFromLoop(page, 'Kaffekopp stengods');
  await expectHeaderCart(page, '99,00 kr', '1 item');
  await page.waitForLoadState('networkidle');
  // Either script caches the fragments after the add's answer: reload once they hold the item.
  await page.waitForFunction(() => Object.keys(sessionStorage).some((k) => k.startsWith('wc_fragments_') && (sessionStorage.getItem(k) ?? '').includes('Kaffekopp')));

  const asked = wcAjaxRequests(page, 'get_refreshed_fragments');
  await page.reload();
  await expectHeaderCart(page, '99,00 kr', '1 item');
  const mini = headerCart(page);
  await mini.open();
  await expect(mini.items).toHaveCount(1);
  await expect(mini.items).toContainText('Kaffekopp stengods');
  await page.waitForLoadState('networkidle');
  // The cached fragments match the cart's hash: nothing to ask the server.
  expect(asked.map((r) => r.url())).toEqual([]);

  const second = await context.newPage();
  await second.goto('/produkt/brodkniv/');
  await expectHeaderCart(second, '99,00 kr', '1 item');
  const secondMini = headerCart(second);
  await secondMini.open();
  await expect(secondMini.items).toContainText('Kaffekopp stengods');

  // Added in the second tab: the first tab's header follows without a reload.
  await second.getByRole('button', { name: 'Lägg till i varukorg' }).click();
  await expect(second.locator('.woocommerce-message')).toContainText('”Brödkniv” har lagts i din varukorg.');
  await expectHeaderCart(second, '398,00 kr', '2 items');
  await expectHeaderCart(page, '398,00 kr', '2 items');
});
