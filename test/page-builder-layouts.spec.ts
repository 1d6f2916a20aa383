import { expect, test, type Page } from '@playwright/test';
import { mounted } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

const TIP_BAR = '.elementor-element-b2c0002:not(.elementor-sticky__spacer)';
const SIDE_NOTE = '.elementor-element-b2c0005:not(.elementor-sticky__spacer)';

const top = (page: Page, selector: string) => page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));

test.describe('sticky elements', () => {
  test('a bar whose sticky_on is the single string "desktop" sticks on desktop', async ({ page }) => {
    await page.goto('/koksliv/');
    await mounted(page, TIP_BAR, 'sticky');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(page.locator(TIP_BAR)).toHaveClass(/elementor-sticky--active/);
    await expect(page.locator(TIP_BAR)).toHaveCSS('position', 'fixed');
    expect(await top(page, TIP_BAR)).toBe(0);
  });

  test('…and not on a tablet', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    await page.goto('/koksliv/');
    await mounted(page, TIP_BAR, 'sticky');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(page.locator(SIDE_NOTE)).toHaveClass(/elementor-sticky--active/);
    await expect(page.locator(TIP_BAR)).not.toHaveClass(/elementor-sticky/);
    await expect(page.locator(TIP_BAR)).toHaveCSS('position', 'static');
  });

  test('sticky_parent: it sticks 80 px down while its container passes, then stays at the container\'s end', async ({ page }) => {
    await page.goto('/koksliv/');
    await mounted(page, SIDE_NOTE, 'sticky');
    const parent = page.locator('.elementor-element-b2c0004 > .e-con-inner');
    const parentTop = await parent.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), parentTop + 200);
    await expect(page.locator(SIDE_NOTE)).toHaveClass(/elementor-sticky--active/);
    await expect.poll(() => top(page, SIDE_NOTE)).toBe(80);

    // Scrolled until the container's end is 150 px from the top: the note rides up with it.
    const parentBottom = await parent.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), parentBottom - 150);
    await expect(page.locator(SIDE_NOTE)).toHaveCSS('position', 'absolute');
    const [note, box] = await Promise.all([page.locator(SIDE_NOTE).boundingBox(), parent.boundingBox()]);
    expect(Math.round(note!.y + note!.height)).toBe(Math.round(box!.y + box!.height));
    expect(note!.y).toBeLessThan(80);

    // Back up: fixed at 80 px again.
    await page.evaluate((y) => window.scrollTo(0, y), parentTop + 200);
    await expect(page.locator(SIDE_NOTE)).toHaveCSS('position', 'fixed');
    await expect.poll(() => top(page, SIDE_NOTE)).toBe(80);
  });
});
