import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { card, headerCart } from './shopper';
import { printedTranslations } from '../../wordpress-plugin/i18n.mjs';

// The shop's language, set as Settings → General sets it (wp.php `language`), for one test each: the
// script's own texts come from WordPress's translations, which the plugin prints for the page's locale
// (woo_islands_params.i18n); English has none to print. The same page with the shop's own scripts
// (plugin off) shows what WooCommerce says in that language where both say something. The Swedish test
// needs a shop installed in Swedish (as CI's is); the English one runs on any.

const PRODUCT = '/produkt/skarbrada-i-ek/';
const gallery = '.woocommerce-product-gallery';

const TEXTS = {
  en_US: { lang: 'en-US', emptyCart: 'No products in the cart.', viewCart: 'View cart', thumb: 'Show image 2 of 3', prev: 'Previous image', next: 'Next image' },
  sv_SE: { lang: 'sv-SE', emptyCart: 'Inga produkter i varukorgen.', viewCart: 'Visa varukorg', thumb: 'Visa bild 2 av 3', prev: 'Föregående bild', next: 'Nästa bild' },
} as const;

/** What the plugin printed in the page's head (null without the plugin). */
const printed = (page: Page) => page.evaluate(() => (window as unknown as { woo_islands_params?: { i18n?: Record<string, unknown>; plural?: string } }).woo_islands_params ?? null);

for (const locale of ['en_US', 'sv_SE'] as const) {
  const say = TEXTS[locale];

  test.describe(`the shop in ${locale === 'en_US' ? 'English' : 'Swedish'} (${locale})`, () => {
    test.use({ shopSetup: [['language', locale]] });

    test('the script speaks the shop\'s language: the empty mini cart, the gallery\'s labels, the link after an add', async ({ page, plugin }) => {
      await page.goto(PRODUCT);
      await expect(page.locator('html')).toHaveAttribute('lang', say.lang);
      const params = await printed(page);
      if (plugin === 'active' && locale === 'en_US') expect(params).toEqual({ disabled_areas: [] });
      // Exactly what the fixture shop prints to play the plugin, read from the same catalogue.
      if (plugin === 'active' && locale === 'sv_SE') expect(params).toEqual({ disabled_areas: [], ...(await printedTranslations('sv_SE')) });
      if (plugin === 'inactive') expect(params).toBeNull();

      // The header's mini cart, empty for a new visitor: the script writes it at once, the shop's own
      // scripts ask the server for WooCommerce's template.
      const cart = headerCart(page);
      await expect(cart.widget.locator('.woocommerce-mini-cart__empty-message')).toHaveText(say.emptyCart);

      if (plugin === 'active') {
        // The gallery's thumbnails and arrows: the script's own texts (WooCommerce's flexslider names none).
        await expect(page.locator(`${gallery} ol.flex-control-thumbs button`).nth(1)).toHaveAttribute('aria-label', say.thumb);
        await expect(page.locator(`${gallery} .flex-prev`)).toHaveAttribute('aria-label', say.prev);
        await expect(page.locator(`${gallery} .flex-next`)).toHaveAttribute('aria-label', say.next);
      }

      // WooCommerce's own text, which it prints in its params for the script: its translation wins.
      await page.goto('/butik/');
      const product = card(page, 'Brödkniv');
      await product.locator('.add_to_cart_button').click();
      await expect(product.getByRole('link', { name: say.viewCart })).toBeVisible();
    });
  });
}

test.describe('the admin in Swedish', () => {
  test.use({ shopSetup: [['language', 'sv_SE']] });

  test('the plugin\'s description, and with the plugin active its settings, are in Swedish', async ({ page, plugin }) => {
    await page.goto('/butik/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE');
    await page.goto('/wp-login.php');
    await page.locator('#user_login').fill('admin');
    await page.locator('#user_pass').fill('admin');
    await page.locator('#wp-submit').click();
    await page.waitForURL('**/wp-admin/**');
    await page.goto('/wp-admin/plugins.php');
    const row = page.locator('tr[data-slug="islands-for-woocommerce"]');
    // WordPress translates an installed plugin's header from its own languages/ folder (Domain Path).
    await expect(row.locator('.plugin-description')).toContainText('Ersätter butiksskripten från WooCommerce och dess tillägg');
    if (plugin === 'inactive') return;
    await row.getByRole('link', { name: 'Inställningar' }).click();
    await expect(page.getByText('Beställningstillskrivning', { exact: true })).toBeVisible();
    await expect(page.getByText('Tema och sidbyggare', { exact: true })).toBeVisible();
  });
});
