import { expect, test } from '@playwright/test';
import { addToCartBehindTheScenes, backendCalls, backendLog, closeCartPanel, holdRequests, mounted, resetBackendLog, setLatency, watchConsole, shopperArrives } from './helpers';

const card = (id: number) => `li.product.post-${id}`;
const addButton = (id: number) => `${card(id)} a.add_to_cart_button`;

test.describe('add to cart from the shop loop', () => {
  test('adds without a reload: fields sent, loading then added, one view-cart link, mini cart and count updated, event heard', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/butik/');
    await page.evaluate(() => {
      (window as any).heard = [];
      document.body.addEventListener('added_to_cart', (e) => (window as any).heard.push((e as CustomEvent).detail.map((a: unknown) => (a instanceof Element ? a.getAttribute('data-product_id') : typeof a))));
    });
    // The add waits until the test has seen the button loading (a slow machine must not hide it).
    const release = await holdRequests(page, '**/?wc-ajax=add_to_cart');
    await page.locator(addButton(104)).click();
    await expect(page.locator(addButton(104))).toHaveClass(/\bloading\b/);
    release();
    await expect(page.locator(addButton(104))).toHaveClass(/\badded\b/);
    await expect(page.locator(addButton(104))).not.toHaveClass(/\bloading\b/);

    const viewCart = page.locator(`${card(104)} a.added_to_cart.wc-forward`);
    await expect(viewCart).toHaveCount(1);
    await expect(viewCart).toHaveText('Visa varukorg');
    await expect(viewCart).toHaveAttribute('href', /\/varukorg\/$/);
    // Right after the button, as WooCommerce inserts it.
    expect(await page.locator(addButton(104)).evaluate((a) => a.nextElementSibling?.matches('a.added_to_cart'))).toBe(true);

    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
    await expect(page.locator('aside .widget_shopping_cart_content .woocommerce-mini-cart-item')).toContainText('Kockkniv 20 cm');
    await expect(page.locator('.widget_shopping_cart_live_region')).toHaveText('”Kockkniv 20 cm” har lagts till i din varukorg');
    expect(await page.evaluate(() => (window as any).heard)).toEqual([['object', 'string', '104']]);
    expect(page.url()).not.toContain('add-to-cart');

    const [request] = await backendCalls(page, 'add_to_cart');
    expect(request!.fields).toMatchObject({ product_id: '104', quantity: '1', product_sku: 'KH-104', success_message: '”Kockkniv 20 cm” har lagts till i din varukorg' });

    // A second add keeps a single view-cart link.
    await closeCartPanel(page);
    await page.locator(addButton(104)).click();
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('2');
    await expect(viewCart).toHaveCount(1);
    expect(console.errors).toEqual([]);
  });

  test('five rapid clicks are five requests, one at a time, and a cart of five', async ({ page, context, baseURL }) => {
    await page.goto('/butik/');
    await shopperArrives(page);
    await mounted(page, addButton(109), 'add-to-cart-button');
    await setLatency(context, baseURL!, 150);
    await resetBackendLog(page);
    const button = page.locator(addButton(109));
    // Rey's opt-out: this button does not open the cart panel, which would cover the loop.
    await button.evaluate((el) => el.classList.add('--prevent-open-cart'));
    for (let i = 0; i < 5; i++) await button.click({ delay: 0 });
    // The count shows the five adds at once (before the server has answered): the last answer is
    // when the button stops loading.
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('5');
    await expect(button).not.toHaveClass(/\bloading\b/, { timeout: 10_000 });
    const log = await backendLog(page);
    const adds = log.requests.filter((r) => r.name === 'add_to_cart');
    expect(adds).toHaveLength(5);
    // No two cart requests were ever on their way together (the first click may also fetch the
    // wishlist's data, which runs beside them).
    for (const add of adds) expect(adds.filter((o) => o !== add && o.started < add.ended && add.started < o.ended)).toHaveLength(0);
    for (let i = 1; i < adds.length; i++) expect(adds[i]!.started).toBeGreaterThanOrEqual(adds[i - 1]!.ended);
    await expect(button).toHaveClass(/\badded\b/);
    await expect(button).not.toHaveClass(/\bloading\b/);
    const cart = await (await page.request.get('/__fixture/cart')).json();
    expect(cart.items).toEqual([expect.objectContaining({ productId: 109, quantity: 5 })]);
  });

  test('a shop set to redirect after an add goes to the cart page once the add is done', async ({ page }) => {
    await page.goto('/butik/?cart_redirect_after_add=yes');
    await page.locator(addButton(104)).click();
    await page.waitForURL('**/varukorg/');
    await expect(page.locator('.woocommerce-cart-form td.product-name')).toHaveText(['Kockkniv 20 cm']);
    expect(await backendCalls(page, 'add_to_cart')).toHaveLength(1);
  });

  test('an error with a product URL sends the shopper to the product page, where the reason shows', async ({ page }) => {
    await page.goto('/butik/');
    await page.locator(addButton(118)).click();
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
    await closeCartPanel(page);
    // Sold individually: the second add is refused by the server.
    await page.locator(addButton(118)).click();
    await page.waitForURL('**/produkt/diskborste-i-tra/');
    await expect(page.locator('.woocommerce-error')).toContainText('Du kan inte lägga till en till ”Diskborste i trä”');
  });

  test('a failed call ends in a Swedish message and no stuck spinner', async ({ page }) => {
    await page.goto('/butik/');
    await page.route('**/?wc-ajax=add_to_cart', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await page.locator(addButton(105)).click();
    await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-error')).toHaveText(/Ett okänt fel uppstod\./);
    await expect(page.locator(addButton(105))).not.toHaveClass(/\bloading\b/);
    await page.route('**/?wc-ajax=add_to_cart', (route) => route.abort('internetdisconnected'));
    await page.locator(addButton(106)).click();
    await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-error')).toContainText('Du är förmodligen offline.');
    await expect(page.locator(addButton(106))).not.toHaveClass(/\bloading\b/);
    await page.route('**/?wc-ajax=add_to_cart', (route) => route.fulfill({ status: 200, body: '<!DOCTYPE html><p>Fel</p>' }));
    await page.locator(addButton(107)).click();
    await expect(page.locator('.woocommerce-notices-wrapper')).toContainText('Svaret är inget giltigt JSON-svar.');
  });

  test('the header count and the mini cart show an add at once; the answer replaces the guess, a failure takes it back', async ({ page }) => {
    await page.goto('/butik/');
    const count = page.locator('.rey-headerCart .__cart-count').first();
    const widget = page.locator('.js-rey-cartPanel div.widget_shopping_cart_content');
    const guess = widget.locator('.wi-pending-item');
    await expect(count).toHaveText('0');

    const release = await holdRequests(page, '**/?wc-ajax=add_to_cart');
    await page.locator(addButton(104)).click();
    // Before the server has answered: the count and the item, hidden from screen readers.
    await expect(count).toHaveText('1');
    await expect(guess).toHaveCount(1);
    await expect(guess).toContainText('Kockkniv 20 cm');
    await expect(guess.locator('.quantity')).toHaveText(/1 × 899,00\s+kr/);
    await expect(guess).toHaveAttribute('aria-hidden', 'true');
    release();
    // The server's fragments: its own item, the guess gone.
    await expect(widget.locator('.woocommerce-mini-cart-item:not(.wi-pending-item)')).toContainText('Kockkniv 20 cm');
    await expect(guess).toHaveCount(0);
    await expect(count).toHaveText('1');
    await closeCartPanel(page);

    await page.unroute('**/?wc-ajax=add_to_cart');
    let fail!: () => void;
    const failing = new Promise<void>((resolve) => (fail = resolve));
    await page.route('**/?wc-ajax=add_to_cart', async (route) => {
      await failing;
      await route.fulfill({ status: 500, body: 'Internal Server Error' });
    });
    await page.locator(addButton(105)).click();
    await expect(count).toHaveText('2');
    await expect(guess).toContainText('Skärbräda i ek');
    fail();
    await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-error')).toHaveText(/Ett okänt fel uppstod\./);
    await expect(count).toHaveText('1');
    await expect(guess).toHaveCount(0);
    await expect(widget.locator('.woocommerce-mini-cart-item')).toHaveCount(1);
  });

  test('a loop button without a product id is a plain link', async ({ page }) => {
    await page.goto('/butik/');
    // Out of stock: WooCommerce prints a "Läs mer" link with no ajax class; it navigates.
    await page.locator(`${card(114)} a.button`).click();
    await page.waitForURL('**/produkt/grytlapp-i-bomull/');
  });
});

