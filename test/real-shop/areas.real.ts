import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectAreaLeftAlone, expectIslandsOnPage, scriptFiles, type Area } from './area-islands';
import { addFromLoop, card, expectHeaderCart, headerCart, shownImage, swatch, swatchesReady, wcAjaxRequests } from './shopper';

// Each area switched off alone (the plugin's setting, as an owner unticks it): its classic scripts are
// back, with what they need; the bundle leaves the area to them (woo_islands_params.disabled_areas),
// and the area's journeys work with the shop's own scripts while the other areas stay the bundle's.
// Which scripts come back on every page type is checked page by page in PHP (php/areas.test.php);
// here the shopper uses them. With the plugin off there is no switch: these files run in the
// plugin-on project only (playwright.real-shop.config.ts), the same journeys run without the plugin in
// their own files.
const areaOff = (area: Area) => ({ shopSetup: [['option', 'woo_islands_areas', JSON.stringify({ [area]: false })]] });
const wishlistPopup = (page: Page) => page.locator('.tinv-modal.tinv-modal-open');
const names = async (context: BrowserContext) => (await context.cookies()).map((c) => `${c.name}=${decodeURIComponent(c.value)}`);

test.describe('cart off', () => {
  test.use(areaOff('cart'));

  test("WooCommerce's cart scripts add from the loop and the product page and run the mini cart; the wishlist stays ours", async ({ page }) => {
    const adds = wcAjaxRequests(page, 'add_to_cart');
    await page.goto('/butik/');
    await expectAreaLeftAlone(page, 'cart');
    // cart-fragments.js back although TI Wishlist's retired script lists it; jQuery and js-cookie with it.
    expect(await scriptFiles(page)).toEqual(expect.arrayContaining(['add-to-cart.min.js', 'cart-fragments.min.js', 'woocommerce.min.js', 'jquery.min.js', 'js.cookie.min.js']));
    expect(await scriptFiles(page)).not.toContain('public.min.js');
    await addFromLoop(page, 'Kaffekopp stengods');
    await expectHeaderCart(page, '99,00 kr', '1 item');
    // One handler per button: add-to-cart.js alone sent it.
    expect(adds).toHaveLength(1);

    await card(page, 'Brödkniv').getByRole('button', { name: 'Add to Wishlist' }).click();
    await expect(wishlistPopup(page)).toContainText('Brödkniv added to Default wishlist');
    await expectIslandsOnPage(page, ['wishlist-button', 'wishlist-counter']);
    await wishlistPopup(page).getByRole('button', { name: 'Close' }).click();

    const mini = headerCart(page);
    await mini.open();
    await mini.items.getByRole('button', { name: 'Ta bort Kaffekopp stengods från varukorg' }).click();
    await expect(mini.widget.locator('.woocommerce-mini-cart__empty-message')).toHaveText('Inga produkter i varukorgen.');
    await expectHeaderCart(page, '0,00 kr', '0 items');

    // The product form posts the page, as without any script; the gallery and the tabs stay ours.
    await page.goto('/produkt/skarbrada-i-ek/');
    await expectAreaLeftAlone(page, 'cart');
    await expectIslandsOnPage(page, ['product-gallery', 'product-tabs']);
    await page.getByRole('button', { name: 'Lägg till i varukorg' }).click();
    await expect(page.locator('.woocommerce-message')).toContainText('”Skärbräda i ek” har lagts i din varukorg.');
    await expectHeaderCart(page, '349,00 kr', '1 item');
    expect(adds).toHaveLength(1);

    await page.goto('/varukorg/');
    await expectAreaLeftAlone(page, 'cart');
    expect(await scriptFiles(page)).toEqual(expect.arrayContaining(['cart.min.js', 'cart-fragments.min.js']));
    await expect(page.locator('form.woocommerce-cart-form tr.cart_item')).toContainText('Skärbräda i ek');
  });
});

