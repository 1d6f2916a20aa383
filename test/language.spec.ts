import { expect, test, type Page } from '@playwright/test';
import { addToCartBehindTheScenes, mounted, shopperArrives, stopClock } from './helpers';

// The bundle's own texts in the page's language. The fixture shop is Swedish and prints what the
// plugin prints there (woo_islands_params.i18n, from the plugin's sv_SE catalogue); `?locale=en_US`
// (or the cookie wi_fixture_locale=en_US) is the same shop with WordPress in English: lang="en-US",
// WooCommerce's and the plugins' English params, and no translations printed.

const PRODUCT = '/produkt/gjutjarnsgryta-24-cm/';
const gallery = '.woocommerce-product-gallery';
const cartPanel = '.js-rey-cartPanel';
const searchPanel = '#rey-searchPanel';

type Locale = 'en_US' | 'sv_SE';

/** Every page of the test in that language (the cookie follows the shopper across pages). */
async function speak(page: Page, locale: Locale): Promise<void> {
  if (locale === 'sv_SE') return;
  const url = new URL(test.info().project.use.baseURL ?? 'http://localhost:8080');
  await page.context().addCookies([{ name: 'wi_fixture_locale', value: locale, domain: url.hostname, path: '/' }]);
}

/** What the plugin printed for the page: the translations, if any. */
const printed = (page: Page) => page.evaluate(() => (window as unknown as { woo_islands_params?: Record<string, unknown> }).woo_islands_params ?? null);

const TEXTS = {
  en_US: {
    lang: 'en-US',
    thumb: 'Show image 2 of 4',
    prev: 'Previous image',
    next: 'Next image',
    galleryLabel: 'Product images',
    minus: 'Decrease quantity',
    plus: 'Increase quantity',
    cart: 'Cart',
    emptyCart: 'No products in the cart.',
    results: (n: number) => `${n} results`,
    oneResult: '1 result',
    unknownError: 'An unknown error occurred.',
    offline: 'You are probably offline.',
    dismiss: 'Dismiss',
    close: 'Close',
    lightboxNext: 'Next',
  },
  sv_SE: {
    lang: 'sv-SE',
    thumb: 'Visa bild 2 av 4',
    prev: 'Föregående bild',
    next: 'Nästa bild',
    galleryLabel: 'Produktbilder',
    minus: 'Minska antal',
    plus: 'Öka antal',
    cart: 'Varukorg',
    emptyCart: 'Inga produkter i varukorgen.',
    results: (n: number) => `${n} träffar`,
    oneResult: '1 träff',
    unknownError: 'Ett okänt fel uppstod.',
    offline: 'Du är förmodligen offline.',
    dismiss: 'Stäng',
    close: 'Stäng',
    lightboxNext: 'Nästa',
  },
} as const;

