import { expect, test, type Page } from '@playwright/test';
import { backendCalls, mounted, resetBackendLog } from './helpers';

const PRODUCT = '/produkt/gjutjarnsgryta-24-cm/';

/** A shopper scrolling down past both blocks (the wheel is the first interaction), looking at each. */
async function scrollToBlocks(page: Page) {
  await page.mouse.wheel(0, 600);
  for (const block of ['.upsells.products', '.related.products']) {
    // By selector at the moment of scrolling: the placeholder is replaced as it loads.
    await page.evaluate((selector) => document.querySelector(selector)?.scrollIntoView({ block: 'center' }), block);
    await expect(page.locator(`.__placeholder-wrapper${block}`)).toHaveCount(0);
  }
}

test.describe('lazy related and upsell blocks', () => {
  test('after the first interaction both blocks come from Rey ajax with the product id and replace the placeholders', async ({ page }) => {
    await page.goto(PRODUCT);
    await expect(page.locator('.__placeholder-wrapper.related.products')).toHaveCount(1);
    await expect(page.locator('.__placeholder-wrapper.upsells.products')).toHaveCount(1);
    await scrollToBlocks(page);
    await expect(page.locator('section.related.products ul.products li.product')).toHaveCount(2);
    await expect(page.locator('section.upsells.products li.product')).toHaveCount(2);
    await expect(page.locator('.__placeholder-wrapper')).toHaveCount(0);
    const related = await backendCalls(page, 'related_products');
    const upsells = await backendCalls(page, 'upsells_products');
    expect(related).toHaveLength(1);
    expect(upsells).toHaveLength(1);
    expect(related[0]!.fields).toMatchObject({ _nonce: '9f8e7d6c5b', 'reycore-ajax-data': { id: '101' } });
    expect(upsells[0]!.fields).toMatchObject({ 'reycore-ajax-data': { id: '101' } });
    await expect(page.locator('section.upsells.products')).toContainText('Kockkniv 20 cm');
  });

  test('nothing is asked before the first interaction, even when the blocks are in view', async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 4000 } });
    await page.goto(PRODUCT);
    await mounted(page, '.__placeholder-wrapper.related', 'product-blocks');
    await page.waitForTimeout(800);
    expect(await backendCalls(page, 'related_products')).toHaveLength(0);
    expect(await backendCalls(page, 'upsells_products')).toHaveLength(0);
    await page.keyboard.press('Shift');
    await expect(page.locator('section.related.products')).toBeVisible();
    await page.close();
  });

  test('the loop\'s add-to-cart buttons work in the loaded block', async ({ page }) => {
    await page.goto(PRODUCT);
    await scrollToBlocks(page);
    const button = page.locator('section.related.products li.product a.add_to_cart_button').first();
    await expect(button).toBeVisible();
    const productId = await button.getAttribute('data-product_id');
    await button.click();
    await expect(button).toHaveClass(/\badded\b/);
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
    // The count shows an add at once: the server's answer is what the next check reads.
    await expect.poll(() => backendCalls(page, 'add_to_cart').then((calls) => calls.filter((c) => c.ended > 0).length)).toBeGreaterThan(0);
    expect((await backendCalls(page, 'add_to_cart'))[0]!.fields).toMatchObject({ product_id: productId });
  });

  test('a second visit in the same session uses the session cache; a logged-in shopper always asks', async ({ page }) => {
    await page.goto(PRODUCT);
    await scrollToBlocks(page);
    await expect(page.locator('section.related.products')).toBeVisible();
    await resetBackendLog(page);
    await page.reload();
    await scrollToBlocks(page);
    await expect(page.locator('section.related.products li.product')).toHaveCount(2);
    await expect(page.locator('section.upsells.products li.product')).toHaveCount(2);
    expect(await backendCalls(page, 'related_products')).toHaveLength(0);
    expect(await backendCalls(page, 'upsells_products')).toHaveLength(0);

    await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => document.body.classList.add('logged-in')));
    await page.reload();
    await scrollToBlocks(page);
    await expect(page.locator('section.related.products li.product')).toHaveCount(2);
    expect(await backendCalls(page, 'related_products')).toHaveLength(1);
  });
});
