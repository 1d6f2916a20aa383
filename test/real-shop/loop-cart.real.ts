import { test, expect } from './fixtures';
import { addFromLoop, card, expectHeaderCart, headerCart } from './shopper';

test('the loop adds to the cart, offers "Visa varukorg" and the header cart lists the items', async ({ page }) => {
  await page.goto('/butik/');
  await expectHeaderCart(page, '0,00 kr', '0 items');

  const cup = card(page, 'Kaffekopp stengods');
  await cup.locator('.add_to_cart_button').click();
  await expect(cup.locator('.add_to_cart_button')).toHaveClass(/\badded\b/);
  const viewCart = cup.getByRole('link', { name: 'Visa varukorg' });
  await expect(viewCart).toBeVisible();
  await expect(viewCart).toHaveAttribute('href', /\/varukorg\/$/);
  await expectHeaderCart(page, '99,00 kr', '1 item');

  await addFromLoop(page, 'Brödkniv');
  await expectHeaderCart(page, '398,00 kr', '2 items');
  // One "Visa varukorg" per added product, not a second one for the first.
  await expect(cup.getByRole('link', { name: 'Visa varukorg' })).toHaveCount(1);

  const mini = headerCart(page);
  await mini.open();
  await expect(mini.items).toHaveCount(2);
  await expect(mini.items.filter({ hasText: 'Kaffekopp stengods' })).toContainText('1 × 99,00 kr');
  await expect(mini.items.filter({ hasText: 'Brödkniv' })).toContainText('1 × 299,00 kr');
  await expect(mini.widget.locator('.woocommerce-mini-cart__total')).toContainText('398,00 kr');

  await viewCart.click();
  await expect(page).toHaveURL(/\/varukorg\/$/);
  const rows = page.locator('form.woocommerce-cart-form tr.cart_item');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Kaffekopp stengods' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Brödkniv' })).toBeVisible();
});

test('an item removed from the header mini cart leaves it, and the header shows the new total', async ({ page }) => {
  await page.goto('/butik/');
  await addFromLoop(page, 'Kaffekopp stengods');
  await addFromLoop(page, 'Kökshandduk i linne');
  await expectHeaderCart(page, '248,00 kr', '2 items');

  const mini = headerCart(page);
  await mini.open();
  await mini.items.filter({ hasText: 'Kaffekopp stengods' }).getByRole('button', { name: 'Ta bort Kaffekopp stengods från varukorg' }).click();
  await expect(mini.items).toHaveCount(1);
  await expect(mini.items).toContainText('Kökshandduk i linne');
  await expectHeaderCart(page, '149,00 kr', '1 item');

  await mini.open();
  await mini.items.getByRole('button', { name: /Ta bort Kökshandduk i linne/ }).click();
  await expect(mini.widget.locator('.woocommerce-mini-cart__empty-message')).toHaveText('Inga produkter i varukorgen.');
  await expectHeaderCart(page, '0,00 kr', '0 items');

  // The server agrees: the cart page is empty.
  await page.goto('/varukorg/');
  await expect(page.locator('.cart-empty')).toContainText('Din varukorg är för närvarande tom.');
});
