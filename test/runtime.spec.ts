import { expect, test } from '@playwright/test';
import { FIRST_VISIT } from './consent-helpers';
import { addToCartBehindTheScenes, attributionReady, backendCalls, chunkWith, closeCartPanel, mounted, resetBackendLog, watchConsole, shopperArrives, working } from './helpers';

const addButton = (id: number) => `li.product.post-${id} a.add_to_cart_button`;

/** The chunk holding React and react-dom (built as one ES module, see build/react-esm.mjs). */
const reactChunk = () => chunkWith('node_modules/.cache/woo-islands/react/all.js');

test('a page without islands loads nothing but the entry (no React, no chunk)', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/qa/utan-oar/');
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  expect(scripts).toEqual(['/wp-content/plugins/islands-for-woocommerce/dist/woo-islands.js']);
});

test('a page with one island fed broken data still runs every other island', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/qa/trasig-data/');
  await shopperArrives(page);
  const broken = page.locator('li.product.post-102 a.add_to_cart_button');
  await expect(broken).toHaveAttribute('data-wi-add-to-cart-button', 'error');
  await mounted(page, 'aside div.widget_shopping_cart_content', 'mini-cart');

  await page.locator(addButton(103)).click();
  await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
  await expect(page.locator('aside .woocommerce-mini-cart-item')).toContainText('Stekpanna');

  const warnings = console.warnings.filter((w) => w.includes('[woo-islands]'));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('add-to-cart-button on <a.button.product_type_simple.add_to_cart_button');
  expect(warnings[0]).toContain('is not a product id');
  expect(console.errors).toEqual([]);
  expect(await page.evaluate(() => (window as any).pwned)).toBeUndefined();

  // Its server markup still works: the link adds without JavaScript.
  await closeCartPanel(page);
  await broken.click();
  await page.waitForURL(/add-to-cart=|\/qa\/trasig-data\/$/);
});

test('with the bundle blocked, the add link still navigates and the server adds the product', async ({ page }) => {
  await page.route('**/woo-islands.js', (route) => route.abort());
  await page.goto('/butik/');
  await page.locator(addButton(104)).click();
  await page.waitForURL('**/butik/');
  await expect(page.locator('.woocommerce-message')).toContainText('”Kockkniv 20 cm” har lagts till i din varukorg.');
  expect(await page.locator('[data-wi-mini-cart]').count()).toBe(0);
});

test('a click that beats React sends its add at once, and the button mounts afterwards without adding it twice', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const react = reactChunk();
  await page.route(`**${react}`, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/butik/');
  await resetBackendLog(page);
  const button = page.locator(addButton(110));
  await button.click();
  // React has not arrived, and the product is in the cart all the same.
  await expect(button).toHaveClass(/\badded\b/);
  await expect(button.locator('xpath=following-sibling::a[contains(@class,"added_to_cart")]')).toHaveText('Visa varukorg');
  expect(await backendCalls(page, 'add_to_cart')).toHaveLength(1);
  expect(await button.getAttribute('data-wi-add-to-cart-button')).not.toBe('mounted');

  release();
  await expect(button).toHaveAttribute('data-wi-add-to-cart-button', 'mounted');
  expect(await backendCalls(page, 'add_to_cart')).toHaveLength(1);
  // The shop opens its cart panel after an add, once its island is there; the shopper closes it.
  await closeCartPanel(page);
  await button.click();
  await expect.poll(() => backendCalls(page, 'add_to_cart').then((calls) => calls.filter((c) => c.ended > 0).length)).toBe(2);
  await expect(button).toHaveClass(/\badded\b/);
  expect(page.url()).toMatch(/\/butik\/$/);
});

test('a page nobody touches mounts no loop button and fetches none of their code; once the shopper shows up, every button mounts when idle', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/chunks/AddToCartButton-')) chunks.push(request.url());
  });
  await page.goto('/butik/');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1000);
  expect(chunks).toHaveLength(0);
  await expect(page.locator('[data-wi-add-to-cart-button="mounted"]')).toHaveCount(0);

  await shopperArrives(page);
  await expect(page.locator('[data-wi-add-to-cart-button="mounted"]')).toHaveCount(await page.locator('a.ajax_add_to_cart').count());
  expect(chunks).toHaveLength(1);
});

test('a shopper with a cart loads the cart’s core at load, and the add’s code only once the shopper shows up; no React before the add', async ({ page }) => {
  await addToCartBehindTheScenes(page, 104);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace('/wp-content/plugins/islands-for-woocommerce/dist', ''));
  });
  await page.goto('/butik/');
  const core = chunkWith('src/cart/sync.ts');
  const add = chunkWith('src/cart/add/add-to-cart.ts');
  const earlyClick = chunkWith('islands/add-to-cart-button/early-click.ts');
  // The header's count shows the cart the server printed, kept in step by the core.
  await expect.poll(() => scripts.includes(core)).toBe(true);
  await page.waitForTimeout(1000);
  expect(scripts).not.toContain(add);
  expect(scripts).not.toContain(earlyClick);
  expect(scripts).not.toContain(reactChunk());

  await shopperArrives(page);
  await expect.poll(() => scripts.includes(earlyClick) && scripts.includes(add)).toBe(true);
  // The card's first click then adds, by the early click.
  await page.locator('a.ajax_add_to_cart[data-product_id="104"]').click();
  await expect(page.locator('a.ajax_add_to_cart[data-product_id="104"] + a.added_to_cart')).toHaveText('Visa varukorg');
  await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('2');
});