for (const locale of ['en_US', 'sv_SE'] as const) {
  const say = TEXTS[locale];

  test.describe(`${locale === 'en_US' ? 'an English' : 'a Swedish'} page (${locale})`, () => {
    test.beforeEach(({ page }) => speak(page, locale));

    test(`the plugin prints ${locale === 'en_US' ? 'no translations' : 'the Swedish translations'}; the page says lang="${say.lang}"`, async ({ page }) => {
      await page.goto('/butik/');
      await expect(page.locator('html')).toHaveAttribute('lang', say.lang);
      const params = await printed(page);
      if (locale === 'en_US') {
        expect(params).toEqual({ disabled_areas: [] });
      } else {
        expect(params).toMatchObject({ i18n: { cart_panel_label: 'Varukorg', search_results: ['%d träff', '%d träffar'] }, plural: '(n != 1)' });
      }
    });

    test('the product gallery, its thumbnails, arrows and lightbox are labelled in the page\'s language', async ({ page }) => {
      await page.goto(PRODUCT);
      await shopperArrives(page);
      await mounted(page, gallery, 'product-gallery');
      const thumbs = page.locator(`${gallery} ol.flex-control-thumbs button`);
      await expect(thumbs.nth(1)).toHaveAttribute('aria-label', say.thumb);
      await expect(page.locator(`${gallery} .flex-prev`)).toHaveAttribute('aria-label', say.prev);
      await expect(page.locator(`${gallery} .flex-next`)).toHaveAttribute('aria-label', say.next);
      await page.locator(`${gallery} .woocommerce-product-gallery__trigger`).click();
      const lightbox = page.locator('.glightbox-container');
      await expect(lightbox).toHaveAttribute('aria-label', say.galleryLabel);
      await expect(lightbox.locator('.gclose')).toHaveAttribute('aria-label', say.close);
      await expect(lightbox.locator('.gnext')).toHaveAttribute('aria-label', say.lightboxNext);
    });

    test('the cart panel and its quantity buttons are named in the page\'s language, and an empty mini cart says so', async ({ page }) => {
      await page.goto('/butik/');
      // The shop printed the sidebar's widget empty: the script writes WooCommerce's empty-cart message.
      await expect(page.locator('aside .woocommerce-mini-cart__empty-message')).toHaveText(say.emptyCart);
      await addToCartBehindTheScenes(page, 104);
      await page.reload();
      await shopperArrives(page);
      await mounted(page, cartPanel, 'cart-panel');
      await page.locator('button.js-rey-headerCart').click();
      await expect(page.locator(cartPanel)).toHaveClass(/--is-opened/);
      await expect(page.getByRole('dialog', { name: say.cart })).toBeVisible();
      // Rey prints its mini cart's quantity controls unnamed: the script names them.
      const line = page.locator(`${cartPanel} .woocommerce-mini-cart-item`).first();
      await expect(line.locator('.cartBtnQty-control.--minus')).toHaveAttribute('aria-label', say.minus);
      await expect(line.locator('.cartBtnQty-control.--plus')).toHaveAttribute('aria-label', say.plus);
    });

    test('the search panel counts its results in the page\'s language, one and many', async ({ page }) => {
      await page.goto('/butik/');
      await page.locator('button.js-rey-headerSearch-toggle').click();
      await expect(page.locator(searchPanel)).toHaveClass(/--is-open/);
      await mounted(page, searchPanel, 'ajax-search');
      const field = page.locator(`${searchPanel} input[name="s"]`);
      const status = page.locator(`${searchPanel} [role="status"]`);
      await stopClock(page);
      await field.pressSequentially('i b');
      await page.clock.runFor(1000);
      const total = Number(await page.locator(`${searchPanel} .rey-searchItem.--last .__search-count`).textContent());
      expect(total).toBeGreaterThan(1);
      await expect(status).toHaveText(say.results(total));
      await field.fill('');
      await field.pressSequentially('gjutjärnsgryta');
      await page.clock.runFor(1000);
      await expect(page.locator(`${searchPanel} .rey-searchItem-title`)).toHaveText(['Gjutjärnsgryta 24 cm']);
      await expect(status).toHaveText(say.oneResult);
    });

    test('a failed add to cart says so in the page\'s language, and its notice closes with a labelled button', async ({ page }) => {
      await page.goto('/butik/');
      const add = (id: number) => page.locator(`li.product.post-${id} a.add_to_cart_button`);
      const error = page.locator('.woocommerce-notices-wrapper .woocommerce-error');
      await page.route('**/?wc-ajax=add_to_cart', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
      await add(105).click();
      await expect(error).toHaveText(new RegExp(say.unknownError.replace('.', '\\.')));
      await page.route('**/?wc-ajax=add_to_cart', (route) => route.abort('internetdisconnected'));
      await add(106).click();
      await expect(error).toContainText(say.offline);
      await page.getByRole('button', { name: say.dismiss }).first().click();
      await expect(error).toHaveCount(0);
    });
  });
}
