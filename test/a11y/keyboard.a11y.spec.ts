import { expect, test } from '@playwright/test';

test('keyboard only: tab to a loop button and add with Enter, then with Space', async ({ page }) => {
  await page.goto('/butik/');
  const button = page.locator('li.post-104 a.add_to_cart_button');
  // Reach it the way a keyboard user does: Tab until it has focus.
  for (let i = 0; i < 80 && !(await button.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
  // The shop opens its cart panel after an add: focus goes in, and Esc brings it back to the button.
  const panel = page.locator('.js-rey-cartPanel');
  await expect(panel).toHaveClass(/--is-opened/);
  await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  const scrolledBefore = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Space');
  await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('2');
  // Space on a role=button link adds instead of scrolling the page.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledBefore);
  await expect(page.locator('.widget_shopping_cart_live_region')).toHaveText('”Kockkniv 20 cm” har lagts till i din varukorg');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // The view-cart link is the next stop.
  await expect(button).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('li.post-104 a.added_to_cart')).toBeFocused();
});
