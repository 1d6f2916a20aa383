import { expect, test, type Page } from '@playwright/test';
import { addToCartBehindTheScenes } from './helpers';
import { installPausedClock, mountedUnderClock } from './page-builder-helpers';

const hintHeight = (page: Page, id: string) => page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().height);

test.describe('checkout field hints', () => {
  test('a field\'s description slides in over 250 ms on focus, and out for the next field, on Escape and on a click outside', async ({ page }) => {
    await addToCartBehindTheScenes(page, 104);
    await installPausedClock(page);
    await page.goto('/checkout/');
    const phone = page.locator('#billing_phone-description');
    const email = page.locator('#billing_email-description');
    await expect(phone).toBeHidden();

    // Focusing the field brings its hint's island, which slides the hint in.
    await page.locator('#billing_phone').focus();
    await mountedUnderClock(page, '#billing_phone-description', 'field-hints');
    await page.clock.runFor(100);
    const midway = await hintHeight(page, 'billing_phone-description');
    await page.clock.runFor(200);
    const full = await hintHeight(page, 'billing_phone-description');
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(full);
    await expect(phone).toBeVisible();
    await expect(phone).toHaveText('Vi skickar en avisering när paketet kan hämtas.');
    await expect(phone).toHaveAttribute('aria-hidden', 'false');

    // The next field's hint takes its place.
    await page.locator('#billing_email').click();
    await page.clock.runFor(300);
    await expect(phone).toBeHidden();
    await expect(email).toBeVisible();

    await page.keyboard.press('Escape');
    await page.clock.runFor(300);
    await expect(email).toBeHidden();
    await expect(email).toHaveAttribute('aria-hidden', 'true');

    await page.locator('#billing_email').click();
    await page.clock.runFor(300);
    await expect(email).toBeVisible();
    await page.locator('h1.entry-title').click();
    await page.clock.runFor(300);
    await expect(email).toBeHidden();
  });
});
