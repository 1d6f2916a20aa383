import { test, expect } from './fixtures';

// WooCommerce's store notice, switched on for this test (woocommerce_demo_store).
test.use({ shopSetup: [['option', 'woocommerce_demo_store', '"yes"']] });

test('the store notice shows on every page until the shopper dismisses it', async ({ page, context }) => {
  await page.goto('/butik/');
  const notice = page.locator('.woocommerce-store-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Detta är en demobutik för teständamål');
  await page.goto('/produkt/skarbrada-i-ek/');
  await expect(notice).toBeVisible();

  await notice.getByRole('button', { name: 'Avfärda' }).click();
  await expect(notice).toBeHidden();
  const id = await notice.getAttribute('data-notice-id');
  expect((await context.cookies()).filter((c) => c.name.startsWith('store_notice')).map((c) => [c.name, c.value, c.path]))
    .toEqual([[`store_notice${id ?? ''}`, 'hidden', '/']]);
  await page.goto('/butik/');
  await page.waitForLoadState('networkidle');
  await expect(notice).toBeHidden();
});
