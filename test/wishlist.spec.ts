import { expect, test, type Page } from '@playwright/test';
import { addToWishlistBehindTheScenes, backendCalls, holdRequests, mounted, resetBackendLog, watchConsole, shopperArrives, working } from './helpers';

const loopButton = (id: number) => `li.product.post-${id} .tinvwl_add_to_wishlist_button`;
const tiCounter = '.wishlist_products_counter_number';
const reyCounter = '.rey-headerAccount-count .rey-wishlistCounter-number';
const popup = 'body > .tinv-wishlist > .tinvwl_added_to_wishlist';

/** Loop buttons mount when they come near the viewport. */
async function inView(page: Page, selector: string): Promise<void> {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await shopperArrives(page);
  await mounted(page, selector, 'wishlist-button');
}

async function hashKey(page: Page): Promise<string> {
  return page.evaluate(() => (window as any).tinvwl_add_to_wishlist.hash_key);
}

test.describe('wishlist button and counters', () => {
  test('a loop button adds with the plugin\'s fields; the popup shows the answer and closes itself after 6000 ms; counters follow', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/butik/');
    await shopperArrives(page);
    await mounted(page, loopButton(104), 'wishlist-button');
    await mounted(page, tiCounter, 'wishlist-counter');
    await expect(page.locator(tiCounter)).toHaveText('');
    // The first interaction fetches the data: an empty wishlist keeps the counters hidden.
    await page.mouse.wheel(0, 200);
    await expect.poll(async () => (await backendCalls(page, 'tinvwl')).length).toBe(1);
    await expect(page.locator(reyCounter)).toHaveAttribute('data-count', '0');
    await expect(page.locator(tiCounter)).toHaveText('');
    await expect(page.locator('.rey-headerAccount-count')).toHaveClass(/--hidden/);
    await expect(page.locator(tiCounter)).toBeHidden();

    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const button = page.locator(loopButton(104));
    await button.click();
    await expect(page.locator(popup)).toBeVisible();
    await expect(page.locator(`${popup} .tinv-txt`)).toHaveText('”Kockkniv 20 cm” har lagts till i din önskelista.');
    await expect(page.locator(popup)).toHaveAttribute('role', 'dialog');
    await expect(page.locator(`${popup} .tinvwl_button_view`)).toBeFocused();
    await expect(button).toHaveClass(/tinvwl-product-in-list/);
    await expect(button).toHaveAttribute('data-tinv-wl-action', 'addto');
    await expect(page.locator(tiCounter)).toHaveText('1');
    await expect(page.locator(reyCounter)).toHaveText('1');
    await expect(page.locator('.rey-headerAccount-count')).not.toHaveClass(/--hidden/);
    await expect(page.locator('.wishlist_products_counter')).toHaveClass(/wishlist-counter-with-products/);

    const [post] = await backendCalls(page, 'add_to_wishlist');
    expect(post!.kind).toBe('form');
    expect(post!.fields).toEqual({
      tinv_wishlist_id: '',
      tinv_wishlist_name: '',
      product_type: 'simple',
      product_id: '104',
      product_variation: '0',
      product_action: 'addto',
      redirect: expect.stringMatching(/\/butik\/$/),
      form: { 'tinvwl-hidden-fields': '[]' },
    });

    await page.clock.runFor(5900);
    await expect(page.locator(popup)).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.locator(popup)).toHaveCount(0);
    await expect(button).toBeFocused();

    // Cached the way the plugin does: the same JSON in localStorage and sessionStorage.
    const key = await hashKey(page);
    const cached = await page.evaluate((k) => [localStorage.getItem(k), sessionStorage.getItem(k)], key);
    expect(cached[0]).toBe(cached[1]);
    expect(JSON.parse(cached[0]!)).toMatchObject({ counter: 1, products: { 104: expect.any(Object) } });
    expect(console.errors).toEqual([]);
  });

  test('Enter adds too; already in the list, the plugin says so; the close button closes the popup', async ({ page }) => {
    await addToWishlistBehindTheScenes(page, 110);
    await page.goto('/butik/');
    const button = page.locator(loopButton(110));
    await inView(page, loopButton(110));
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(`${popup} .tinv-txt`)).toHaveText('”Vinglas 4-pack” finns redan i din önskelista.');
    await page.locator(`${popup} .tinvwl_button_close`).click();
    await expect(page.locator(popup)).toHaveCount(0);
    await expect(button).toHaveClass(/tinvwl-product-in-list/);
    await expect(page.locator(tiCounter)).toHaveText('1');
  });

  test('the cache: a reload shows it with no request; without it nothing is asked before the first interaction; the login cookie and a counter cookie mismatch refetch', async ({ page, context, baseURL }) => {
    await page.goto('/butik/');
    await shopperArrives(page);
    await mounted(page, loopButton(101), 'wishlist-button');
    await page.locator(loopButton(101)).click();
    await expect(page.locator(tiCounter)).toHaveText('1');
    await resetBackendLog(page);

    await page.reload();
    await expect(page.locator(tiCounter)).toHaveText('1');
    await page.mouse.wheel(0, 300);
    await shopperArrives(page);
    await mounted(page, loopButton(101), 'wishlist-button');
    await expect(page.locator(loopButton(101))).toHaveClass(/tinvwl-product-in-list/);
    await page.waitForTimeout(300);
    expect(await backendCalls(page, 'tinvwl')).toHaveLength(0);

    // No cache: the page waits for the shopper before asking (the counters do not even load).
    const key = await hashKey(page);
    await page.evaluate((k) => localStorage.removeItem(k), key);
    // A reload restores the scroll position with a scroll event of its own, which may come after the
    // bundle starts listening and count as the shopper's first move; from the top nothing is restored.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.reload();
    await page.waitForTimeout(500);
    await expect(page.locator(tiCounter)).toHaveAttribute('data-wi-wishlist-counter', 'waiting');
    await expect(page.locator(tiCounter)).toHaveText('');
    expect(await backendCalls(page, 'tinvwl')).toHaveLength(0);
    await page.keyboard.press('Shift');
    await expect(page.locator(tiCounter)).toHaveText('1');
    const calls = await backendCalls(page, 'tinvwl');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.fields).toEqual({ 'tinvwl-action': 'get_data', 'tinvwl-security': '3d5e7f9a1b' });

    // Logging in or out sets tinvwl_update_data: the cache is emptied and the data asked for again.
    await resetBackendLog(page);
    await context.addCookies([{ name: 'tinvwl_update_data', value: '1', url: baseURL! }]);
    await page.reload();
    // A count to show at load: the counter follows the store without React. The cursor left over the
    // page from before the reload may count as the shopper showing up, and the island then mounts.
    await expect(page.locator(tiCounter)).toHaveAttribute('data-wi-wishlist-counter', /^(ready|mounted)$/);
    await page.mouse.wheel(0, 100);
    await expect.poll(async () => (await backendCalls(page, 'tinvwl')).length).toBe(1);
    expect((await context.cookies()).some((c) => c.name === 'tinvwl_update_data')).toBe(false);

    // A logged-in shopper's counter cookie that disagrees with the cache (another device added).
    await resetBackendLog(page);
    await context.addCookies([{ name: 'tinvwl_wishlists_data_counter', value: '7', url: baseURL! }]);
    await page.reload();
    await expect(page.locator(tiCounter)).toHaveAttribute('data-wi-wishlist-counter', /^(ready|mounted)$/);
    await page.mouse.wheel(0, 100);
    await expect.poll(async () => (await backendCalls(page, 'tinvwl')).length).toBe(1);
  });

  test('another tab\'s change reaches this tab\'s counters and buttons through the storage event', async ({ page, context }) => {
    await page.goto('/butik/');
    await inView(page, loopButton(105));
    await mounted(page, tiCounter, 'wishlist-counter');
    const other = await context.newPage();
    await other.goto('/butik/');
    await inView(other, loopButton(105));
    await other.locator(loopButton(105)).click();
    await expect(other.locator(tiCounter)).toHaveText('1');
    await expect(page.locator(tiCounter)).toHaveText('1');
    await expect(page.locator(loopButton(105))).toHaveClass(/tinvwl-product-in-list/);
    await other.close();
  });
});

