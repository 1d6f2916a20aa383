import { expect, test, type Locator, type Page } from '@playwright/test';
import { cookieMap, FIRST_VISIT, openWithConsent } from '../consent-helpers';
import { mounted } from '../helpers';

// Keyboard-only journeys: no mouse at all. The first key press is the shopper's first interaction, so
// the islands that wait for one mount while the shopper tabs (or on focus, with a key press held until
// they have).

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user walks the page. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}): Promise<void> {
  const key = back ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `not reached with ${max} presses of ${key}`).toBeFocused();
}

const focusInside = (page: Page, selector: string) => page.evaluate((sel) => document.querySelector(sel)?.contains(document.activeElement) ?? false, selector);

test('keyboard only: tab to a loop button and add with Enter, then with Space', async ({ page }) => {
  await page.goto('/butik/');
  const button = page.locator('li.post-104 a.add_to_cart_button');
  // Reach it the way a keyboard user does: Tab until it has focus.
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
  await mounted(page, 'li.post-104 a.add_to_cart_button', 'add-to-cart-button');
  // The shop opens its cart panel after an add: focus goes in, and Esc brings it back to the button.
  const panel = page.locator('.js-rey-cartPanel');
  await expect(panel).toHaveClass(/--is-opened/);
  await expect.poll(() => focusInside(page, '.js-rey-cartPanel')).toBe(true);
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

test('keyboard only: choose a colour and a size with the swatches, add the variation, and close the cart panel', async ({ page }) => {
  const form = 'form.variations_form';
  const swatch = (attribute: string, value: string) => page.locator(`${form} ul[data-attribute_name="attribute_pa_${attribute}"] li[data-value="${value}"]`);
  const add = page.locator(`${form} .single_add_to_cart_button`);
  await page.goto('/produkt/forklade-i-linne/');

  await tabTo(page, swatch('farg', 'rost'));
  await page.keyboard.press('Enter');
  await expect(swatch('farg', 'rost')).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator(`${form} select[name="attribute_pa_farg"]`)).toHaveValue('rost');
  // The choice is said where the label is, and the swatch keeps focus.
  await expect(page.locator(`${form} tr:has(select[name="attribute_pa_farg"]) .woo-selected-variation-item-name`)).toHaveText(': Rost');
  await expect(swatch('farg', 'rost')).toBeFocused();

  // Rost L and XL cannot be had: they are left out of the tab order on the way to M.
  await tabTo(page, swatch('storlek', 'm'), { max: 10 });
  await page.keyboard.press('Space');
  await expect(swatch('storlek', 'm')).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator(`${form} input.variation_id`)).toHaveValue('20110');
  await expect(page.locator(`${form} .single_variation .woocommerce-variation-price`)).not.toBeEmpty();

  await tabTo(page, add, { max: 10 });
  await expect(add).not.toHaveClass(/disabled/);
  await page.keyboard.press('Enter');
  await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
  await expect(add).toHaveClass(/(^|\s)added(\s|$)/);
  const panel = page.locator('.js-rey-cartPanel');
  await expect(panel).toHaveClass(/--is-opened/);
  await expect(panel.locator('.woocommerce-mini-cart-item')).toContainText('Förkläde i linne');
  await expect.poll(() => focusInside(page, '.js-rey-cartPanel')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(add).toBeFocused();
});

test('keyboard only: open the cart panel from the header, walk it, close it with Esc and land back on the opener', async ({ page }) => {
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '101', quantity: '1' } });
  await page.goto('/produkt/gjutjarnsgryta-24-cm/');
  const opener = page.locator('button.js-rey-headerCart');
  const panel = page.locator('.js-rey-cartPanel');
  await tabTo(page, opener);
  // Enter at once: the island mounts on focus, and a press that beats it is held until it has.
  await page.keyboard.press('Enter');
  await expect(panel).toHaveClass(/--is-opened/);
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => focusInside(page, '.js-rey-cartPanel')).toBe(true);
  await expect(panel.locator('.woocommerce-mini-cart-item')).toContainText('Gjutjärnsgryta 24 cm');

  // Tab and Shift+Tab stay in the open panel.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInside(page, '.js-rey-cartPanel'), `focus left the panel after ${key}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');

  // Space opens it as well; Esc again returns.
  await page.keyboard.press('Space');
  await expect(panel).toHaveClass(/--is-opened/);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();
});

test.describe('consent banner', () => {
  test.use({ storageState: FIRST_VISIT });

  test('keyboard only: open the preferences, allow statistics, and save', async ({ page, context }) => {
    await openWithConsent(page, '/butik/');
    const banner = page.locator('.cmplz-cookiebanner');
    await expect(banner).toBeVisible();
    // The banner comes first in the page: the first stops are its own.
    await page.keyboard.press('Tab');
    expect(await focusInside(page, '.cmplz-cookiebanner')).toBe(true);

    const preferences = banner.getByRole('button', { name: 'Visa preferenser' });
    await tabTo(page, preferences, { max: 10 });
    await page.keyboard.press('Enter');
    await expect(banner.locator('.cmplz-categories')).toBeVisible();
    // Focus goes to the first category, not back to the top of the page.
    await expect(banner.locator('details.cmplz-functional > summary')).toBeFocused();
    const statistics = banner.locator('input.cmplz-statistics');
    await tabTo(page, statistics, { max: 20 });
    await page.keyboard.press('Space');
    await expect(statistics).toBeChecked();
    const save = banner.getByRole('button', { name: 'Spara preferenser' });
    await tabTo(page, save, { max: 20 });
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    const cookies = await cookieMap(context);
    expect([cookies.cmplz_statistics, cookies.cmplz_marketing, cookies.cmplz_preferences, cookies['cmplz_banner-status']]).toEqual(['allow', 'deny', 'deny', 'dismissed']);
    // The manage-consent button takes its place and reopens the banner from the keyboard.
    const manage = page.locator('#cmplz-manage-consent .cmplz-manage-consent');
    await expect(manage).toBeVisible();
    await tabTo(page, manage, { max: 200, back: true });
    await page.keyboard.press('Enter');
    await expect(banner).toBeVisible();
    await expect.poll(() => focusInside(page, '.cmplz-cookiebanner')).toBe(true);
  });

  test('keyboard only: accept all with Space', async ({ page, context }) => {
    await openWithConsent(page, '/produkt/gjutjarnsgryta-24-cm/');
    const banner = page.locator('.cmplz-cookiebanner');
    await expect(banner).toBeVisible();
    await tabTo(page, banner.getByRole('button', { name: 'Acceptera alla' }), { max: 10 });
    await page.keyboard.press('Space');
    await expect(banner).toBeHidden();
    expect((await cookieMap(context)).cmplz_marketing).toBe('allow');
  });
});
