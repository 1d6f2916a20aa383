// No React before the shopper's first input (issue 27): on every page type, for every kind of visitor,
// what the page needs at load runs without it; and a shopper with a cart sees the right count and
// mini cart at load, after another tab's add and after the cached fragments expire, still without it.
// React arrives once the shopper reaches for something that needs it.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { BANNER_CLOSED } from './consent-state';
import { addToCartBehindTheScenes, backendCalls, chunkWith, mounted, resetBackendLog, shopperArrives } from './helpers';

/** The chunk holding React and react-dom (built as one ES module, see react-esm.mjs). */
const reactChunk = () => chunkWith('node_modules/.cache/woo-islands/react/all.js');

const PAGE_TYPES = {
  shop: '/butik/',
  category: '/produkt-kategori/koksredskap/',
  product: '/produkt/forklade-i-linne/',
  cart: '/varukorg/',
  checkout: '/checkout/',
  account: '/mitt-konto/',
} as const;

const count = '.rey-headerCart .__cart-count';
const miniCartItems = '.js-rey-cartPanel .woocommerce-mini-cart-item';
const FRAGMENT_NAME = 'wc_fragments_6b1f1ab9d3d5ea1a8f94dcaf1d5e0b2c';

/** Records the scripts `page` asks for; `react()` says whether the React chunk was one of them. */
function watchScripts(page: Page): { react: () => boolean } {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace('/wp-content/plugins/islands-for-woocommerce/dist', ''));
  });
  const chunk = reactChunk();
  return { react: () => scripts.includes(chunk) };
}

/** The page has loaded and nothing is left to arrive: what a visitor who does not touch it gets. */
async function settledWithoutInput(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
}

/** What each page type shows at load, done without React. */
async function expectLoadedState(page: Page, type: keyof typeof PAGE_TYPES, loggedIn: boolean): Promise<void> {
  if (type === 'product') {
    // The gallery shown with its thumbnails, one tab's panel, the variation form waiting for a choice.
    await expect(page.locator('.woocommerce-product-gallery')).toHaveCSS('opacity', '1');
    await expect(page.locator('.woocommerce-product-gallery ol.flex-control-thumbs img').first()).toBeVisible();
    await expect(page.locator('#tab-description')).toBeVisible();
    await expect(page.locator('#tab-additional_information')).toBeHidden();
    await expect(page.locator('form.variations_form .single_add_to_cart_button')).toHaveClass(/wc-variation-selection-needed/);
  }
  // The login form's show-password button; a logged-in shopper sees the dashboard instead.
  if (type === 'account' && !loggedIn) await expect(page.locator('#password + .show-password-input')).toBeVisible();
  if (type === 'account' && loggedIn) await expect(page.locator('.woocommerce-MyAccount-navigation')).toBeVisible();
}

const visitors: Array<{ name: string; cart: boolean; loggedIn?: boolean; prepare: (context: BrowserContext, page: Page, baseURL: string) => Promise<void> }> = [
  { name: 'on a first visit', cart: false, prepare: async () => {} },
  { name: 'with an empty cart', cart: false, prepare: (context) => context.addCookies(BANNER_CLOSED.cookies) },
  {
    name: 'with a cart',
    cart: true,
    prepare: async (context, page) => {
      await context.addCookies(BANNER_CLOSED.cookies);
      await addToCartBehindTheScenes(page, 104, 2);
    },
  },
  {
    name: 'logged in, with a cart',
    cart: true,
    loggedIn: true,
    prepare: async (context, page) => {
      await context.addCookies(BANNER_CLOSED.cookies);
      await page.request.post('/mitt-konto/', { form: { login: 'Logga in', username: 'karin', password: 'hemligt123' }, maxRedirects: 0 });
      await addToCartBehindTheScenes(page, 104, 2);
    },
  },
  {
    name: 'with consent given and a cart',
    cart: true,
    prepare: async (context, page, baseURL) => {
      await context.addCookies([
        ...BANNER_CLOSED.cookies,
        ...['functional', 'preferences', 'statistics', 'marketing'].map((category) => ({ name: `cmplz_${category}`, value: 'allow', url: baseURL })),
      ]);
      await addToCartBehindTheScenes(page, 104, 2);
    },
  },
];

test.describe('no React before the first input', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const visitor of visitors) {
    test(`${visitor.name}, on every page type`, async ({ page, context, baseURL }) => {
      test.slow();
      await visitor.prepare(context, page, baseURL!);
      for (const [type, path] of Object.entries(PAGE_TYPES) as Array<[keyof typeof PAGE_TYPES, string]>) {
        const fresh = await context.newPage();
        const scripts = watchScripts(fresh);
        await fresh.goto(path);
        if (visitor.cart && type !== 'cart' && type !== 'checkout') {
          await expect(fresh.locator(count), `${type}: the header count`).toHaveText('2');
          await expect(fresh.locator(miniCartItems), `${type}: the mini cart`).toContainText('Kockkniv 20 cm');
        }
        await expectLoadedState(fresh, type, visitor.loggedIn === true);
        await settledWithoutInput(fresh);
        expect(scripts.react(), `${visitor.name}: React requested on the ${type} page before any input`).toBe(false);
        await fresh.close();
      }
    });
  }
});