test.describe('wishlist button on a variable product', () => {
  // The variable product with the real variation form (colour and size swatches).
  const product = '/produkt/forklade-i-linne/';
  const button = '.summary .tinvwl_add_to_wishlist_button';
  const swatch = (attribute: string, value: string) => `form.variations_form ul[data-attribute_name="attribute_pa_${attribute}"] li[data-value="${value}"]`;

  test('disabled until a variation is chosen in the form; choosing one enables it with its id, clearing disables it; the add carries the form', async ({ page }) => {
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(product);
    await shopperArrives(page);
    await mounted(page, button, 'wishlist-button');
    await working(page, 'form.variations_form', 'variation-form');
    await expect(page.locator(button)).toHaveClass(/disabled-add-wishlist/);
    await expect(page.locator(button)).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled: Playwright would wait for it to be enabled; a shopper can still click it.
    await page.locator(button).click({ force: true });
    expect(alerts).toEqual(['Please select some product options before adding this product to your wishlist.']);
    expect(await backendCalls(page, 'add_to_wishlist')).toHaveLength(0);

    // The variation form's show_variation enables it with the chosen variation.
    await page.locator(swatch('farg', 'grafit')).click();
    await page.locator(swatch('storlek', 'm')).click();
    await expect(page.locator(button)).not.toHaveClass(/disabled-add-wishlist/);
    await expect(page.locator(button)).toHaveAttribute('data-tinv-wl-productvariation', '20106');
    // Clearing the choice (hide_variation) disables it again.
    await page.locator('form.variations_form .reset_variations').click();
    await expect(page.locator(button)).toHaveClass(/disabled-add-wishlist/);
    await expect(page.locator(button)).toHaveAttribute('data-tinv-wl-productvariation', '0');

    await page.locator(swatch('farg', 'grafit')).click();
    await page.locator(swatch('storlek', 'm')).click();
    await page.locator(button).click();
    await expect(page.locator(`${popup} .tinv-txt`)).toContainText('har lagts till i din önskelista.');
    await expect(page.locator(`${popup} .tinv-txt`)).toContainText('Förkläde i linne');
    const [post] = await backendCalls(page, 'add_to_wishlist');
    expect(post!.fields).toMatchObject({ product_type: 'variable', product_id: '201', product_variation: '20106', product_action: 'addto' });
    expect(post!.fields.form).toMatchObject({ attribute_pa_farg: 'grafit', attribute_pa_storlek: 'm', 'add-to-cart': '201', product_id: '201', variation_id: '20106' });
    expect(JSON.parse((post!.fields.form as any)['tinvwl-hidden-fields'])).toEqual(expect.arrayContaining(['add-to-cart', 'product_id', 'variation_id']));
    await expect(page.locator(button)).toHaveClass(/tinvwl-product-in-list/);
    expect(alerts).toHaveLength(1);
  });

  test('disabled at load, before the shopper does anything, as the plugin marks it; a choice made before its code came enables it', async ({ page }) => {
    await page.goto(product);
    await working(page, 'form.variations_form', 'variation-form');
    // Nobody has touched the page: the button is already disabled, and the island's code still waits.
    await expect(page.locator(button)).toHaveClass(/disabled-add-wishlist/);
    await expect(page.locator(button)).toHaveAttribute('data-tinv-wl-productvariation', '0');
    await expect(page.locator(button)).toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator(button)).toHaveAttribute('data-wi-wishlist-button', 'waiting');
    // A loop button on the same page is left alone.
    await expect(page.locator('.tinvwl_add_to_wishlist_button.tinvwl-loop.disabled-add-wishlist')).toHaveCount(0);

    await page.locator(swatch('farg', 'grafit')).click();
    await page.locator(swatch('storlek', 'm')).click();
    await mounted(page, button, 'wishlist-button');
    await expect(page.locator(button)).not.toHaveClass(/disabled-add-wishlist/);
    await expect(page.locator(button)).toHaveAttribute('data-tinv-wl-productvariation', '20106');
    await expect(page.locator(button)).toHaveAttribute('aria-disabled', 'false');
  });

  test('when the shop allows adding the parent product, it is never disabled, at load or after a reset', async ({ page }) => {
    await page.goto(`${product}?tinvwl_parent=1`);
    await working(page, 'form.variations_form', 'variation-form');
    await expect(page.locator(button)).toHaveAttribute('data-wi-wishlist-button', 'waiting');
    await expect(page.locator(button)).not.toHaveClass(/disabled-add-wishlist/);
    await expect(page.locator(button)).not.toHaveAttribute('aria-disabled', 'true');
    await shopperArrives(page);
    await mounted(page, button, 'wishlist-button');
    await page.locator(swatch('farg', 'grafit')).click();
    await page.locator(swatch('storlek', 'm')).click();
    await expect(page.locator(button)).toHaveAttribute('data-tinv-wl-productvariation', '20106');
    await page.locator('form.variations_form .reset_variations').click();
    await expect(page.locator(button)).toHaveAttribute('data-tinv-wl-productvariation', '0');
    await expect(page.locator(button)).not.toHaveClass(/disabled-add-wishlist/);
    await expect(page.locator(button)).toHaveAttribute('aria-disabled', 'false');
  });

  test('the variation events fired through jQuery are heard too', async ({ page }) => {
    // The form's own first check (WooCommerce's, 100 ms after init) ends in hide_variation: wait for it.
    await page.addInitScript(() => document.addEventListener('wc_variation_form', () => ((window as any).formChecked = true), true));
    await page.goto(`${product}?jquery=1`);
    await shopperArrives(page);
    await mounted(page, button, 'wishlist-button');
    await page.waitForFunction(() => (window as any).formChecked === true);
    await page.evaluate(() => (window as any).jQuery('form.variations_form').trigger('show_variation', [{ variation_id: 20105 }, true]));
    await expect(page.locator(button)).toHaveAttribute('data-tinv-wl-productvariation', '20105');
    await expect(page.locator(button)).not.toHaveClass(/disabled-add-wishlist/);
    await page.evaluate(() => (window as any).jQuery('form.variations_form').trigger('hide_variation'));
    await expect(page.locator(button)).toHaveClass(/disabled-add-wishlist/);
  });
});

