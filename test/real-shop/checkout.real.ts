import { test, expect } from './fixtures';
import { addFromLoop } from './shopper';

test.use({ storageState: { cookies: [], origins: [] } });

const attribution = (page: import('@playwright/test').Page) =>
  page.locator('form.checkout input[name^="wc_order_attribution_"]').evaluateAll((inputs) =>
    Object.fromEntries(inputs.map((input) => [(input as HTMLInputElement).name.replace('wc_order_attribution_', ''), (input as HTMLInputElement).value])));

test('after consent the checkout carries the order attribution, and the order is placed', async ({ page }) => {
  await page.goto('/butik/');
  await page.getByRole('dialog', { name: 'Hantera samtycke' }).getByRole('button', { name: 'Acceptera' }).click();
  await addFromLoop(page, 'Kaffekopp stengods');
  await page.goto('/checkout/');
  await expect.poll(async () => (await attribution(page)).source_type).toBe('typein');
  expect(await attribution(page)).toEqual(expect.objectContaining({
    source_type: 'typein',
    referrer: '(none)',
    utm_source: '(direct)',
    utm_medium: '(none)',
    session_entry: expect.stringMatching(/\/butik\/$/),
    session_pages: '2',
    session_count: '1',
    user_agent: expect.stringContaining('Chrome'),
  }));

  const billing = page.locator('.woocommerce-billing-fields');
  await billing.getByRole('textbox', { name: 'Förnamn' }).fill('Kim');
  await billing.getByRole('textbox', { name: 'Efternamn' }).fill('Testsson');
  await billing.getByRole('textbox', { name: 'Gatuadress' }).fill('Storgatan 1');
  await billing.getByRole('textbox', { name: 'Postnummer' }).fill('111 22');
  await billing.getByRole('textbox', { name: 'Stad/ort' }).fill('Stockholm');
  await billing.getByRole('textbox', { name: 'Telefon' }).fill('070-123 45 67');
  await billing.getByRole('textbox', { name: 'E-postadress' }).fill('kim@example.com');
  await expect(page.locator('#order_review .order-total')).toContainText('148,00 kr');
  await page.locator('#terms').check();
  await page.getByRole('button', { name: 'Lägg beställning' }).click();
  await expect(page.locator('.woocommerce-thankyou-order-received')).toContainText('Tack! Vi har tagit emot din beställning.');
  await expect(page.locator('.woocommerce-order-overview__total')).toContainText('148,00 kr');
});

test('without consent the attribution fields stay empty', async ({ page }) => {
  await page.goto('/butik/');
  await page.getByRole('dialog', { name: 'Hantera samtycke' }).getByRole('button', { name: 'Neka' }).click();
  await addFromLoop(page, 'Kaffekopp stengods');
  await page.goto('/checkout/');
  await expect(page.locator('#order_review .order-total')).toContainText('148,00 kr');
  await page.waitForLoadState('networkidle');
  const fields = await attribution(page);
  expect(Object.keys(fields)).toContain('source_type');
  expect(Object.values(fields).filter(Boolean)).toEqual([]);
});
