import { expect, test, type Page } from '@playwright/test';
import { addToCartBehindTheScenes, addToWishlistBehindTheScenes } from '../helpers';
import { expectNoSeriousViolations } from './axe';
import { hydrated, stubThirdParties } from './hydrated';

/** Places an order for what is in the cart, as the checkout form's POST does; returns its received page. */
async function placeOrder(page: Page): Promise<string> {
  const response = await page.request.post('/checkout/', {
    form: {
      billing_first_name: 'Karin', billing_last_name: 'Berg', billing_address_1: 'Storgatan 1', billing_postcode: '111 22',
      billing_city: 'Stockholm', billing_phone: '070-123 45 67', billing_email: 'karin@exempel.se', payment_method: 'cod',
    },
  });
  expect(response.url()).toMatch(/\/checkout\/order-received\/\d+\/$/);
  return new URL(response.url()).pathname;
}

interface FixturePage {
  name: string;
  path: string | ((page: Page) => Promise<string>);
  /** Checks that the page is the one meant (the fixture could move things around). */
  is?: (page: Page) => Promise<void>;
}

const PAGES: FixturePage[] = [
  { name: 'home', path: '/' },
  { name: 'shop', path: '/butik/' },
  { name: 'category: kitchen tools', path: '/produkt-kategori/koksredskap/' },
  { name: 'category: textiles', path: '/produkt-kategori/textil/' },
  { name: 'category: the kitchen (page builder)', path: '/produkt-kategori/koket/' },
  {
    name: 'simple product with reviews', path: '/produkt/gjutjarnsgryta-24-cm/',
    is: async (page) => expect(page.locator('#reviews ol.commentlist li.review').first()).toBeAttached(),
  },
  {
    name: 'variable product with swatches', path: '/produkt/forklade-i-linne/',
    is: async (page) => expect(page.locator('form.variations_form ul.variable-items-wrapper').first()).toBeAttached(),
  },
  {
    name: 'variable product with ajax variations', path: '/produkt/kokshandduk-i-bomull-monstrad/',
    // Product 202: more variations than the threshold, so the form carries none and asks the server.
    is: async (page) => {
      await expect(page.locator('form.variations_form')).toHaveAttribute('data-product_id', '202');
      await expect(page.locator('form.variations_form')).toHaveAttribute('data-product_variations', 'false');
    },
  },
  { name: 'variable product with preloaded variations', path: '/produkt/servetter-i-linne-4-pack/' },
  { name: 'cart', path: '/varukorg/', is: async (page) => expect(page.locator('form.woocommerce-cart-form .cart_item').first()).toBeVisible() },
  { name: 'checkout', path: '/checkout/', is: async (page) => expect(page.locator('form.checkout')).toBeVisible() },
  {
    name: 'order received', path: placeOrder,
    is: async (page) => expect(page.locator('.woocommerce-thankyou-order-received')).toBeVisible(),
  },
  { name: 'my account', path: '/mitt-konto/' },
  { name: 'cookie policy', path: '/cookiepolicy-eu/' },
  { name: 'about us (store notice)', path: '/om-oss/' },
  {
    name: 'wishlist', path: '/onskelista/',
    is: async (page) => expect(page.locator('.tinv-wishlist table.tinvwl-table-manage-list tr.wishlist_item').first()).toBeVisible(),
  },
  { name: 'inspiration', path: '/inspiration/' },
  { name: 'kitchen life (layout details)', path: '/koksliv/' },
  { name: 'cooking guide', path: '/kokguide/' },
  { name: 'customer reviews', path: '/kundrecensioner/' },
  { name: 'QA: popup', path: '/qa/popup/' },
  { name: 'QA: quantity', path: '/qa/antal/' },
  { name: 'QA: bench category', path: '/qa/bench-kategori/' },
  { name: 'QA: broken data', path: '/qa/trasig-data/' },
];

// axe walks the whole page: allow it time on a slow, shared machine.
test.describe.configure({ timeout: 90_000 });

for (const { name, path, is } of PAGES) {
  test(`${name}: no serious or critical axe violation after hydration`, async ({ page }) => {
    // A shopper with something in the cart and the wishlist: the header counts, the mini cart, the cart
    // and checkout pages and the wishlist show their full markup.
    await addToCartBehindTheScenes(page, 104);
    await addToWishlistBehindTheScenes(page, 101);
    await stubThirdParties(page);
    await page.goto(typeof path === 'string' ? path : await path(page));
    await hydrated(page);
    await is?.(page);
    await expectNoSeriousViolations(page);
  });
}
