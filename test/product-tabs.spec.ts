import { expect, test, type Page } from '@playwright/test';
import { mounted } from './helpers';

const PRODUCT = '/produkt/gjutjarnsgryta-24-cm/';
const panels = ['#tab-description', '#tab-additional_information', '#tab-reviews'];

/** The panels showing, once the tabs are as WooCommerce's init leaves them (at load, without React). */
async function openPanels(page: Page): Promise<string[]> {
  await expect(page.locator('#tab-title-description a')).toHaveAttribute('aria-selected', /^(true|false)$/);
  const open: string[] = [];
  for (const id of panels) if (await page.locator(id).isVisible()) open.push(id);
  return open;
}

test.describe('product tabs', () => {
  test('exactly one panel shows; a click on a tab shows only its panel, with ARIA kept in step', async ({ page }) => {
    await page.goto(PRODUCT);
    await expect.poll(() => openPanels(page)).toEqual(['#tab-description']);
    await expect(page.locator('#tab-title-description')).toHaveClass(/\bactive\b/);
    await expect(page.locator('#tab-title-description a')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#tab-title-reviews a')).toHaveAttribute('aria-selected', 'false');
    await expect(page.locator('#tab-title-reviews a')).toHaveAttribute('tabindex', '-1');

    await page.locator('#tab-title-additional_information a').click();
    await expect.poll(() => openPanels(page)).toEqual(['#tab-additional_information']);
    await expect(page.locator('#tab-title-additional_information')).toHaveClass(/\bactive\b/);
    await expect(page.locator('#tab-title-description')).not.toHaveClass(/\bactive\b/);
    await expect(page.locator('#tab-title-additional_information a')).toHaveAttribute('tabindex', '0');
    await expect(page.locator('#tab-additional_information')).toContainText('4,2 kg');
    // WooCommerce leaves the URL alone.
    expect(new URL(page.url()).hash).toBe('');
  });

  for (const [url, open] of [
    [`${PRODUCT}#reviews`, '#tab-reviews'],
    [`${PRODUCT}#tab-reviews`, '#tab-reviews'],
    [`${PRODUCT}#comment-203`, '#tab-reviews'],
    [`${PRODUCT}?cpage=2`, '#tab-reviews'],
    [`${PRODUCT}#tab-additional_information`, '#tab-additional_information'],
    [`${PRODUCT}#tab-description`, '#tab-description'],
    [`${PRODUCT}#respond`, '#tab-description'],
  ] as const) {
    test(`${url.slice(PRODUCT.length)} opens ${open}`, async ({ page }) => {
      await page.goto(url);
      await expect.poll(() => openPanels(page)).toEqual([open]);
    });
  }

  test('the review-count link opens the reviews tab and scrolls to the reviews, before the island as after', async ({ page }) => {
    await page.goto(PRODUCT);
    await expect.poll(() => openPanels(page)).toEqual(['#tab-description']);
    await page.locator('a.woocommerce-review-link').click();
    await expect.poll(() => openPanels(page)).toEqual(['#tab-reviews']);
    await expect(page).toHaveURL(/#reviews$/);
    await expect(page.locator('#reviews h2')).toBeInViewport();
    await page.locator('#tab-title-description a').click();
    await expect.poll(() => openPanels(page)).toEqual(['#tab-description']);
    await mounted(page, '.woocommerce-tabs', 'product-tabs');
    await page.locator('a.woocommerce-review-link').click();
    await expect.poll(() => openPanels(page)).toEqual(['#tab-reviews']);
  });

  test('arrow keys, Home and End move focus between tabs; Enter and Space open the focused one', async ({ page }) => {
    await page.goto(PRODUCT);
    // Focus is the shopper reaching for the tabs: their island comes.
    await page.locator('#tab-title-description a').focus();
    await mounted(page, '.woocommerce-tabs', 'product-tabs');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#tab-title-additional_information a')).toBeFocused();
    await expect.poll(() => openPanels(page)).toEqual(['#tab-description']);
    await page.keyboard.press('End');
    await expect(page.locator('#tab-title-reviews a')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#tab-title-description a')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('#tab-title-reviews a')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => openPanels(page)).toEqual(['#tab-reviews']);
    await page.keyboard.press('Home');
    await page.keyboard.press(' ');
    await expect.poll(() => openPanels(page)).toEqual(['#tab-description']);
  });

  test('with the theme closing tabs on mobile, a phone opens none until a tab is chosen; a desktop opens the first', async ({ browser }) => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await phone.goto(`${PRODUCT}?tabs_mobile_closed=1`);
    await expect.poll(() => openPanels(phone)).toEqual([]);
    await phone.locator('#tab-title-reviews a').click();
    await expect.poll(() => openPanels(phone)).toEqual(['#tab-reviews']);
    await phone.goto(`${PRODUCT}?tabs_mobile_closed=1#reviews`);
    await expect.poll(() => openPanels(phone)).toEqual(['#tab-reviews']);
    await phone.close();

    const desktop = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await desktop.goto(`${PRODUCT}?tabs_mobile_closed=1`);
    await expect.poll(() => openPanels(desktop)).toEqual(['#tab-description']);
    await desktop.close();
  });
});
