// The wishlist under faults: the add buttons (and Premium's list chooser), the counters, the wishlist
// page's actions, the store's data and its cache.
import { expect, test, type Page } from '@playwright/test';
import { addToWishlistBehindTheScenes, mounted, shopperArrives } from '../helpers';
import { BACKEND_FAULTS, breakStorage, expectNoInjectedScriptRan, FAULT_MESSAGES as MESSAGES, uncaughtErrors, whileFailing, XSS, XSS_TEXT } from './faults';

const loopButton = (id: number) => `li.product.post-${id} .tinvwl_add_to_wishlist_button`;
const tiCounter = '.wishlist_products_counter_number';
const popup = 'body > .tinv-wishlist > .tinvwl_added_to_wishlist';
const notice = '.woocommerce-notices-wrapper .woocommerce-error';

async function closePopup(page: Page): Promise<void> {
  await page.locator(`${popup} .tinvwl_button_close`).click();
  await expect(page.locator(popup)).toHaveCount(0);
}

test.describe('wishlist buttons under faults', () => {
  test('an add under every fault: the spec\'s message, the button not marked, no dialog left behind; then the add lands', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await page.goto('/butik/');
    await shopperArrives(page);
    await mounted(page, loopButton(104), 'wishlist-button');
    const button = page.locator(loopButton(104));
    for (const fault of BACKEND_FAULTS) {
      // The plugin posts the add to the page's own address.
      await whileFailing(page, '**/butik/', fault, () => button.click(), async () => {
        await expect(page.locator(notice).last(), fault).toContainText(MESSAGES[fault]);
        await expect(button).not.toHaveClass(/tinvwl-product-in-list/);
        await expect(page.locator('body > .tinv-wishlist > *')).toHaveCount(0);
      });
    }
    await button.click();
    await expect(page.locator(`${popup} .tinv-txt`)).toHaveText('”Kockkniv 20 cm” har lagts till i din önskelista.');
    await expect(button).toHaveClass(/tinvwl-product-in-list/);
    await expect(page.locator(tiCounter)).toHaveText('1');
    expect(errors).toEqual([]);
  });

  test('the wishlist data failing any way: the buttons and counters stay as printed and an add still works', async ({ page }) => {
    const errors = uncaughtErrors(page);
    for (const fault of BACKEND_FAULTS) {
      await whileFailing(page, '**/?wc-ajax=tinvwl', fault, async () => {
        await page.goto(`/butik/?fel=${fault}`);
        await shopperArrives(page);
        await mounted(page, tiCounter, 'wishlist-counter');
        await page.mouse.wheel(0, 200);
      }, () => expect(page.locator(tiCounter), fault).toHaveText(''));
    }
    await page.locator(loopButton(110)).click();
    await expect(page.locator(tiCounter)).toHaveText('1');
    expect(errors).toEqual([]);
  });
});

test.describe('the wishlist page under faults', () => {
  const table = '.tinv-wishlist.woocommerce.tinv-wishlist-clear';
  const row = (page: Page, name: string) => page.locator(`${table} tr.wishlist_item`, { hasText: name });

  test('a removal and an add to the cart under every fault: the spec\'s message, the table unblocked and whole; then both work', async ({ page }) => {
    const errors = uncaughtErrors(page);
    for (const id of [113, 110]) await addToWishlistBehindTheScenes(page, id);
    await page.goto('/onskelista/');
    await mounted(page, table, 'wishlist-page');
    for (const fault of BACKEND_FAULTS) {
      for (const [name, action] of [['Kökshandduk', 'tinvwl-remove'], ['Vinglas', 'tinvwl-add-to-cart']] as const) {
        await whileFailing(page, '**/?wc-ajax=tinvwl', fault, () => row(page, name).locator(`button[name="${action}"]`).click(), async () => {
          await expect(page.locator(notice).last(), `${fault} ${action}`).toContainText(MESSAGES[fault]);
          await expect(page.locator(table)).not.toHaveClass(/wi-blocked/);
          await expect(page.locator(`${table} tr.wishlist_item`)).toHaveCount(2);
        });
      }
    }
    await row(page, 'Kökshandduk').locator('button[name="tinvwl-remove"]').click();
    await expect(row(page, 'Kökshandduk')).toHaveCount(0);
    await closePopup(page);
    await row(page, 'Vinglas').locator('button[name="tinvwl-add-to-cart"]').click();
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
    expect(errors).toEqual([]);
  });
});