test.describe('choosing a list (Premium)', () => {
  test('nothing chosen or a blank name highlights the empty field for a second; a chosen list or a new name adds', async ({ page }) => {
    await addToWishlistBehindTheScenes(page, 101);
    await page.goto('/produkt/kockkniv-20-cm/');
    await resetBackendLog(page);
    const button = page.locator('.summary .tinvwl_add_to_wishlist_button');
    await shopperArrives(page);
    await mounted(page, '.summary .tinvwl_add_to_wishlist_button', 'wishlist-button');
    await button.click();
    const dialog = page.locator('.tinvwl_add_to_select_wishlist');
    await expect(dialog).toBeVisible();
    const select = dialog.locator('select.tinvwl_wishlist');
    const name = dialog.locator('.tinvwl_new_input');
    await expect(select).toBeFocused();
    await expect(name).toBeHidden();

    await select.selectOption('');
    await expect(name).toBeVisible();
    await name.fill('   ');
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await dialog.locator('.tinvwl_button_add').click();
    await expect(name).toHaveClass(/empty-name-wishlist/);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await page.clock.runFor(900);
    await expect(name).toHaveClass(/empty-name-wishlist/);
    await page.clock.runFor(150);
    await expect(name).not.toHaveClass(/empty-name-wishlist/);
    expect(await backendCalls(page, 'add_to_wishlist')).toHaveLength(0);
    await page.clock.resume();

    await name.fill('Julklappar');
    await dialog.locator('.tinvwl_button_add').click();
    await expect(dialog).toBeHidden();
    await expect(page.locator(`${popup} .tinv-txt`)).toHaveText('”Kockkniv 20 cm” har lagts till i ”Julklappar”.');
    const [post] = await backendCalls(page, 'add_to_wishlist');
    expect(post!.fields).toMatchObject({ tinv_wishlist_id: '', tinv_wishlist_name: 'Julklappar', product_id: '104' });
    await page.locator(`${popup} .tinvwl_button_close`).click();

    // The first list, chosen in the select.
    await page.goto('/produkt/mortel-i-granit/');
    await shopperArrives(page);
    await mounted(page, '.summary .tinvwl_add_to_wishlist_button', 'wishlist-button');
    await page.locator('.summary .tinvwl_add_to_wishlist_button').click();
    await expect(page.locator('.tinvwl_add_to_select_wishlist select option')).toHaveText(['Önskelista', 'Julklappar', 'Skapa ny']);
    await page.locator('.tinvwl_add_to_select_wishlist .tinvwl_button_add').click();
    await expect(page.locator(`${popup} .tinv-txt`)).toHaveText('”Mortel i granit” har lagts till i din önskelista.');
    const posts = await backendCalls(page, 'add_to_wishlist');
    expect(posts.at(-1)!.fields).toMatchObject({ tinv_wishlist_id: expect.stringMatching(/^\d+$/), tinv_wishlist_name: '', product_id: '108' });
  });

  test('Esc and the overlay close the chooser without adding', async ({ page }) => {
    await addToWishlistBehindTheScenes(page, 101);
    await page.goto('/produkt/kockkniv-20-cm/');
    await resetBackendLog(page);
    await shopperArrives(page);
    await mounted(page, '.summary .tinvwl_add_to_wishlist_button', 'wishlist-button');
    await page.locator('.summary .tinvwl_add_to_wishlist_button').click();
    await expect(page.locator('.tinvwl_add_to_select_wishlist')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.tinvwl_add_to_select_wishlist')).toBeHidden();
    await expect(page.locator('.summary .tinvwl_add_to_wishlist_button')).toBeFocused();
    expect(await backendCalls(page, 'add_to_wishlist')).toHaveLength(0);
  });
});

test('a redirect in the answer happens after 4000 ms, with the popup kept until then', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'wi_fixture_wishlist_redirect', value: '1', url: baseURL! }]);
  await page.goto('/butik/');
  await inView(page, loopButton(111));
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.locator(loopButton(111)).click();
  await expect(page.locator(popup)).toBeVisible();
  await page.clock.runFor(3900);
  expect(page.url()).toMatch(/\/butik\/$/);
  await page.clock.runFor(200);
  await page.waitForURL(/\/onskelista\/[a-f0-9]{6}\/$/);
  await expect(page.locator('.tinvwl-table-manage-list')).toContainText('Salladsskål i stengods');
});