test.describe('product off', () => {
  test.use(areaOff('product'));

  test("WooCommerce's product scripts run the variation form with the swatches, the gallery and the tabs; the cart and the wishlist stay ours", async ({ page }) => {
    await page.goto('/produkt/forklade/');
    await expectAreaLeftAlone(page, 'product');
    // The classic form draws Variation Swatches' swatches only through that plugin's script: it comes too.
    expect(await scriptFiles(page)).toEqual(expect.arrayContaining(['add-to-cart-variation.min.js', 'single-product.min.js', 'jquery.flexslider.min.js', 'frontend.min.js']));
    await expectIslandsOnPage(page, ['wishlist-button', 'mini-cart']);
    await swatchesReady(page);
    const heart = page.locator('.summary .tinvwl_add_to_wishlist_button');
    await expect(heart).toHaveClass(/disabled-add-wishlist/);

    await swatch(page, 'pa_farg', 'Blå').click();
    await swatch(page, 'pa_storlek', 'M').click();
    await expect(page.locator('.single_variation .price ins')).toHaveText('199,00 kr');
    await expect.poll(() => shownImage(page)).toBe('forklade-bla-416x416.jpg');
    // Our wishlist button hears the classic form's show_variation.
    await expect(heart).not.toHaveClass(/disabled-add-wishlist/);
    await page.getByRole('spinbutton', { name: 'Produktantal' }).fill('2');
    await page.locator('.single_add_to_cart_button').click();
    await expect(page.locator('.woocommerce-message')).toContainText('2 × ”Förkläde” har lagts i din varukorg.');
    await expectHeaderCart(page, '398,00 kr', '2 items');

    await page.goto('/produkt/skarbrada-i-ek/');
    await expectAreaLeftAlone(page, 'product');
    await page.getByRole('tab', { name: /Recensioner \(3\)/ }).click();
    await expect(page.locator('#tab-reviews')).toBeVisible();
    await expect(page.locator('#tab-description')).toBeHidden();

    // Elsewhere the swatches' script is not needed, and stays retired with the other areas' scripts.
    await page.goto('/butik/');
    expect(await scriptFiles(page)).not.toContain('frontend.min.js');
    await addFromLoop(page, 'Kaffekopp stengods');
    await expectHeaderCart(page, '497,00 kr', '3 items');
    await expectIslandsOnPage(page, ['add-to-cart-button']);
  });
});

test.describe('swatches off', () => {
  test.use(areaOff('swatches'));

  test("Variation Swatches' script runs the swatches in WooCommerce's variation form; the gallery and the tabs stay ours", async ({ page }) => {
    await page.goto('/produkt/forklade/');
    await expectAreaLeftAlone(page, 'swatches');
    const scripts = await scriptFiles(page);
    expect(scripts).toEqual(expect.arrayContaining(['frontend.min.js', 'add-to-cart-variation.min.js']));
    expect(scripts).not.toContain('jquery.flexslider.min.js');
    await expectIslandsOnPage(page, ['product-gallery', 'product-tabs']);
    await swatchesReady(page);

    await swatch(page, 'pa_farg', 'Svart').click();
    await swatch(page, 'pa_storlek', 'L').click();
    await expect(page.locator('.single_variation .stock')).toHaveText('Slut i lager');
    await swatch(page, 'pa_farg', 'Blå').click();
    await swatch(page, 'pa_storlek', 'M').click();
    await expect(page.locator('.single_variation .price ins')).toHaveText('199,00 kr');
    // Our gallery hears the classic form's found_variation.
    await page.locator('.woocommerce-product-gallery').scrollIntoViewIfNeeded();
    await expect.poll(() => shownImage(page)).toBe('forklade-bla-416x416.jpg');
    await page.locator('.single_add_to_cart_button').click();
    await expect(page.locator('.woocommerce-message')).toContainText('”Förkläde” har lagts i din varukorg.');
    await expectHeaderCart(page, '199,00 kr', '1 item');

    // Its script is back on every page, as the shop had it.
    await page.goto('/butik/');
    expect(await scriptFiles(page)).toContain('frontend.min.js');
  });
});

test.describe('wishlist off', () => {
  test.use(areaOff('wishlist'));

  test("TI Wishlist's script adds, counts and adds to the cart from the wishlist; our cart hears it", async ({ page }) => {
    await page.goto('/butik/');
    await expectAreaLeftAlone(page, 'wishlist');
    const scripts = await scriptFiles(page);
    expect(scripts).toContain('public.min.js');
    // TI lists cart-fragments.js only to trigger a refresh, which our cart hears: it stays retired.
    expect(scripts).not.toContain('cart-fragments.min.js');
    await expectIslandsOnPage(page, ['mini-cart']);

    await card(page, 'Kaffekopp stengods').getByRole('button', { name: 'Add to Wishlist' }).click();
    await expect(wishlistPopup(page)).toContainText('Kaffekopp stengods added to Default wishlist');
    await wishlistPopup(page).getByRole('button', { name: 'Close' }).click();
    await addFromLoop(page, 'Brödkniv');
    await expectHeaderCart(page, '299,00 kr', '1 item');
    await expectIslandsOnPage(page, ['add-to-cart-button']);

    await page.goto('/onskelista/');
    await expectAreaLeftAlone(page, 'wishlist');
    const row = page.locator('tr.wishlist_item').filter({ hasText: 'Kaffekopp stengods' });
    await expect(row).toHaveCount(1);
    await row.locator('button[name="tinvwl-add-to-cart"]').click();
    await expectHeaderCart(page, '398,00 kr', '2 items');
  });
});