test.describe('a first visit', () => {
  test.use({ storageState: FIRST_VISIT });

  test('shows the consent banner without loading React or cart code until the shopper shows up; then what a first click on a card needs comes', async ({ page }) => {
    const react = reactChunk();
    const cart = chunkWith('src/cart/add/add-to-cart.ts');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace('/wp-content/plugins/islands-for-woocommerce/dist', ''));
    });
    await page.goto('/butik/');
    await expect(page.locator('.cmplz-cookiebanner')).toHaveClass(/cmplz-show/);
    await page.waitForTimeout(1000);
    expect(scripts.some((file) => file.startsWith('/chunks/show-at-load-'))).toBe(true);
    expect(scripts.some((file) => file.startsWith('/chunks/ConsentBanner-'))).toBe(false);
    expect(scripts).not.toContain(react);
    // A visitor who only looks costs neither the early click nor the cart core.
    const earlyClick = chunkWith('islands/add-to-cart-button/early-click.ts');
    expect(scripts).not.toContain(earlyClick);
    expect(scripts).not.toContain(cart);

    await shopperArrives(page);
    await expect.poll(() => scripts.includes(react) && scripts.includes(cart)).toBe(true);
    expect(scripts.filter((file) => file === react)).toHaveLength(1);
    expect(scripts.filter((file) => file === cart)).toHaveLength(1);
    await expect.poll(() => scripts.includes(earlyClick)).toBe(true);
  });

  test('on a product page whose cards are below the fold, fetches no cart code until the shopper shows up', async ({ page }) => {
    const cart = chunkWith('src/cart/sync.ts');
    const earlyClick = chunkWith('islands/add-to-cart-button/early-click.ts');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname.replace('/wp-content/plugins/islands-for-woocommerce/dist', ''));
    });
    await page.goto('/produkt/forklade-i-linne/');
    await working(page, 'form.variations_form', 'variation-form');
    await expect(page.locator('.related a.ajax_add_to_cart').first()).not.toBeInViewport();
    await page.waitForTimeout(1000);
    // The form works from the variations the page printed; its add and the cards' first click need the cart.
    expect(asked).not.toContain(cart);
    expect(asked).not.toContain(earlyClick);

    await shopperArrives(page);
    await expect.poll(() => asked.includes(cart)).toBe(true);
    await expect(page.locator('.related [data-wi-add-to-cart-button="mounted"]')).toHaveCount(await page.locator('.related a.ajax_add_to_cart').count());
  });
});

test('a returning shopper with a cart sees the mini cart and gets the attribution at load without React; React comes once, with the shopper', async ({ page }) => {
  const react = reactChunk();
  await addToCartBehindTheScenes(page, 104, 2);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace('/wp-content/plugins/islands-for-woocommerce/dist', ''));
  });
  await page.goto('/butik/');
  await attributionReady(page);
  await expect(page.locator('.js-rey-cartPanel .woocommerce-mini-cart-item')).toContainText('Kockkniv 20 cm');
  await expect(page.locator('.js-rey-cartPanel .woocommerce-mini-cart-item input.qty')).toHaveValue('2');
  await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('2');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(scripts).not.toContain(react);
  await expect(page.locator('.js-rey-cartPanel div.widget_shopping_cart_content')).toHaveAttribute('data-wi-mini-cart', 'ready');

  await shopperArrives(page);
  await mounted(page, '.js-rey-cartPanel div.widget_shopping_cart_content', 'mini-cart');
  await mounted(page, '.js-rey-cartPanel div.quantity', 'quantity');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((file) => file === react)).toHaveLength(1);
});

test.describe('beside WooCommerce\'s classic scripts', () => {
  test('a click is handled once, by the island: the classic body handler never sees it', async ({ page }) => {
    await page.goto('/butik/?classic=1');
    await shopperArrives(page);
    await mounted(page, addButton(101), 'add-to-cart-button');
    await resetBackendLog(page);
    await page.locator(addButton(101)).click();
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
    // The count shows the add at once; the server has answered when the button says added.
    await expect(page.locator(addButton(101))).toHaveClass(/\badded\b/);
    await page.waitForTimeout(300);
    expect(await backendCalls(page, 'add_to_cart')).toHaveLength(1);
    expect(await page.evaluate(() => (window as any).classicHandled)).toBe(0);
  });

  test("a jQuery listener hears added_to_cart exactly once, with WooCommerce's arguments", async ({ page }) => {
    await page.goto('/butik/?jquery=1');
    await page.evaluate(() => {
      const $ = (window as any).jQuery;
      (window as any).jq = [];
      $(document.body).on('added_to_cart', (_e: unknown, fragments: any, hash: any, $button: any) => {
        (window as any).jq.push([typeof fragments['div.widget_shopping_cart_content'], typeof hash, $button.jquery ? $button.data('product_id') : 'not jQuery']);
      });
      $(document.body).on('adding_to_cart', (_e: unknown, $button: any, data: any) => (window as any).jq.push(['adding', $button.attr('data-product_id'), data.product_id]));
      $(document.body).on('wc_cart_button_updated', (_e: unknown, $button: any) => (window as any).jq.push(['updated', $button.attr('data-product_id')]));
    });
    await page.locator(addButton(101)).click();
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
    await expect.poll(() => page.evaluate(() => (window as any).jq.length)).toBe(3);
    // add-to-cart.js updates the button (and fires wc_cart_button_updated) in its own added_to_cart
    // listener, the first one registered: other listeners hear the button's update first.
    expect(await page.evaluate(() => (window as any).jq)).toEqual([
      ['adding', '101', '101'],
      ['updated', '101'],
      ['string', 'string', 101],
    ]);
  });
});
