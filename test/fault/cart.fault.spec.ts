import { expect, test } from '@playwright/test';
import { addToCartBehindTheScenes, backendCalls, closeCartPanel, shopperArrives } from '../helpers';
import { BACKEND_FAULTS, breakStorage, expectNoInjectedScriptRan, failBackend, uncaughtErrors, XSS } from './faults';

const MESSAGES = {
  '500': 'Ett okänt fel uppstod.',
  html: 'Svaret är inget giltigt JSON-svar.',
  timeout: 'Ett okänt fel uppstod.',
  offline: 'Du är förmodligen offline.',
} as const;

const addButton = (id: number) => `li.product.post-${id} a.add_to_cart_button`;

test.describe('add-to-cart-button under faults', () => {
  for (const fault of BACKEND_FAULTS) {
    test(`the server ${fault === 'html' ? 'answering HTML' : fault === 'offline' ? 'unreachable' : fault === 'timeout' ? 'never answering' : 'answering 500'}: the spec's message, no spinner, and the next click still lands`, async ({ page }) => {
      const errors = uncaughtErrors(page);
      if (fault === 'timeout') await page.clock.install();
      await page.goto('/butik/');
      await failBackend(page, '**/?wc-ajax=add_to_cart', fault);
      await page.locator(addButton(105)).click();
      if (fault === 'timeout') {
        await expect(page.locator(addButton(105))).toHaveClass(/\bloading\b/);
        await page.clock.fastForward(11_000);
      }
      await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-error')).toContainText(MESSAGES[fault]);
      await expect(page.locator(addButton(105))).not.toHaveClass(/\bloading\b/);
      // Nothing the shopper did is lost: once the server is back, the next click adds.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.locator(addButton(105)).click();
      await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
      expect(errors).toEqual([]);
    });
  }

  test('malformed data attributes leave the link working', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await page.goto('/butik/');
    await shopperArrives(page);
    await page.evaluate(() => {
      const set = (id: number, name: string, value: string) => document.querySelector(`li.post-${id} a.add_to_cart_button`)!.setAttribute(name, value);
      // Markup arriving broken (a theme filter gone wrong), before the islands see it.
      const clone = (id: number, name: string, value: string) => {
        const li = document.querySelector(`li.post-${id}`)!;
        const copy = li.cloneNode(true) as HTMLElement;
        copy.classList.add('broken-copy');
        copy.querySelector('a.add_to_cart_button')!.setAttribute(name, value);
        copy.querySelector('a.add_to_cart_button')!.removeAttribute('data-wi-add-to-cart-button');
        li.after(copy);
      };
      clone(106, 'data-product_id', '12abc');
      clone(107, 'data-quantity', '-3');
      set(108, 'data-success_message', '<img src=x onerror="window.__xss=1">');
    });
    await expect(page.locator('li.broken-copy a.add_to_cart_button').first()).toHaveAttribute('data-wi-add-to-cart-button', 'error');
    await expect(page.locator('li.broken-copy a.add_to_cart_button').nth(1)).toHaveAttribute('data-wi-add-to-cart-button', 'error');
    // The success message is announced as text.
    await page.locator(addButton(108)).click();
    await expect(page.locator('.widget_shopping_cart_live_region')).toHaveText('<img src=x onerror="window.__xss=1">');
    await expectNoInjectedScriptRan(page);
    // The shop opens its cart panel after an add; the shopper closes it to go on.
    await closeCartPanel(page);
    // The broken button still adds, without JavaScript.
    await page.locator('li.broken-copy a.add_to_cart_button').first().click();
    await page.waitForURL('**/butik/');
    await expect(page.locator('.woocommerce-message')).toContainText('har lagts till i din varukorg');
    expect(errors).toEqual([]);
  });

  test('storage and cookies that throw: adding still works, fragments come from the server', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await breakStorage(page);
    await page.goto('/butik/');
    await page.locator(addButton(104)).click();
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
    await expect(page.locator('aside .woocommerce-mini-cart-item')).toContainText('Kockkniv');
    expect(errors).toEqual([]);
  });
});

test.describe('remove-from-cart under faults', () => {
  for (const fault of BACKEND_FAULTS) {
    test(`the server ${fault}: the link is followed and the server removes the item`, async ({ page }) => {
      const errors = uncaughtErrors(page);
      await page.goto('/butik/');
      await addToCartBehindTheScenes(page, 103);
      if (fault === 'timeout') await page.clock.install();
      await page.reload();
      await failBackend(page, '**/?wc-ajax=remove_from_cart', fault);
      await page.locator('aside a.remove_from_cart_button').click();
      if (fault === 'timeout') await page.clock.fastForward(11_000);
      await page.waitForURL('**/varukorg/');
      await expect(page.locator('.cart-empty')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

test.describe('mini cart under faults', () => {
  for (const fault of BACKEND_FAULTS) {
    test(`a refresh failing (${fault}) raises wc_fragments_ajax_error and shows the shopper nothing`, async ({ page }) => {
      const errors = uncaughtErrors(page);
      // A cart, and no cache of it yet in this tab: the first page must ask the server.
      await addToCartBehindTheScenes(page, 101);
      if (fault === 'timeout') await page.clock.install();
      await failBackend(page, '**/?wc-ajax=get_refreshed_fragments', fault);
      await page.addInitScript(() => document.addEventListener('wc_fragments_ajax_error', () => ((window as any).fragmentsFailed = true)));
      const refreshing = page.waitForRequest('**/?wc-ajax=get_refreshed_fragments');
      await page.goto('/butik/');
      await refreshing;
      // The request timeout (request_timeout, 5000 ms) is what ends a refresh the server never answers.
      if (fault === 'timeout') await page.clock.fastForward(6_000);
      await expect.poll(() => page.evaluate(() => (window as any).fragmentsFailed === true)).toBe(true);
      await expect(page.locator('.woocommerce-error')).toHaveCount(0);
      await expect(page.locator('aside div.widget_shopping_cart_content')).toHaveAttribute('data-wi-mini-cart', 'mounted');
      expect(errors).toEqual([]);
    });
  }

  test('a tampered fragment cache cannot run script', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await page.goto('/butik/');
    await page.locator(addButton(104)).click();
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
    await page.evaluate((payload) => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('wc_fragments_'))!;
      const fragments = JSON.parse(sessionStorage.getItem(key)!);
      fragments['div.widget_shopping_cart_content'] = `<div class="widget_shopping_cart_content">${payload}<a href="javascript:window.__xss=1">x</a></div>`;
      sessionStorage.setItem(key, JSON.stringify(fragments));
    }, XSS);
    await page.reload();
    await expect(page.locator('aside .widget_shopping_cart_content img')).toHaveCount(1);
    await page.waitForTimeout(300);
    await expectNoInjectedScriptRan(page);
    expect(await backendCalls(page, 'get_refreshed_fragments')).toHaveLength(0);
    expect(errors).toEqual([]);
  });
});