test.describe('a shopper with a cart, without React', () => {
  for (const [type, path] of Object.entries(PAGE_TYPES).filter(([type]) => type !== 'cart' && type !== 'checkout')) {
    test(`on the ${type} page: the right count and mini cart at load, after another tab's add and once the cached fragments expire`, async ({ page, context }) => {
      await addToCartBehindTheScenes(page, 104, 1);
      const scripts = watchScripts(page);
      await page.goto(path);
      await expect(page.locator(count)).toHaveText('1');
      await expect(page.locator(miniCartItems)).toHaveCount(1);
      await expect(page.locator(miniCartItems)).toContainText('Kockkniv 20 cm');

      // Another tab adds. Headless Chromium keeps every tab focused: the blur a shopper's switch gives.
      await page.evaluate(() => window.dispatchEvent(new FocusEvent('blur')));
      const other = await context.newPage();
      await other.goto('/butik/');
      await other.locator('li.product.post-108 a.add_to_cart_button').click();
      await expect(other.locator(count)).toHaveText('2');
      await expect(page.locator(count)).toHaveText('2');
      await expect(page.locator(miniCartItems)).toHaveCount(2);
      await expect(page.locator(miniCartItems).filter({ hasText: 'Mortel i granit' })).toHaveCount(1);
      await other.close();
      await settledWithoutInput(page);
      expect(scripts.react(), 'React requested before any input').toBe(false);

      // The cache answers a reload while it is under 24 hours old (what it holds is what shows)...
      await page.evaluate((key) => {
        sessionStorage.setItem(key, (sessionStorage.getItem(key) ?? '').replaceAll('Mortel i granit', 'Mortel ur cachen'));
      }, FRAGMENT_NAME);
      await page.reload();
      await expect(page.locator(miniCartItems).filter({ hasText: 'Mortel ur cachen' })).toHaveCount(1);
      // ...and once it is older, the server's fragments replace it.
      await page.evaluate(() => sessionStorage.setItem('wc_cart_created', String(Date.now() - 25 * 3600 * 1000)));
      await page.reload();
      await expect(page.locator(miniCartItems).filter({ hasText: 'Mortel i granit' })).toHaveCount(1);
      await expect(page.locator(count)).toHaveText('2');
      await settledWithoutInput(page);
      expect(scripts.react(), 'React requested before any input').toBe(false);

      // The shopper reaches for the page: React comes, once.
      await shopperArrives(page);
      await mounted(page, '.js-rey-cartPanel div.widget_shopping_cart_content', 'mini-cart');
      expect(scripts.react()).toBe(true);
    });
  }
});

test.describe('a new tab of a browser that has the cart', () => {
  test('shows the count and mini cart another tab cached, asking the server nothing, without React', async ({ page, context }) => {
    await addToCartBehindTheScenes(page, 104, 1);
    await page.goto('/butik/');
    await expect(page.locator(miniCartItems)).toContainText('Kockkniv 20 cm');
    await resetBackendLog(page);

    const fresh = await context.newPage();
    const scripts = watchScripts(fresh);
    await fresh.goto('/produkt-kategori/koksredskap/');
    await expect(fresh.locator(count)).toHaveText('1');
    await expect(fresh.locator(miniCartItems)).toContainText('Kockkniv 20 cm');
    await settledWithoutInput(fresh);
    expect(await backendCalls(fresh, 'get_refreshed_fragments')).toEqual([]);
    expect(scripts.react(), 'React requested before any input').toBe(false);

    // The cart changed where this browser did not see it (another device): the next new tab asks once,
    // and the tabs already open take what it was told, asking nothing.
    await addToCartBehindTheScenes(page, 108, 1);
    const third = await context.newPage();
    await third.goto('/butik/');
    await expect(third.locator(count)).toHaveText('2');
    await expect(third.locator(miniCartItems).filter({ hasText: 'Mortel i granit' })).toHaveCount(1);
    await expect(fresh.locator(miniCartItems).filter({ hasText: 'Mortel i granit' })).toHaveCount(1);
    await expect(fresh.locator(count)).toHaveText('2');
    await settledWithoutInput(fresh);
    expect(await backendCalls(third, 'get_refreshed_fragments')).toHaveLength(1);
    expect(scripts.react(), 'React requested before any input').toBe(false);
  });
});

test.describe('the home page, built with the page builder', () => {
  test('React comes before input only for what the page builder moves or shows by itself, never for the cart', async ({ page }) => {
    await addToCartBehindTheScenes(page, 104, 1);
    await page.goto('/');
    await expect(page.locator(count)).toHaveText('1');
    await expect(page.locator(miniCartItems)).toContainText('Kockkniv 20 cm');
    await settledWithoutInput(page);
    // The islands that mounted with nobody touching the page (README, "What a page loads").
    const mountedBeforeInput = await page.evaluate(() => {
      const names = new Set<string>();
      for (const el of document.querySelectorAll('*')) {
        for (const attr of el.attributes) if (attr.name.startsWith('data-wi-') && attr.value === 'mounted') names.add(attr.name.slice('data-wi-'.length));
      }
      return [...names].sort();
    });
    expect(mountedBeforeInput.filter((name) => !['elementor-carousel', 'off-canvas', 'popup', 'sticky'].includes(name))).toEqual([]);
    await expect(page.locator('.js-rey-cartPanel div.widget_shopping_cart_content')).toHaveAttribute('data-wi-mini-cart', 'ready');
  });
});
