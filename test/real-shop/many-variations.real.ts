import { test, expect } from './fixtures';
import { expectHeaderCart, swatch, swatchesReady, wcAjaxRequests } from './shopper';

// Bordsduk: 6 colours × 6 sizes = 36 variations, over WooCommerce's 30, so the page carries none
// (data-product_variations="false") and each complete choice asks ?wc-ajax=get_variation.
test('each complete choice asks the server for its variation', async ({ page }) => {
  await page.goto('/produkt/bordsduk/');
  await swatchesReady(page);
  await expect(page.locator('form.variations_form')).toHaveAttribute('data-product_variations', 'false');
  const productId = await page.locator('form.variations_form').getAttribute('data-product_id');
  const asked = wcAjaxRequests(page, 'get_variation');
  const fields = () => asked.map((request) => Object.fromEntries(new URLSearchParams(request.postData() ?? '')));

  await swatch(page, 'pa_farg', 'Vit').click();
  await expect(swatch(page, 'pa_farg', 'Vit')).toHaveClass(/\bselected\b/);
  await swatch(page, 'pa_matt', '140 × 180 cm').click();
  const shown = page.locator('.single_variation');
  await expect(shown.locator('.price')).toHaveText('349,00 kr');
  expect(fields()).toEqual([expect.objectContaining({ attribute_pa_farg: 'vit', attribute_pa_matt: '140x180', product_id: productId })]);

  await swatch(page, 'pa_farg', 'Grå').click();
  await expect.poll(() => fields().length).toBe(2);
  expect(fields()[1]).toEqual(expect.objectContaining({ attribute_pa_farg: 'gra', attribute_pa_matt: '140x180' }));
  await swatch(page, 'pa_matt', '160 × 220 cm').click();
  await expect(shown.locator('.price')).toHaveText('459,00 kr');
  expect(fields()[2]).toEqual(expect.objectContaining({ attribute_pa_farg: 'gra', attribute_pa_matt: '160x220' }));
  expect(fields()).toHaveLength(3);

  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator('.woocommerce-message')).toContainText('”Bordsduk” har lagts i din varukorg.');
  await expectHeaderCart(page, '459,00 kr', '1 item');
});

test('the out-of-stock combination the server names cannot be added', async ({ page }) => {
  await page.goto('/produkt/bordsduk/');
  await swatchesReady(page);
  const asked = wcAjaxRequests(page, 'get_variation');
  await swatch(page, 'pa_farg', 'Röd').click();
  await expect(swatch(page, 'pa_farg', 'Röd')).toHaveClass(/\bselected\b/);
  await swatch(page, 'pa_matt', '140 × 300 cm').click();
  await expect(page.locator('.single_variation .stock')).toHaveText('Slut i lager');
  await expect(page.locator('.single_add_to_cart_button')).toHaveClass(/wc-variation-is-unavailable/);
  expect(asked).toHaveLength(1);
});