test.describe('wishlist markup arriving broken', () => {
  test('buttons with a product id that is not one or variations that are not JSON: the working buttons add', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await page.goto('/qa/trasig-data/kort/');
    await shopperArrives(page);
    await expect(page.locator('.qa-broken-wishlist-0 .tinvwl_add_to_wishlist_button')).toHaveAttribute('data-wi-wishlist-button', 'error');
    const unparsed = page.locator('.qa-broken-wishlist-1 .tinvwl_add_to_wishlist_button');
    await expect(unparsed).toHaveAttribute('data-wi-wishlist-button', /mounted|error/);
    // The page's other buttons are unharmed.
    const apron = page.locator('.qa-broken-swatches-0 .tinvwl_add_to_wishlist_button');
    await mounted(page, '.qa-broken-swatches-0 .tinvwl_add_to_wishlist_button', 'wishlist-button');
    await apron.click();
    await expect(page.locator(`${popup} .tinv-txt`)).toHaveText('”Förkläde i linne” har lagts till i din önskelista.');
    expect(errors).toEqual([]);
  });
});

test.describe('payloads in the wishlist', () => {
  test('a product and a new list named with markup: the popup, the chooser and the counter show text and run nothing', async ({ page }) => {
    const errors = uncaughtErrors(page);
    // In the default list already (so the chooser offers the lists), then in a new list named with markup.
    await addToWishlistBehindTheScenes(page, 901);
    await page.goto('/produkt/qa-kniv-xss/');
    const button = page.locator('.summary .tinvwl_add_to_wishlist_button');
    await button.click();
    const dialog = page.locator('.tinvwl_add_to_select_wishlist');
    await dialog.locator('select.tinvwl_wishlist').selectOption('');
    await dialog.locator('.tinvwl_new_input').fill(XSS_TEXT);
    await dialog.locator('.tinvwl_button_add').click();
    await expect(page.locator(`${popup} .tinv-txt`)).toHaveText(`”Kniv ${XSS}” har lagts till i ”${XSS_TEXT}”.`);
    await closePopup(page);
    await page.reload();
    await page.locator('.summary .tinvwl_add_to_wishlist_button').click();
    await expect(page.locator('.tinvwl_add_to_select_wishlist select.tinvwl_wishlist option', { hasText: XSS_TEXT })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await page.goto('/onskelista/');
    await expect(page.locator('.tinv-wishlist tr.wishlist_item', { hasText: `Kniv ${XSS}` })).toHaveCount(1);
    await expectNoInjectedScriptRan(page);
    expect(errors).toEqual([]);
  });

  test('a tampered wishlist cache cannot run script or show a count that is not one', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await page.goto('/butik/');
    await shopperArrives(page);
    await mounted(page, loopButton(104), 'wishlist-button');
    await page.locator(loopButton(104)).click();
    await expect(page.locator(tiCounter)).toHaveText('1');
    await page.evaluate((payload) => {
      const key = Object.keys(localStorage).find((k) => localStorage.getItem(k)?.includes('"counter"'))!;
      const data = JSON.parse(localStorage.getItem(key)!);
      data.counter = payload;
      for (const lists of Object.values(data.products) as Array<Record<string, { title: string }>>) for (const list of Object.values(lists)) list.title = payload;
      localStorage.setItem(key, JSON.stringify(data));
      sessionStorage.setItem(key, JSON.stringify(data));
    }, XSS);
    await page.reload();
    await shopperArrives(page);
    await mounted(page, tiCounter, 'wishlist-counter');
    await expect(page.locator(loopButton(104))).toHaveClass(/tinvwl-product-in-list/);
    await expect(page.locator(tiCounter)).not.toContainText('<');
    await expectNoInjectedScriptRan(page);
    expect(errors).toEqual([]);
  });
});

test.describe('wishlist with storage and cookies throwing', () => {
  test('an add shows the popup and moves the counters; the wishlist page removes', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await breakStorage(page);
    await page.goto('/butik/');
    await shopperArrives(page);
    await mounted(page, loopButton(107), 'wishlist-button');
    await page.locator(loopButton(107)).click();
    await expect(page.locator(`${popup} .tinv-txt`)).toHaveText('”Kavel i bok” har lagts till i din önskelista.');
    await expect(page.locator(tiCounter)).toHaveText('1');
    await closePopup(page);
    await page.goto('/onskelista/');
    await page.locator('.tinv-wishlist tr.wishlist_item button[name="tinvwl-remove"]').click();
    await expect(page.locator('.tinv-wishlist tr.wishlist_item')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
