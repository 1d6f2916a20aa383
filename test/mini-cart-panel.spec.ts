import { expect, test, type Page } from '@playwright/test';
import { addToCartBehindTheScenes, backendCalls, holdRequests, mounted, resetBackendLog, setLatency, watchConsole, shopperArrives } from './helpers';

const panel = '.js-rey-cartPanel';
const trigger = 'button.js-rey-headerCart';
const panelItems = `${panel} .woocommerce-mini-cart-item`;

async function openFromHeader(page: Page) {
  await shopperArrives(page);
  await mounted(page, panel, 'cart-panel');
  await page.locator(trigger).click();
  await expect(page.locator(panel)).toHaveClass(/--is-opened/);
}

test.describe('mini cart side panel', () => {
  test('opens from the header cart on the cart tab, switches tabs, and closes by button, Esc and overlay with focus back on the opener', async ({ page }) => {
    const console = watchConsole(page);
    await addToCartBehindTheScenes(page, 104);
    await page.goto('/butik/');
    await expect(page.locator(panel)).toBeHidden();
    await openFromHeader(page);

    const body = page.locator('body');
    await expect(body).toHaveClass(/--side-panel-active/);
    await expect(body).toHaveClass(/--side-panel-active--right/);
    await expect(body).toHaveClass(/--cart-active/);
    await expect(body).toHaveClass(/site-overlay--is-opened/);
    await expect(body).toHaveClass(/--no-scroll/);
    await expect(page.locator(trigger)).toHaveClass(/--is-open/);
    await expect(page.locator(trigger)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(panel)).toHaveAttribute('role', 'dialog');
    await expect(page.locator(panel)).toBeVisible();
    await expect(page.locator(panelItems)).toContainText('Kockkniv 20 cm');
    // Focus moved into the panel.
    expect(await page.evaluate((sel) => document.querySelector(sel)!.contains(document.activeElement), panel)).toBe(true);

    // Rey's injected close button, labelled from reyParams.
    const close = page.locator(`${panel} .rey-cartPanel-header button.rey-sidePanel-close`);
    await expect(close).toHaveAttribute('aria-label', 'Stäng panelen');
    await expect(close).not.toHaveClass(/--invisible/);

    // Tabs by item name; the cart tab is first again on the next opening.
    await page.locator(`${panel} .__tab[data-item="recent"]`).click();
    await expect(page.locator(`${panel} .__tab-content[data-item="recent"]`)).toBeVisible();
    await expect(page.locator(`${panel} .__tab-content[data-item="cart"]`)).toBeHidden();
    await close.click();
    await expect(page.locator(panel)).toBeHidden();
    await expect(body).not.toHaveClass(/--cart-active/);
    await expect(page.locator(trigger)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(trigger)).toBeFocused();

    await openFromHeader(page);
    await expect(page.locator(`${panel} .__tab[data-item="cart"]`)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`${panel} .__tab-content[data-item="cart"]`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator(panel)).toBeHidden();
    await expect(page.locator(trigger)).toBeFocused();

    await openFromHeader(page);
    await page.mouse.click(20, 400);
    await expect(page.locator(panel)).toBeHidden();
    await expect(body).not.toHaveClass(/site-overlay--is-opened/);

    await openFromHeader(page);
    await page.locator(`${panel} .rey-cartPanel-continue button`).click();
    await expect(page.locator(panel)).toBeHidden();
    expect(console.errors).toEqual([]);
  });

  test('opens after an add, after the 200 ms loader; status adding, added, then init on close', async ({ page, context, baseURL }) => {
    await page.goto('/butik/');
    await shopperArrives(page);
    await mounted(page, panel, 'cart-panel');
    await expect(page.locator(panel)).toHaveAttribute('data-cart-status', 'init');
    // A timeline of what the shopper sees, kept by the page itself.
    await page.evaluate(({ panelSel, triggerSel }) => {
      const seen: Array<[string, number]> = ((window as any).seen = []);
      const panelEl = document.querySelector(panelSel)!;
      const triggerEl = document.querySelector(triggerSel)!;
      new MutationObserver(() => {
        const state = `${panelEl.getAttribute('data-cart-status')}|${triggerEl.classList.contains('--loading') ? 'loader' : ''}|${panelEl.classList.contains('--is-open') ? 'open' : ''}`;
        if (seen.at(-1)?.[0] !== state) seen.push([state, performance.now()]);
      }).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['class', 'data-cart-status'] });
    }, { panelSel: panel, triggerSel: trigger });
    await setLatency(context, baseURL!, 300);
    await page.locator('li.product.post-106 a.add_to_cart_button').click();
    await expect(page.locator(panel)).toHaveClass(/--is-open/);
    await expect(page.locator(panelItems)).toContainText('Pepparkvarn i bok');
    await expect(page.locator('[data-rey-cart-count]')).toHaveAttribute('data-rey-cart-count', '1');
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
    const seen: Array<[string, number]> = await page.evaluate(() => (window as any).seen);
    // The loader shows until the panel is in place (its code arrives with the first opening): between
    // the two there may be a render with both or with neither. Before the add, other class changes
    // (the card's button mounting on the click) may record the resting state.
    const states = seen.map(([state]) => state).filter((state) => state !== 'init||' && state !== 'added||' && state !== 'added|loader|open');
    expect(states).toEqual(['adding||', 'added|loader|', 'added||open']);
    const loaderAt = seen.find(([s]) => s === 'added|loader|')![1];
    const openAt = seen.find(([s]) => s.endsWith('|open'))![1];
    const loaderFor = openAt - loaderAt;
    expect(loaderFor).toBeGreaterThanOrEqual(190);
    expect(loaderFor).toBeLessThan(5000);

    await page.keyboard.press('Escape');
    await expect(page.locator(panel)).toHaveAttribute('data-cart-status', 'init');
    // Focus goes back to the button that added.
    await expect(page.locator('li.product.post-106 a.add_to_cart_button')).toBeFocused();
  });

  test('never opens on the cart or checkout page, where the header cart is a link', async ({ page }) => {
    await addToCartBehindTheScenes(page, 101);
    for (const path of ['/varukorg/', '/checkout/']) {
      await page.goto(path);
      await shopperArrives(page);
      await mounted(page, panel, 'cart-panel');
      await expect(page.locator('.rey-headerCart-wrapper a.rey-headerCart')).toHaveAttribute('href', '/varukorg/');
      await page.evaluate(() => document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: [{}, '', document.body] })));
      await page.waitForTimeout(400);
      await expect(page.locator(panel)).toBeHidden();
    }
  });

  test('a typed quantity is clamped to its max, empties are ignored, and it is sent 500 ms after typing stops', async ({ page }) => {
    await addToCartBehindTheScenes(page, 117);
    await page.goto('/butik/');
    await openFromHeader(page);
    await resetBackendLog(page);
    const qty = page.locator(`${panel} input.qty`);
    await expect(qty).toHaveAttribute('max', '25');

    await qty.fill('');
    await page.waitForTimeout(700);
    expect(await backendCalls(page, 'rey_update_minicart')).toHaveLength(0);

    await page.evaluate((sel) => {
      document.querySelector(sel)!.addEventListener('input', () => ((window as any).lastInput = performance.now()), true);
    }, panel);
    await qty.pressSequentially('40', { delay: 60 });
    await expect(qty).toHaveValue('25');
    await expect.poll(async () => (await backendCalls(page, 'rey_update_minicart')).length).toBe(1);
    // When the request left, by the page's own clock (resource timing) against the last keystroke.
    const waited = await page.evaluate(() => {
      const sent = performance.getEntriesByType('resource').filter((e) => e.name.includes('rey_update_minicart'));
      return sent.length === 1 ? sent[0]!.startTime - (window as any).lastInput : -1;
    });
    expect(waited).toBeGreaterThanOrEqual(495);
    expect(waited).toBeLessThan(5000);
    const [call] = await backendCalls(page, 'rey_update_minicart');
    const key = await page.locator(`${panel} a.remove`).getAttribute('data-cart_item_key');
    expect(call!.fields).toEqual({ cart_item_key: key, cart_item_qty: '25', security: 'a1b2c3d4e5' });

    await expect(page.locator(`${panel} .woocommerce-mini-cart-price .__item-total`)).toContainText('8\u00a0725,00');
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('25');
    await expect(page.locator('[data-rey-cart-count]')).toHaveAttribute('data-rey-cart-count', '25');
    await expect(page.locator(panel)).toHaveAttribute('data-cart-changed', 'true');
    // Focus stays on the item's (new) quantity field.
    await expect(page.locator(`${panel} input.qty`)).toBeFocused();
    const cart = await (await page.request.get('/__fixture/cart')).json();
    expect(cart.items[0].quantity).toBe(25);

    await page.keyboard.press('Escape');
    await expect(page.locator(panel)).not.toHaveAttribute('data-cart-changed', /.*/);
  });

  test('an item is blocked while its quantity is on the way; quick changes send one request, 500 ms after the last', async ({ page }) => {
    await addToCartBehindTheScenes(page, 109);
    await page.goto('/butik/');
    await openFromHeader(page);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await resetBackendLog(page);
    const release = await holdRequests(page, '**/?wc-ajax=rey_update_minicart');
    const qty = page.locator(`${panel} input.qty`);
    await qty.fill('2');
    await page.clock.runFor(300);
    await qty.fill('3');
    await page.clock.runFor(300);
    await qty.fill('4');
    await page.clock.runFor(490);
    expect(await backendCalls(page, 'rey_update_minicart')).toHaveLength(0);
    await page.clock.runFor(20);
    await expect(page.locator(panelItems)).toHaveClass(/--loading/);
    await expect(page.locator(panelItems)).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.locator(panelItems)).not.toHaveClass(/--loading/);
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('4');
    const calls = await backendCalls(page, 'rey_update_minicart');
    expect(calls.map((c) => c.fields.cart_item_qty)).toEqual(['4']);
  });

  test('a failed update shows the shop\'s message and reloads the page a second later', async ({ page }) => {
    await addToCartBehindTheScenes(page, 105);
    await page.goto('/butik/');
    await openFromHeader(page);
    await page.route('**/?wc-ajax=rey_update_minicart', (route) => route.fulfill({ status: 500, body: 'fel' }));
    await page.evaluate(() => ((window as any).beforeReload = true));
    await page.locator(`${panel} input.qty`).fill('2');
    await expect(page.locator(`${panel} .woocommerce-error`)).toHaveText('Det gick inte att uppdatera varukorgen. Sidan laddas om.');
    const shownAt = Date.now();
    await page.waitForFunction(() => !(window as any).beforeReload, undefined, { timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(700);
  });

  test('an answer without fragments sends the browser to the item\'s remove link', async ({ page }) => {
    await addToCartBehindTheScenes(page, 112);
    await page.goto('/butik/');
    await openFromHeader(page);
    // Another tab emptied the cart: the server no longer knows the item and answers without fragments.
    await page.request.post('/?wc-ajax=remove_from_cart', { form: { cart_item_key: (await page.locator(`${panel} a.remove`).getAttribute('data-cart_item_key'))! } });
    await page.locator(`${panel} input.qty`).fill('3');
    await page.waitForURL('**/varukorg/');
    await expect(page.locator('.cart-empty')).toBeVisible();
  });

  test('coupons through WooCommerce\'s endpoints: Enter applies, the notice fades after 2000 ms, the remove link removes', async ({ page }) => {
    await addToCartBehindTheScenes(page, 101);
    await page.goto('/butik/');
    await openFromHeader(page);
    // Installed once the islands are up (idle mounting does not run under Playwright's fake clock),
    // and paused: the notice timer runs only when the test says so.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await resetBackendLog(page);
    await page.locator(`${panel} .rey-toggleCoupon-btn`).click();
    const field = page.locator(`${panel} input[name="coupon_code"]`);
    await expect(field).toBeFocused();
    await field.fill('finnsinte');
    await field.press('Enter');
    const response = page.locator(`${panel} .rey-toggleCoupon-response`);
    await expect(response.locator('.woocommerce-error')).toHaveText('Rabattkoden ”finnsinte” finns inte!');

    await page.locator(`${panel} .rey-toggleCoupon-btn`).click();
    await page.locator(`${panel} input[name="coupon_code"]`).fill('HEMKOK10');
    await page.locator(`${panel} input[name="coupon_code"]`).press('Enter');
    await expect(response.locator('.woocommerce-message')).toHaveText('Rabattkoden har använts.');
    await expect(page.locator(`${panel} .minicart-total-row--coupon`)).toContainText('hemkok10');
    const applied = await backendCalls(page, 'apply_coupon');
    expect(applied.map((c) => c.fields)).toEqual([
      { security: 'c0up0n1', coupon_code: 'finnsinte' },
      { security: 'c0up0n1', coupon_code: 'HEMKOK10' },
    ]);
    await page.clock.runFor(1500);
    await expect(response.locator('.woocommerce-message')).toBeVisible();
    await page.clock.runFor(900);
    await expect(response).toBeEmpty();

    await page.locator(`${panel} a.woocommerce-remove-coupon`).click();
    await expect(response.locator('.woocommerce-message')).toHaveText('Rabattkoden har tagits bort.');
    await expect(page.locator(`${panel} .minicart-total-row--coupon`)).toHaveCount(0);
    expect((await backendCalls(page, 'remove_coupon')).map((c) => c.fields)).toEqual([{ security: 'c0up0n2', coupon: 'hemkok10' }]);
    await expect(page.locator(panel)).toHaveAttribute('data-cart-changed', 'true');
  });

  test('coupons through Rey\'s endpoints when the panel has no WooCommerce coupon nonces', async ({ page }) => {
    await addToCartBehindTheScenes(page, 101);
    await page.goto('/butik/?rey_coupons=1');
    await openFromHeader(page);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await resetBackendLog(page);
    await page.locator(`${panel} .rey-toggleCoupon-btn`).click();
    await page.locator(`${panel} input[name="coupon_code"]`).fill('valkommen');
    await page.locator(`${panel} button[name="apply_coupon"]`).click();
    const response = page.locator(`${panel} .rey-toggleCoupon-response`);
    await expect(response.locator('.woocommerce-message')).toHaveText('Rabattkoden har använts.');
    await expect(page.locator(`${panel} .minicart-total-row--coupon`)).toContainText('valkommen');
    expect((await backendCalls(page, 'rey_apply_coupon')).map((c) => c.fields)).toEqual([{ security: 'a1b2c3d4e5', coupon_code: 'valkommen' }]);
    expect(await backendCalls(page, 'get_refreshed_fragments')).toHaveLength(0);
    // This shop sets coupon_notice_timer to 2500 ms.
    await page.clock.runFor(2100);
    await expect(response.locator('.woocommerce-message')).toBeVisible();
    await page.clock.runFor(800);
    await expect(response).toBeEmpty();
    await page.locator(`${panel} a.woocommerce-remove-coupon`).click();
    await expect(page.locator(`${panel} .minicart-total-row--coupon`)).toHaveCount(0);
    expect((await backendCalls(page, 'rey_remove_coupon')).map((c) => c.fields)).toEqual([{ security: 'a1b2c3d4e5', coupon: 'valkommen' }]);
  });

  test('the empty cart shows the global section from get_empty_minicart_gs_content', async ({ page }) => {
    await page.goto('/butik/');
    await openFromHeader(page);
    await expect(page.locator(`${panel} .woocommerce-mini-cart__empty-message`)).toHaveText('Inga produkter i varukorgen.');
    await expect(page.locator(`${panel} .rey-emptyMiniCartGs .rey-emptyMiniCartGs-links a`)).toHaveCount(5);
    const [call] = await backendCalls(page, 'get_empty_minicart_gs_content');
    expect(call!.fields).toMatchObject({ _nonce: '9f8e7d6c5b', 'reycore-ajax-data': { gsid: '310' } });
  });

  test('removing the last item in the panel: status removed, then the empty cart content', async ({ page }) => {
    await addToCartBehindTheScenes(page, 107);
    await page.goto('/butik/');
    await openFromHeader(page);
    await page.locator(`${panel} a.remove_from_cart_button`).click();
    await expect(page.locator(panel)).toHaveAttribute('data-cart-status', 'removed');
    await expect(page.locator(`${panel} .rey-emptyMiniCartGs a`).first()).toBeVisible();
    await expect(page.locator('[data-rey-cart-count]')).toHaveAttribute('data-rey-cart-count', '0');
  });
});

test('keyboard only: open the mini cart, change a quantity, close with Esc, and land back on the opener', async ({ page }) => {
  await addToCartBehindTheScenes(page, 110);
  await page.goto('/butik/');
  await resetBackendLog(page);
  // No mouse: the first Tab is the shopper's first interaction, and the panel's code follows from it.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await page.locator(trigger).evaluate((el) => el === document.activeElement)) break;
  }
  await expect(page.locator(trigger)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator(panel)).toHaveClass(/--is-opened/);
  await expect.poll(() => page.evaluate((sel) => document.querySelector(sel)!.contains(document.activeElement), panel)).toBe(true);

  for (let i = 0; i < 20; i++) {
    if (await page.locator(`${panel} input.qty`).evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(page.locator(`${panel} input.qty`)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator(`${panel} input.qty`)).toHaveValue('3');
  await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('3');
  expect((await backendCalls(page, 'rey_update_minicart')).map((c) => c.fields.cart_item_qty)).toEqual(['3']);
  await expect(page.locator(`${panel} input.qty`)).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(page.locator(panel)).toBeHidden();
  await expect(page.locator(trigger)).toBeFocused();
});
