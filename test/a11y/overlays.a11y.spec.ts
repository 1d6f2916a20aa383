import { expect, test, type Page } from '@playwright/test';
import { FIRST_VISIT, openWithConsent } from '../consent-helpers';
import { addToCartBehindTheScenes, closeCartPanel, mounted, shopperArrives, working } from '../helpers';
import { withoutPopups } from '../page-builder-helpers';
import { expectNoSeriousViolations, type KnownViolation } from './axe';
import { stubThirdParties } from './hydrated';

// axe with each panel, popup and banner open. A test's first scan covers the whole page: behind a modal
// the page is inert or hidden from assistive technology, which axe takes into account, and what stays
// exposed (the header of a drop panel, the page beside a side panel) must pass as well. A later scan in
// the same test, after only the open overlay's content changed (another view, a sub-menu), covers that
// overlay: the page around it was scanned moments before, as it still is.
// (The mega menu, the header search panel's results, a filtered loop and the carousels beside the mobile
// menu have their own WCAG scans, of any impact, in theme.a11y.spec.ts.)

test.use({ viewport: { width: 1280, height: 900 } });
// axe walks the whole page, often twice per test: allow it time on a slow, shared machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await stubThirdParties(page);
});

/** Opens a page and waits until the runtime has settled and the shopper has arrived. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => performance.getEntriesByName('woo-islands:settled').length > 0);
  await shopperArrives(page);
}

// Complianz prints each category's checkbox and its label[tabindex=0] inside the category's <summary>
// (cookiebanner template, contracts/plugins.md §3.2): the banner is the server's markup, which the
// consent-banner island only shows, and moving the checkboxes out would break Complianz's own styles.
const COMPLIANZ_CATEGORY_SUMMARY: KnownViolation = { rule: 'nested-interactive', selector: '.cmplz-cookiebanner details.cmplz-category > summary', why: "Complianz's banner markup" };

test.describe('the consent banner', () => {
  test.use({ storageState: FIRST_VISIT });

  test('first view, then the preferences view', async ({ page }) => {
    await openWithConsent(page, '/butik/');
    const banner = page.locator('.cmplz-cookiebanner');
    await expect(banner).toBeVisible();
    await expectNoSeriousViolations(page);

    await banner.getByRole('button', { name: 'Visa preferenser' }).click();
    await expect(banner.locator('.cmplz-categories')).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Spara preferenser' })).toBeVisible();
    // One category opened, as a shopper reading what it means would.
    await banner.locator('details.cmplz-statistics > summary .cmplz-category-title').click();
    await expect(banner.locator('.cmplz-description-statistics')).toBeVisible();
    await expectNoSeriousViolations(page, { include: ['#cmplz-cookiebanner-container'], known: [COMPLIANZ_CATEGORY_SUMMARY] });
  });
});

test('the cart side panel after an add from a loop card', async ({ page }) => {
  await open(page, '/butik/');
  await page.locator('li.post-104 a.add_to_cart_button').click();
  const panel = page.locator('.js-rey-cartPanel');
  await expect(panel).toHaveClass(/--is-opened/);
  await expect(panel.locator('.woocommerce-mini-cart-item')).toContainText('Kockkniv 20 cm');
  await expectNoSeriousViolations(page);
});

test('the account panel: login, register and lost-password views', async ({ page }) => {
  const wrapper = '.rey-accountPanel-wrapper';
  const panel = `${wrapper} .rey-accountPanel`;
  await open(page, '/butik/');
  await page.locator('button.js-rey-headerAccount').click();
  await expect(page.locator(wrapper)).toHaveClass(/--is-opened/);
  await expect(page.locator(`${panel} .rey-loginForm`)).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.locator(`${panel} .rey-loginForm [data-location="rey-registerForm"]`).click();
  await expect(page.locator(`${panel} .rey-registerForm`)).toBeVisible();
  await expect(page.locator(`${panel} .rey-accountForms`)).not.toHaveClass(/--loading/);
  await expectNoSeriousViolations(page, { include: [wrapper] });

  await page.locator(`${panel} .rey-registerForm [data-location="rey-loginForm"]`).click();
  await expect(page.locator(`${panel} .rey-loginForm`)).toBeVisible();
  await page.locator(`${panel} .rey-loginForm [data-location="rey-forgetForm"]`).click();
  await expect(page.locator(`${panel} .rey-forgetForm`)).toBeVisible();
  await expect(page.locator(`${panel} .rey-accountForms`)).not.toHaveClass(/--loading/);
  // With the server's answer shown in the form.
  await page.locator(`${panel} .rey-forgetForm input[name="user_login"]`).fill('okand@example.se');
  await page.locator(`${panel} .rey-forgetForm button[type="submit"]`).click();
  await expect(page.locator(`${panel} .rey-forgetForm .rey-accountForms-notice`)).toHaveText('Ogiltigt användarnamn eller e-postadress.');
  await expectNoSeriousViolations(page, { include: [wrapper] });
});

test('the search panel with its ajax results showing', async ({ page }) => {
  await open(page, '/butik/');
  await page.locator('button.js-rey-headerSearch-toggle').click();
  await expect(page.locator('#rey-searchPanel')).toHaveClass(/--is-open/);
  await mounted(page, '#rey-searchPanel', 'ajax-search');
  await page.keyboard.type('gryta');
  await expect(page.locator('#rey-searchPanel .rey-searchItem').first()).toBeVisible({ timeout: 10_000 });
  await expectNoSeriousViolations(page);
});

test('the inline search with its results dropped below', async ({ page }) => {
  await open(page, '/produkt-kategori/koket/');
  const inline = page.locator('.rey-headerSearch--inline');
  await inline.locator('input[name="s"]').click();
  await mounted(page, '.rey-headerSearch--inline', 'ajax-search');
  await inline.locator('input[name="s"]').pressSequentially('pan');
  await expect(inline.locator('.rey-searchResults')).toHaveClass(/--visible/, { timeout: 10_000 });
  await expect(inline.locator('.rey-searchItem-title')).toHaveText(['Stekpanna i kolstål 28 cm']);
  await expectNoSeriousViolations(page);
});

test("the main menu with a sub-menu open", async ({ page }) => {
  await open(page, '/butik/');
  const item = page.locator('nav.rey-mainNavigation--desktop > ul > li').filter({ has: page.locator(':scope > a[href="/butik/"]') });
  await item.locator(':scope > a').hover();
  await expect(item.locator(':scope > a')).toHaveAttribute('aria-expanded', 'true');
  await expect(item.locator('.sub-menu')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the mobile menu open, with a sub-menu', async ({ page }) => {
    await open(page, '/butik/');
    await page.locator('button.rey-mainNavigation-mobileBtn').click();
    const nav = page.locator('nav.rey-mainNavigation--mobile');
    await expect(nav).toHaveClass(/--is-active/);
    await expectNoSeriousViolations(page);

    const parent = nav.locator('li.menu-item-has-children').first();
    await parent.locator('.--submenu-indicator').first().click();
    await expect(parent).toHaveClass(/--open/);
    await expectNoSeriousViolations(page, { include: ['nav.rey-mainNavigation--mobile'] });
  });
});

test("the page builder's off-canvas (the topbar's Inspiration)", async ({ page }) => {
  await withoutPopups(page, [301, 302, 303]);
  await open(page, '/');
  await mounted(page, '.e-off-canvas', 'off-canvas');
  await page.locator('.elementor-widget-button a', { hasText: 'Inspiration' }).click();
  await expect(page.locator('.e-off-canvas')).toHaveAttribute('aria-hidden', 'false');
  await expectNoSeriousViolations(page);
});

test.describe('popups', () => {
  test("the home page's page-load popup", async ({ page }) => {
    await withoutPopups(page, [302, 303]);
    await open(page, '/');
    const dialog = page.locator('#elementor-popup-modal-301');
    // It shows two seconds after the page loads.
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(dialog.locator('.dialog-close-button')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the newsletter popup from the topbar link', async ({ page }) => {
    await withoutPopups(page, [301, 302, 303]);
    await open(page, '/');
    await page.locator('.elementor-widget-button a', { hasText: 'Nyhetsbrev' }).click();
    const dialog = page.locator('#elementor-popup-modal-304');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('E-post')).toBeFocused();
    await expectNoSeriousViolations(page);
  });

  test('the QA page popup', async ({ page }) => {
    await open(page, '/qa/popup/');
    await page.locator('.elementor-widget-button a', { hasText: 'Visa/dölj testpopup' }).click();
    await expect(page.locator('#elementor-popup-modal-401')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test("TI Wishlist's popup after an add to the wishlist", async ({ page }) => {
  await open(page, '/butik/');
  const button = page.locator('li.product.post-104 .tinvwl_add_to_wishlist_button');
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const popup = page.locator('body > .tinv-wishlist > .tinvwl_added_to_wishlist');
  await expect(popup).toBeVisible();
  await expect(popup.locator('.tinv-txt')).toHaveText('”Kockkniv 20 cm” har lagts till i din önskelista.');
  await expectNoSeriousViolations(page);
});

test("the product gallery's lightbox", async ({ page }) => {
  await open(page, '/produkt/gjutjarnsgryta-24-cm/');
  await mounted(page, '.woocommerce-product-gallery', 'product-gallery');
  await page.locator('.woocommerce-product-gallery__image').first().locator('a').click();
  await expect(page.locator('.glightbox-container')).toBeVisible();
  await expect(page.locator('.wi-lightbox-counter')).toHaveText('1 / 4');
  await expectNoSeriousViolations(page);
});

test("the store notice and, for a store manager, the coming-soon banner", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'wi_fixture_role', value: 'shop_manager', url: baseURL! }]);
  await open(page, '/om-oss/');
  await expect(page.locator('.woocommerce-store-notice')).toBeVisible();
  await expect(page.locator('#coming-soon-footer-banner')).toBeVisible();
  await mounted(page, '#coming-soon-footer-banner', 'coming-soon-banner');
  await expectNoSeriousViolations(page);
});

test('a product page with a variation chosen and an error notice shown', async ({ page }) => {
  const form = 'form.variations_form';
  const swatch = (attribute: string, value: string) => page.locator(`${form} ul[data-attribute_name="attribute_pa_${attribute}"] li[data-value="${value}"]`);
  // Grafit L: 2 in stock, both already in the cart.
  await addToCartBehindTheScenes(page, 20107, 2);
  await open(page, '/produkt/forklade-i-linne/');
  await working(page, form, 'variation-form');
  await swatch('farg', 'grafit').click();
  await swatch('storlek', 'l').click();
  await expect(page.locator(`${form} .single_variation .woocommerce-variation-price`)).not.toBeEmpty();
  await page.locator(`${form} .single_add_to_cart_button`).click();
  await expect(page.locator('.wi-form-notices .woocommerce-error')).toHaveText('Du kan inte lägga till det antalet i varukorgen — vi har 2 i lager.');
  await expectNoSeriousViolations(page);

  // The add that succeeds after it, with the cart panel over the page and the notice gone.
  await swatch('storlek', 's').click();
  await page.locator(`${form} .single_add_to_cart_button`).click();
  await expect(page.locator('.js-rey-cartPanel')).toHaveClass(/--is-opened/);
  await expectNoSeriousViolations(page);
  await closeCartPanel(page);
});
