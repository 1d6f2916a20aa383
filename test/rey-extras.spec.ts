import { expect, test, type Page } from '@playwright/test';
import { backendCalls, closeCartPanel, shopperArrives } from './helpers';

const PAGE = '/qa/rey-tillagg/';

/** The stylesheet and script URLs (paths) the page asked for. */
function assetRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (['stylesheet', 'script'].includes(request.resourceType())) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

test.describe("Rey's theme-ajax extras", () => {
  test('an icon placeholder gets its icon from get_svg_icon, asked once for two placeholders; the close icon comes printed', async ({ page }) => {
    await page.goto(PAGE);
    const icons = page.locator('p.icons svg.rey-icon-heart');
    await expect(icons).toHaveCount(2);
    await expect(icons.first().locator('path')).toHaveCount(1);
    await expect(page.locator('p.icons svg.--second')).toHaveClass(/rey-icon-heart/);
    await expect(page.locator('p.icons svg.rey-icon-truck path')).toHaveCount(1);
    await expect(page.locator('svg[data-icon-placeholder]')).toHaveCount(0);
    const calls = await backendCalls(page, 'get_svg_icon');
    expect(calls.map((c) => c.fields['reycore-ajax-data'] as { id: string }).sort((a, b) => a.id.localeCompare(b.id))).toEqual([{ id: 'heart' }, { id: 'truck' }]);
    // The cart panel's injected close button wears the icon the page printed in reyParams.svg_icons.
    await shopperArrives(page);
    await page.locator('.rey-headerCart').first().click();
    await expect(page.locator('.rey-cartPanel .rey-sidePanel-close svg.rey-icon-close path.theme-close')).toHaveCount(1);
  });

  test('the price text comes from pdp_custom_price_text with the product id', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.locator('span[data-price-text]')).toHaveText('Eller 108,00 kr /mån i 12 månader');
    const calls = await backendCalls(page, 'pdp_custom_price_text');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.fields['reycore-ajax-data']).toEqual({ pid: '101' });
  });

  test('the shipping status sends the two texts and is asked again when the cart changes', async ({ page }) => {
    await page.goto(PAGE);
    const status = page.locator('.rey-shippingStatus');
    await expect(status).toHaveText('Handla för 500,00 kr till för fri frakt');
    const first = await backendCalls(page, 'get_shipping_status');
    expect(first).toHaveLength(1);
    expect(first[0]!.fields['reycore-ajax-data']).toEqual({ text: 'Handla för {{diff}} till för fri frakt', no_text: 'Du har fri frakt!' });
    await page.locator('main ul.products a.add_to_cart_button').first().click();
    await expect(status).not.toHaveText('Handla för 500,00 kr till för fri frakt');
    await expect(status).toHaveText(/^Handla för [\d\u00a0,]+ kr till för fri frakt$|^Du har fri frakt!$/);
    expect((await backendCalls(page, 'get_shipping_status')).length).toBeGreaterThan(1);
  });

  test("an ajax block's answer assets and the lazy_assets its markup needs load once, before it shows", async ({ page }) => {
    const requested = assetRequests(page);
    await page.goto(PAGE);
    await shopperArrives(page);
    await page.locator('.__placeholder-wrapper.related').scrollIntoViewIfNeeded();
    const block = page.locator('section.related.products');
    await expect(block).toBeVisible();
    // Styled from its first frame: both stylesheets were in before the markup.
    const styled = await block.evaluate((el) => ({
      title: getComputedStyle(el.querySelector('h2')!).color,
      loop: getComputedStyle(el.querySelector('ul.products')!).outlineColor,
    }));
    expect(styled).toEqual({ title: 'rgb(128, 0, 64)', loop: 'rgb(0, 128, 0)' });
    expect(requested.filter((url) => url === '/wp-content/fixture/rey-related.css')).toHaveLength(1);
    expect(requested.filter((url) => url === '/wp-content/fixture/rey-qa-loop.css')).toHaveLength(1);
    // The theme's stylesheet is on the page already; the set whose selector is not in the markup stays out.
    expect(requested.filter((url) => url === '/wp-content/themes/rey/style.css')).toHaveLength(1);
    expect(requested).not.toContain('/wp-content/fixture/rey-qa-never.css');
    await expect(page.locator('link[href="/wp-content/themes/rey/style.css"], link[href$="/themes/rey/style.css"]')).toHaveCount(1);
  });

  test("the cart panel loads the _cart_assets_ fragment's stylesheet when it opens, and once however often it opens", async ({ page }) => {
    const requested = assetRequests(page);
    await page.goto(PAGE);
    await page.locator('main ul.products a.add_to_cart_button').first().click();
    const panel = page.locator('.rey-cartPanel');
    await expect(panel).toBeVisible();
    await expect(panel.locator('.woocommerce-mini-cart__total')).toHaveCSS('border-top-color', 'rgb(0, 64, 128)');
    await closeCartPanel(page);
    await page.locator('.rey-headerCart').first().click();
    await expect(panel).toBeVisible();
    expect(requested.filter((url) => url === '/wp-content/fixture/rey-mini-cart.css')).toHaveLength(1);
  });
});