test.describe('mini cart', () => {
  test('removes an item in place under an overlay, swaps the fragments and fires removed_from_cart', async ({ page }) => {
    await page.goto('/butik/');
    await addToCartBehindTheScenes(page, 101);
    await addToCartBehindTheScenes(page, 110, 2);
    await page.reload();
    const items = page.locator('aside .widget_shopping_cart_content .woocommerce-mini-cart-item');
    await expect(items).toHaveCount(2);
    await page.evaluate(() => document.body.addEventListener('removed_from_cart', () => ((window as any).removed = ((window as any).removed ?? 0) + 1)));
    const release = await holdRequests(page, '**/?wc-ajax=remove_from_cart');
    const item = items.filter({ hasText: 'Vinglas' });
    await item.locator('a.remove_from_cart_button').click();
    await expect(item).toHaveClass(/wi-removing/);
    await expect(item).toHaveAttribute('aria-busy', 'true');
    expect(await item.evaluate((li) => getComputedStyle(li, '::after').opacity)).toBe('0.6');
    release();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Gjutjärnsgryta');
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
    expect(await page.evaluate(() => (window as any).removed)).toBe(1);
    expect(page.url()).toMatch(/\/butik\/$/);
  });

  test('when the remove call fails, the link is followed and the server removes the item', async ({ page }) => {
    await page.goto('/butik/');
    await addToCartBehindTheScenes(page, 103);
    await page.reload();
    await page.route('**/?wc-ajax=remove_from_cart', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":false}' }));
    await page.locator('aside a.remove_from_cart_button').click();
    await page.waitForURL('**/varukorg/');
    await expect(page.locator('.cart-empty')).toHaveText('Din varukorg är för närvarande tom.');
  });
});

test.describe('cart fragments', () => {
  test('an empty cart makes no fragment request and shows the empty mini cart', async ({ page }) => {
    await page.goto('/butik/');
    await expect(page.locator('aside .woocommerce-mini-cart__empty-message')).toHaveText('Inga produkter i varukorgen.');
    await page.goto('/produkt/kockkniv-20-cm/');
    await page.goto('/');
    await page.waitForTimeout(300);
    expect(await backendCalls(page, 'get_refreshed_fragments')).toHaveLength(0);
  });

  test('a reload with a valid cached fragment makes no request; a changed cart-hash cookie makes exactly one', async ({ page }) => {
    await page.goto('/butik/');
    await page.locator(addButton(101)).click();
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
    // The count shows the add at once; the server has answered when the button says added.
    await expect(page.locator(addButton(101))).toHaveClass(/\badded\b/);
    await resetBackendLog(page);

    await page.reload();
    await expect(page.locator('aside .woocommerce-mini-cart-item')).toHaveCount(1);
    await page.waitForTimeout(300);
    expect(await backendCalls(page, 'get_refreshed_fragments')).toHaveLength(0);

    // Another tab (or the cart page) changes the cart: the hash cookie no longer matches the cache.
    await addToCartBehindTheScenes(page, 102);
    await page.reload();
    await expect(page.locator('aside .woocommerce-mini-cart-item')).toHaveCount(2);
    await page.waitForTimeout(300);
    expect(await backendCalls(page, 'get_refreshed_fragments')).toHaveLength(1);
  });

  test('wc_fragment_refresh from a theme forces one refresh', async ({ page }) => {
    await page.goto('/butik/?jquery=1');
    await page.locator(addButton(101)).click();
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
    // The count shows the add at once; the server has answered when the button says added.
    await expect(page.locator(addButton(101))).toHaveClass(/\badded\b/);
    await resetBackendLog(page);
    await page.evaluate(() => (window as any).jQuery(document.body).trigger('wc_fragment_refresh'));
    await expect.poll(async () => (await backendCalls(page, 'get_refreshed_fragments')).length).toBe(1);
  });

  test('another tab changing the cart updates this one through the storage event', async ({ page, context }) => {
    await page.goto('/butik/');
    // Headless Chromium keeps every tab focused: the blur a shopper's switch to another tab gives.
    await page.evaluate(() => window.dispatchEvent(new FocusEvent('blur')));
    const other = await context.newPage();
    await other.goto('/produkt/kockkniv-20-cm/');
    await other.goto('/butik/');
    await other.locator(addButton(108)).click();
    await expect(other.locator('.rey-headerCart .__cart-count')).toHaveText('1');
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
    await expect(page.locator('aside .woocommerce-mini-cart-item')).toContainText('Mortel i granit');
  });

  test('a tab opened in the background shows the cart another tab changed when the shopper comes back to it', async ({ page, context }) => {
    await page.goto('/butik/');
    const other = await context.newPage();
    await other.goto('/butik/');
    await other.locator(addButton(108)).click();
    await expect(other.locator('.rey-headerCart .__cart-count')).toHaveText('1');
    // Nobody touched the first tab, and it never lost focus to the other: still the empty cart.
    await page.waitForTimeout(300);
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('0');
    await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
    await expect(page.locator('aside .woocommerce-mini-cart-item')).toContainText('Mortel i granit');
  });
});