test.describe('the wishlist page', () => {
  const table = '.tinv-wishlist.woocommerce.tinv-wishlist-clear';
  const row = (page: Page, name: string) => page.locator(`${table} tr.wishlist_item`, { hasText: name });
  // The table's actions, without the get_data the first interaction may cost.
  const actions = async (page: Page) => (await backendCalls(page, 'tinvwl')).filter((c) => c.fields['tinvwl-action'] !== 'get_data');

  test('the owner removes, adds one, the selected ones and all to the cart, and applies bulk actions; nothing selected alerts', async ({ page }) => {
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    for (const id of [113, 110, 104, 101]) await addToWishlistBehindTheScenes(page, id);
    const { share_key: key } = await addToWishlistBehindTheScenes(page, 116);
    await page.goto('/onskelista/');
    await mounted(page, table, 'wishlist-page');
    await resetBackendLog(page);
    await expect(page.locator(`${table} tr.wishlist_item`)).toHaveCount(5);

    const release = await holdRequests(page, '**/?wc-ajax=tinvwl');
    await row(page, 'Kockkniv').locator('button[name="tinvwl-remove"]').click();
    await expect(page.locator(table)).toHaveClass(/wi-blocked/);
    await expect(page.locator(table)).toHaveAttribute('aria-busy', 'true');
    // A second click while it is on its way is ignored.
    await row(page, 'Kockkniv').locator('button[name="tinvwl-remove"]').click({ force: true });
    release();
    await expect(page.locator(`${popup} .tinv-txt`)).toHaveText('”Kockkniv 20 cm” har tagits bort från önskelistan.');
    await expect(row(page, 'Kockkniv')).toHaveCount(0);
    await expect(page.locator(table)).not.toHaveClass(/wi-blocked/);
    await expect(page.locator(tiCounter)).toHaveText('4');
    const removes = await actions(page);
    expect(removes).toHaveLength(1);
    const [remove] = removes;
    expect(remove!.fields).toEqual({ 'tinvwl-action': 'remove', 'tinvwl-product_id': expect.stringMatching(/^\d+$/), 'tinvwl-security': '3d5e7f9a1b', 'tinvwl-paged': '1', 'tinvwl-per-page': '6', 'tinvwl-sharekey': key });
    await page.locator(`${popup} .tinvwl_button_close`).click();
    await page.unroute('**/?wc-ajax=tinvwl');

    await row(page, 'Vinglas').locator('button[name="tinvwl-add-to-cart"]').click();
    await expect(page.locator(`${popup} .tinv-txt`)).toHaveText('”Vinglas 4-pack” har lagts till i din varukorg.');
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
    await page.locator(`${popup} .tinvwl_button_close`).click();

    await resetBackendLog(page);
    await page.locator(`${table} button[name="tinvwl-action-product_selected"]`).click();
    await page.locator(`${table} button[name="tinvwl-action-product_apply"]`).click();
    await row(page, 'Gjutjärnsgryta').locator('input[name="wishlist_pr[]"]').check();
    await page.locator(`${table} button[name="tinvwl-action-product_apply"]`).click();
    expect(alerts).toEqual(['No items or actions are selected.', 'No items or actions are selected.', 'No items or actions are selected.']);
    expect(await actions(page)).toHaveLength(0);

    await row(page, 'Kökshandduk').locator('input[name="wishlist_pr[]"]').check();
    await page.locator(`${table} button[name="tinvwl-action-product_selected"]`).click();
    await expect(page.locator(`${popup} .tinv-txt`)).toHaveText('”Gjutjärnsgryta 24 cm” och ”Kökshandduk i linne 2-pack” har lagts till i din varukorg.');
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('3');
    const [selected] = await actions(page);
    expect(selected!.fields).toMatchObject({ 'tinvwl-action': 'add_to_cart_selected', 'tinvwl-products': [expect.any(String), expect.any(String)] });
    await page.locator(`${popup} .tinvwl_button_close`).click();

    await page.locator(`${table} input.global-cb`).check();
    await expect(page.locator(`${table} input[name="wishlist_pr[]"]:checked`)).toHaveCount(4);
    await page.locator(`${table} input.global-cb`).uncheck();
    await row(page, 'Förvaringsburk').locator('input[name="wishlist_pr[]"]').check();
    await page.locator('select#tinvwl_product_actions').selectOption('remove_selected');
    await page.locator(`${table} button[name="tinvwl-action-product_apply"]`).click();
    await expect(row(page, 'Förvaringsburk')).toHaveCount(0);
    await expect(page.locator(tiCounter)).toHaveText('3');
    expect((await actions(page)).at(-1)!.fields).toMatchObject({ 'tinvwl-action': 'remove_selected' });
    await page.locator(`${popup} .tinvwl_button_close`).click();

    await page.locator(`${table} button[name="tinvwl-action-product_all"]`).click();
    await expect(page.locator(`${popup} .tinv-txt`)).toContainText('har lagts till i din varukorg.');
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('6');
    expect((await actions(page)).at(-1)!.fields).toMatchObject({ 'tinvwl-action': 'add_to_cart_all', 'tinvwl-sharekey': key });
  });

  test('a remove clicked before the list\'s code is there waits for it and lands: the plugin\'s server ignores the form', async ({ page }) => {
    await addToWishlistBehindTheScenes(page, 104);
    await addToWishlistBehindTheScenes(page, 110);
    const release = await holdRequests(page, /\/chunks\/WishlistPage-\w+\.js$/);
    await page.goto('/onskelista/');
    await resetBackendLog(page);
    await expect(page.locator(`${table} tr.wishlist_item`)).toHaveCount(2);
    await row(page, 'Kockkniv').locator('button[name="tinvwl-remove"]').click();
    // Held, not posted: the page stays, and nothing is asked until the code is there.
    await expect(page.locator(table)).toHaveAttribute('data-wi-wishlist-page', /^(waiting|loading)$/);
    expect(await actions(page)).toHaveLength(0);
    release();
    await expect(page.locator(`${popup} .tinv-txt`)).toHaveText('”Kockkniv 20 cm” har tagits bort från önskelistan.');
    await expect(row(page, 'Kockkniv')).toHaveCount(0);
    await expect(page.locator(`${table} tr.wishlist_item`)).toHaveCount(1);
    expect((await actions(page)).map((c) => c.fields['tinvwl-action'])).toEqual(['remove']);
  });

  test('a shared list: the visitor view, pagination, adding from page 2, and the copy link says Kopierad', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await page.goto('/onskelista/5e3c1a/');
    await expect(page.locator('h1')).toHaveText('Annas önskelista');
    await expect(page.locator(`${table} tr.wishlist_item`)).toHaveCount(6);
    await expect(page.locator(`${table} button[name="tinvwl-remove"]`)).toHaveCount(0);
    await page.locator('.tinv-lists-nav a.tinv-next').click();
    await page.waitForURL('**/onskelista/5e3c1a/wl_page/2/');
    await mounted(page, table, 'wishlist-page');
    await expect(page.locator(`${table} tr.wishlist_item`)).toHaveCount(2);
    await resetBackendLog(page);
    await row(page, 'Termos').locator('button[name="tinvwl-add-to-cart"]').click();
    await expect(page.locator(`${popup} .tinv-txt`)).toHaveText('”Termos 0,5 l” har lagts till i din varukorg.');
    await expect(page.locator(`${table} tr.wishlist_item`)).toHaveCount(2);
    expect((await actions(page))[0]!.fields).toMatchObject({ 'tinvwl-action': 'add_to_cart_single', 'tinvwl-paged': '2', 'tinvwl-sharekey': '5e3c1a' });
    await page.locator(`${popup} .tinvwl_button_close`).click();

    await page.evaluate(() => {
      (window as any).opened = [];
      window.open = ((...args: unknown[]) => ((window as any).opened.push(args), null)) as typeof window.open;
    });
    await page.locator(`${table} a.social-facebook`).click();
    expect(await page.evaluate(() => (window as any).opened)).toEqual([[expect.stringContaining('facebook.com/sharer/sharer.php?u='), '_blank', expect.stringContaining('width=420,height=320')]]);

    const copy = page.locator(`${table} a.social-clipboard`);
    await copy.click();
    await expect(copy).toHaveAttribute('aria-label', 'Kopierad');
    await expect(copy).toHaveClass(/tooltipped tooltipped-s/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/onskelista/5e3c1a/`);
    expect(page.url()).toMatch(/wl_page\/2\/$/);
    await page.mouse.move(5, 5);
    await expect(copy).not.toHaveAttribute('aria-label', /.*/);
  });

  test('the owner\'s page follows an add made in another tab', async ({ page, context }) => {
    const { share_key: key } = await addToWishlistBehindTheScenes(page, 101);
    await page.goto(`/onskelista/${key}/`);
    await mounted(page, table, 'wishlist-page');
    await expect(page.locator(`${table} tr.wishlist_item`)).toHaveCount(1);
    const other = await context.newPage();
    await other.goto('/butik/');
    await inView(other, loopButton(107));
    await other.locator(loopButton(107)).click();
    await expect(other.locator(`${popup} .tinv-txt`)).toContainText('Kavel i bok');
    await expect(row(page, 'Kavel i bok')).toHaveCount(1);
    await expect(page.locator(tiCounter)).toHaveText('2');
    await other.close();
  });
});

test('a first click that adds to the cart goes first: the wishlist asks the server once the add is answered', async ({ page }) => {
  await page.goto('/butik/');
  await shopperArrives(page);
  await mounted(page, loopButton(104), 'wishlist-button');
  await resetBackendLog(page);
  const release = await holdRequests(page, '**/?wc-ajax=add_to_cart');
  // The page's first click, key or scroll is what fetches the wishlist; here it is an add to cart.
  await page.locator('li.product.post-104 a.add_to_cart_button').click();
  await page.waitForTimeout(600);
  expect(await backendCalls(page, 'tinvwl')).toHaveLength(0);
  release();
  await expect(page.locator('li.product.post-104 a.add_to_cart_button')).toHaveClass(/\badded\b/);
  await expect.poll(async () => (await backendCalls(page, 'tinvwl')).length).toBe(1);
});

test('a first key press asks for the wishlist at once, as the plugin does', async ({ page }) => {
  await page.goto('/butik/');
  await shopperArrives(page);
  await mounted(page, loopButton(104), 'wishlist-button');
  await resetBackendLog(page);
  await page.keyboard.press('Shift');
  await expect.poll(async () => (await backendCalls(page, 'tinvwl')).length).toBe(1);
});
