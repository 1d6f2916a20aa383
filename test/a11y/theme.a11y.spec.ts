import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mounted } from '../helpers';
import { animationsFinished } from './axe';

/** WCAG 2 A and AA problems of any impact axe finds in the given parts of the page, once its animations are over. */
async function violations(page: Page, ...parts: string[]): Promise<string[]> {
  await animationsFinished(page);
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(['wcag2a', 'wcag2aa']);
  for (const part of parts) builder = builder.include(part);
  const result = await builder.analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// axe reads every node it is given: these two take a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

test('the kitchen category stays accessible with the mega menu open, search results shown and a filter applied', async ({ page }) => {
  await page.goto('/produkt-kategori/koket/');
  await page.locator('nav.rey-mainNavigation--desktop li.--is-mega > a').hover();
  await expect(page.locator('.rey-mega-gs')).toBeVisible();
  expect(await violations(page, '.rey-siteHeader')).toEqual([]);

  await page.mouse.move(5, 600);
  await page.locator('button.js-rey-headerSearch-toggle').click();
  // A shopper types once the panel is open and its field has focus.
  await expect(page.locator('#rey-searchPanel input[name="s"]')).toBeFocused();
  await page.keyboard.type('i b');
  await expect(page.locator('#rey-searchPanel .rey-searchItem')).toHaveCount(6);
  expect(await violations(page, '#rey-searchPanel')).toEqual([]);

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Trä', exact: true }).click();
  await expect(page.locator('.elementor-element-a7c3e91 .e-loop-item')).toHaveCount(7);
  expect(await violations(page, '.rey-filterBar', '.rey-archiveTools', '.elementor-element-a7c3e91')).toEqual([]);
});

test('the carousels stay accessible when they start, when the window narrows, and beside the mobile menu', async ({ page }) => {
  await page.goto('/inspiration/');
  for (const widget of ['.elementor-element-c1a0001', '.elementor-element-c1a0003']) {
    await page.locator(widget).scrollIntoViewIfNeeded();
    await mounted(page, widget, 'elementor-carousel');
  }
  await page.locator('.reyEl-productGrid').scrollIntoViewIfNeeded();
  await mounted(page, '.reyEl-productGrid', 'rey-product-carousel');
  expect(await violations(page, '.elementor-640')).toEqual([]);

  await page.setViewportSize({ width: 390, height: 800 });
  await page.locator('button.rey-mainNavigation-mobileBtn').click();
  await expect(page.locator('nav.rey-mainNavigation--mobile')).toHaveClass(/--is-active/);
  // The arrows keep the labels given them when the carousel re-renders for the new width.
  await expect(page.locator('.elementor-element-c1a0001 .elementor-swiper-button-next')).toHaveAttribute('aria-label', 'Nästa bild');
  expect(await violations(page, 'nav.rey-mainNavigation--mobile', '.elementor-element-c1a0001')).toEqual([]);
});
