import { test, expect } from './fixtures';
import { addFromLoop, expectHeaderCart } from './shopper';

test.use({ shopSetup: [['coupon', 'RABATT10', '10']] });

test.beforeEach(async ({ page }) => {
  await page.goto('/butik/');
  await addFromLoop(page, 'Skärbräda i ek');
  await addFromLoop(page, 'Kaffekopp stengods');
  await page.goto('/varukorg/');
});

const row = (page: import('@playwright/test').Page, name: string) => page.locator('form.woocommerce-cart-form tr.cart_item').filter({ hasText: name });
const totals = (page: import('@playwright/test').Page) => page.locator('.cart_totals');

test('a new quantity updates the line, the totals and the header cart', async ({ page }) => {
  await expectHeaderCart(page, '448,00 kr', '2 items');
  const cup = row(page, 'Kaffekopp stengods');
  await cup.getByRole('spinbutton').fill('3');
  await page.getByRole('button', { name: 'Uppdatera varukorg' }).click();
  await expect(page.locator('.woocommerce-message')).toContainText('Varukorg uppdaterad.');
  await expect(cup.locator('.product-subtotal')).toHaveText('297,00 kr');
  await expect(totals(page).locator('.cart-subtotal td')).toHaveText('646,00 kr');
  await expectHeaderCart(page, '646,00 kr', '4 items');
  await page.reload();
  await expect(row(page, 'Kaffekopp stengods').getByRole('spinbutton')).toHaveValue('3');
});

test('removing a line leaves the other, with an undo, and the header cart follows', async ({ page }) => {
  await page.getByRole('button', { name: 'Ta bort Skärbräda i ek från varukorg' }).click();
  await expect(page.locator('.woocommerce-message')).toContainText('”Skärbräda i ek” borttagen.');
  await expect(page.locator('form.woocommerce-cart-form tr.cart_item')).toHaveCount(1);
  await expect(totals(page).locator('.cart-subtotal td')).toHaveText('99,00 kr');
  await expectHeaderCart(page, '99,00 kr', '1 item');

  await page.getByRole('link', { name: 'Ångra?' }).click();
  await expect(page.locator('form.woocommerce-cart-form tr.cart_item')).toHaveCount(2);
  await expectHeaderCart(page, '448,00 kr', '2 items');

  await page.getByRole('button', { name: 'Ta bort Skärbräda i ek från varukorg' }).click();
  await expect(page.locator('form.woocommerce-cart-form tr.cart_item')).toHaveCount(1);
  await page.getByRole('button', { name: 'Ta bort Kaffekopp stengods från varukorg' }).click();
  await expect(page.locator('.cart-empty')).toContainText('Din varukorg är för närvarande tom.');
  await expectHeaderCart(page, '0,00 kr', '0 items');
});

test('a coupon that exists is applied and removed, one that does not is refused', async ({ page }) => {
  const code = page.getByRole('textbox', { name: 'Rabattkod:' });
  await code.fill('FINNSINTE');
  await page.getByRole('button', { name: 'Tillämpa rabattkod' }).click();
  await expect(page.locator('.coupon').getByRole('alert')).toHaveText('Rabattkoden ”finnsinte” kan inte tillämpas eftersom den inte finns.');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(totals(page).locator('tr.cart-discount')).toHaveCount(0);

  await code.fill('RABATT10');
  await page.getByRole('button', { name: 'Tillämpa rabattkod' }).click();
  await expect(page.locator('.woocommerce-message')).toContainText('Rabattkoden tillämpades.');
  const discount = totals(page).locator('tr.cart-discount');
  await expect(discount).toContainText('rabatt10');
  await expect(discount).toContainText('44,80 kr');
  // 448 kr less 10 %, and Postpaket's 49 kr.
  await expect(totals(page).locator('.order-total')).toContainText('452,20 kr');
  // The header shows the subtotal, which a coupon does not change.
  await expectHeaderCart(page, '448,00 kr', '2 items');

  await discount.getByRole('button', { name: 'Ta bort rabatt10 rabattkod' }).click();
  await expect(page.locator('.woocommerce-message')).toContainText('Rabattkod har tagits bort.');
  await expect(totals(page).locator('tr.cart-discount')).toHaveCount(0);
});
