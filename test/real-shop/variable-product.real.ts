import { test, expect } from './fixtures';
import { alerts, expectHeaderCart, shownImage, swatch, swatchesReady } from './shopper';

// Förkläde: Färg (colour swatches) × Storlek (button swatches); 8 of 9 combinations (no Grön S),
// Svart L out of stock, Blå M on sale (249 → 199 kr), an image per colour in the gallery.
test.beforeEach(async ({ page }) => {
  await page.goto('/produkt/forklade/');
  await swatchesReady(page);
  await page.locator('.woocommerce-product-gallery').scrollIntoViewIfNeeded();
});

test('a full choice shows its price and stock, and the button asks for a choice until then', async ({ page }) => {
  const said = alerts(page);
  const button = page.locator('.single_add_to_cart_button');
  await expect(button).toHaveClass(/wc-variation-selection-needed/);
  await button.click({ force: true });
  await expect.poll(() => said).toEqual(['Välj produktalternativ innan du lägger denna produkt i din varukorg.']);

  await swatch(page, 'pa_farg', 'Blå').click();
  await expect(swatch(page, 'pa_farg', 'Blå')).toHaveClass(/\bselected\b/);
  await expect(button).toHaveClass(/wc-variation-selection-needed/);
  await swatch(page, 'pa_storlek', 'M').click();
  const shown = page.locator('.single_variation');
  await expect(shown.locator('.price ins')).toHaveText('199,00 kr');
  await expect(shown.locator('.price del')).toHaveText('249,00 kr');
  await expect(shown.locator('.stock')).toHaveText('4 i lager');
  await expect(button).not.toHaveClass(/disabled/);
  await expect(page.locator('input.variation_id')).not.toHaveValue('0');

  await page.getByRole('link', { name: 'Rensa alternativ' }).click();
  await expect(swatch(page, 'pa_farg', 'Blå')).not.toHaveClass(/\bselected\b/);
  await expect(shown.locator('.price')).toBeHidden();
  await expect(button).toHaveClass(/wc-variation-selection-needed/);
});

test('a combination that does not exist cannot be chosen', async ({ page }) => {
  await swatch(page, 'pa_farg', 'Grön').click();
  await expect(swatch(page, 'pa_storlek', 'S')).toHaveClass(/\bdisabled\b/);
  await expect(swatch(page, 'pa_storlek', 'M')).not.toHaveClass(/\bdisabled\b/);
  await swatch(page, 'pa_storlek', 'S').click({ force: true });
  await expect(swatch(page, 'pa_storlek', 'S')).not.toHaveClass(/\bselected\b/);
  await expect(page.locator('.single_add_to_cart_button')).toHaveClass(/wc-variation-selection-needed/);
  await swatch(page, 'pa_storlek', 'L').click();
  await expect(page.locator('.single_variation .price')).toHaveText('279,00 kr');
});

test('the out-of-stock combination says so and cannot be added', async ({ page }) => {
  const said = alerts(page);
  await swatch(page, 'pa_farg', 'Svart').click();
  // The combination exists: its swatch stays choosable, and the choice says it is out of stock.
  await expect(swatch(page, 'pa_storlek', 'L')).not.toHaveClass(/\bdisabled\b/);
  await swatch(page, 'pa_storlek', 'L').click();
  await expect(page.locator('.single_variation .stock')).toHaveText('Slut i lager');
  const button = page.locator('.single_add_to_cart_button');
  await expect(button).toHaveClass(/wc-variation-is-unavailable/);
  await button.click({ force: true });
  await expect.poll(() => said).toEqual(['Den här produkten är inte tillgänglig. Välj en annan kombination.']);
  await expectHeaderCart(page, '0,00 kr', '0 items');
});

test("the gallery shows the chosen colour's image and stays there", async ({ page }) => {
  await expect.poll(() => shownImage(page)).toBe('forklade-416x416.jpg');
  await swatch(page, 'pa_farg', 'Blå').click();
  await swatch(page, 'pa_storlek', 'M').click();
  await expect.poll(() => shownImage(page)).toBe('forklade-bla-416x416.jpg');
  await page.waitForTimeout(1500);
  expect(await shownImage(page)).toBe('forklade-bla-416x416.jpg');

  await swatch(page, 'pa_farg', 'Svart').click();
  await expect.poll(() => shownImage(page)).toBe('forklade-svart-416x416.jpg');
  await page.waitForTimeout(1500);
  expect(await shownImage(page)).toBe('forklade-svart-416x416.jpg');
});

test('the chosen variation is added with quantity 2', async ({ page }) => {
  await swatch(page, 'pa_farg', 'Blå').click();
  await swatch(page, 'pa_storlek', 'M').click();
  await expect(page.locator('.single_variation .price ins')).toHaveText('199,00 kr');
  await page.getByRole('spinbutton', { name: 'Produktantal' }).fill('2');
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator('.woocommerce-message')).toContainText('2 × ”Förkläde” har lagts i din varukorg.');
  await expectHeaderCart(page, '398,00 kr', '2 items');
  await page.goto('/varukorg/');
  const row = page.locator('tr.cart_item');
  await expect(row).toHaveCount(1);
  await expect(row.locator('.product-name')).toContainText('Blå');
  await expect(row.locator('.product-name')).toContainText('M');
  await expect(row.locator('input.qty')).toHaveValue('2');
  await expect(row.locator('.product-subtotal')).toHaveText('398,00 kr');
});