test.describe('consent off', () => {
  test.use({ ...areaOff('consent'), storageState: { cookies: [], origins: [] } });

  test("Complianz's banner and the WP Consent API's script take the choice; our order attribution follows it", async ({ page, context }) => {
    await page.goto('/butik/');
    await expectAreaLeftAlone(page, 'consent');
    expect(await scriptFiles(page)).toEqual(expect.arrayContaining(['complianz.min.js', 'wp-consent-api.min.js']));
    await expectIslandsOnPage(page, ['order-attribution', 'mini-cart']);
    const banner = page.getByRole('dialog', { name: 'Hantera samtycke' });
    await expect(banner).toBeVisible();
    expect((await names(context)).filter((c) => c.startsWith('sbjs_'))).toEqual([]);

    await banner.getByRole('button', { name: 'Acceptera' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => names(context)).toEqual(expect.arrayContaining(['cmplz_marketing=allow', 'cmplz_statistics=allow']));
    expect(await page.evaluate(() => (window as unknown as { wp_has_consent: (c: string) => boolean }).wp_has_consent('marketing'))).toBe(true);
    await expect.poll(async () => (await names(context)).filter((c) => c.startsWith('sbjs_current='))).toEqual([expect.stringContaining('typ=typein')]);
    await page.reload();
    await expect(page.locator('.cmplz-cookiebanner')).toBeHidden();
  });
});

test.describe('attribution off', () => {
  test.use({ ...areaOff('attribution'), storageState: { cookies: [], origins: [] } });

  test("WooCommerce's order attribution, with the WP Consent API's script it needs, fills the checkout after our banner's consent", async ({ page, context }) => {
    await page.goto('/butik/');
    await expectAreaLeftAlone(page, 'attribution');
    const scripts = await scriptFiles(page);
    expect(scripts).toEqual(expect.arrayContaining(['sourcebuster.min.js', 'order-attribution.min.js', 'wp-consent-api-integration.min.js', 'wp-consent-api.min.js']));
    expect(scripts).not.toContain('complianz.min.js');
    await expectIslandsOnPage(page, ['consent-banner']);
    await page.getByRole('dialog', { name: 'Hantera samtycke' }).getByRole('button', { name: 'Acceptera' }).click();
    await expect.poll(async () => (await names(context)).filter((c) => c.startsWith('sbjs_current='))).toEqual([expect.stringContaining('typ=typein')]);
    await addFromLoop(page, 'Kaffekopp stengods');

    await page.goto('/checkout/');
    await expectAreaLeftAlone(page, 'attribution');
    const source = page.locator('form.checkout input[name="wc_order_attribution_source_type"]');
    await expect(source).toHaveValue('typein');
    await expect(page.locator('form.checkout input[name="wc_order_attribution_session_pages"]')).toHaveValue('2');
  });
});

test.describe('theme off', () => {
  test.use(areaOff('theme'));

  test("the theme's and the page builder's own scripts run their parts; the cart stays ours", async ({ page, request }) => {
    // Storefront's menu is its navigation script's, which the theme area never retires.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/butik/');
    await expectAreaLeftAlone(page, 'theme');
    expect(await scriptFiles(page)).toContain('navigation.min.js');
    await page.locator('button.menu-toggle').click();
    await expect(page.locator('nav.main-navigation')).toHaveClass(/\btoggled\b/);

    // The page builder's page, on a shop installed with Elementor (ELEMENTOR=1).
    if ((await request.get('/elementor-demo/')).status() !== 200) return;
    await page.setViewportSize({ width: 1280, height: 800 });
    const adds = wcAjaxRequests(page, 'add_to_cart');
    await page.goto('/elementor-demo/');
    await expectAreaLeftAlone(page, 'theme');
    expect(await scriptFiles(page)).toEqual(expect.arrayContaining(['frontend.min.js', 'jquery.smartmenus.min.js']));
    const popup = page.locator('.elementor-popup-modal');
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await expect(popup).toContainText('10 % rabatt på ditt första köp');
    await popup.locator('.dialog-close-button').click();
    await expect(popup).toBeHidden();
    await page.locator('.elementor-tab-desktop-title', { hasText: 'Returer' }).click();
    await expect(page.getByText('30 dagars öppet köp.')).toBeVisible();
    await expect(page.getByText('Vi skickar inom två arbetsdagar.')).toBeHidden();
    await expect(page.locator('.elementor-image-carousel-wrapper.swiper-initialized, .elementor-image-carousel .swiper-initialized').first()).toBeAttached();

    const product = page.locator('.elementor-widget-woocommerce-products li.product').filter({ has: page.locator('a.ajax_add_to_cart') }).first();
    await product.locator('a.ajax_add_to_cart').click();
    await expect(headerCart(page).link.locator('.count')).toHaveText('1 item');
    expect(adds).toHaveLength(1);
    await expectIslandsOnPage(page, ['add-to-cart-button']);
  });
});
