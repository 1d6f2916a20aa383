import { expect, test, type Page } from '@playwright/test';
import { addToWishlistBehindTheScenes, backendCalls, mounted, resetBackendLog, shopperArrives, watchConsole } from './helpers';

// The markup real Rey shops print where it differs from the shop's Rey 3.x pages (issue 26, item 3):
// the header and panels of Rey 2.x before 2.4 (/qa/rey-2x/) and Rey's catalogue swatches on product
// cards (/qa/rey-kort/). Each test is a shopper's action on that markup.
const REY2 = '/qa/rey-2x/';
const CARDS = '/qa/rey-kort/';

const toggle = 'button.js-rey-headerSearch-toggle';
const searchPanel = '.rey-searchPanel';

test.describe('Rey 2.x: the search panel printed without its id', () => {
  for (const style of ['side', 'wide'] as const) {
    test(`the toggle opens the ${style} panel with focus in the field; its close button, Esc and the overlay close it`, async ({ page }) => {
      const console = watchConsole(page);
      await page.goto(style === 'side' ? REY2 : `${REY2}?search_style=wide`);
      const panel = page.locator(searchPanel);
      const body = page.locator('body');
      await expect(panel).toBeHidden();

      await page.locator(toggle).click();
      await expect(panel).toBeVisible();
      await expect(panel).toHaveClass(/is-opened/);
      await expect(body).toHaveClass(/search-panel--is-opened/);
      await expect(body).toHaveClass(new RegExp(`search-panel--${style}`));
      await expect(body).toHaveClass(/site-overlay--is-opened/);
      await expect(page.locator(toggle)).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`${searchPanel} input[name="s"]`)).toBeFocused();

      await page.locator(`${searchPanel} .js-rey-searchPanel-close`).click();
      await expect(panel).toBeHidden();
      await expect(body).not.toHaveClass(/search-panel--is-opened/);
      await expect(body).not.toHaveClass(new RegExp(`search-panel--${style}`));
      await expect(page.locator(toggle)).toBeFocused();

      await page.locator(toggle).click();
      await expect(panel).toHaveClass(/is-opened/);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();

      await page.locator(toggle).click();
      await expect(panel).toHaveClass(/is-opened/);
      await page.locator('.rey-overlay--site').click({ position: { x: 20, y: 400 }, force: true });
      await expect(panel).toBeHidden();
      expect(console.warnings.filter((w) => w.includes('woo-islands'))).toEqual([]);
    });
  }

  test('searching as you type works in it', async ({ page }) => {
    await page.goto(REY2);
    await page.locator(toggle).click();
    await mounted(page, searchPanel, 'ajax-search');
    await page.locator(`${searchPanel} input[name="s"]`).pressSequentially('kniv');
    await expect(page.locator(`${searchPanel} .rey-searchItem`).first()).toBeVisible({ timeout: 8000 });
    await expect(page.locator(`${searchPanel} .rey-searchItem`).first()).toContainText(/kniv/i);
  });
});

test.describe('Rey 2.x: the header cart, account and wishlist', () => {
  test('an add shows in the count Rey 2.x prints; the cart button opens the panel, its own close button closes it', async ({ page }) => {
    await page.goto(REY2);
    await shopperArrives(page);
    const card = page.locator('li.product').first();
    await card.locator('a.ajax_add_to_cart').click();
    await expect(page.locator('.rey-headerCart-nb')).toHaveText('1');
    await expect(page.locator('.rey-headerCart-wrapper')).toHaveAttribute('data-rey-cart-count', '1');

    const panel = page.locator('.js-rey-cartPanel');
    // The shop opens the panel after an add; close it with the panel's own button.
    await expect(panel).toHaveClass(/--is-open/);
    await panel.locator('.js-rey-sidePanel-close').click();
    await expect(panel).toBeHidden();

    await page.locator('button.js-rey-headerCart').click();
    await expect(panel).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/--cart-active/);
    await expect(panel.locator('.woocommerce-mini-cart-item')).toHaveCount(1);
    await panel.locator('.js-rey-sidePanel-close').click();
    await expect(panel).toBeHidden();
    await expect(page.locator('button.js-rey-headerCart')).toBeFocused();
  });

  test("on the cart page the cart button (Rey 2.x's --cart-checkout) goes to the cart", async ({ page }) => {
    await page.goto(`${REY2}?sida=varukorg`);
    await expect(page.locator('button.js-rey-headerCart')).toHaveClass(/--cart-checkout/);
    await page.locator('button.js-rey-headerCart').click();
    await expect(page).toHaveURL(/\/varukorg\/$/);
  });

  test('the drop account panel marked by class only opens under its button, with the forms and the wishlist below; Esc closes it', async ({ page }) => {
    await addToWishlistBehindTheScenes(page, 103);
    await page.goto(REY2);
    const wrapper = page.locator('.rey-accountPanel-wrapper');
    const button = page.locator('button.js-rey-headerAccount');
    await expect(wrapper).toBeHidden();
    await shopperArrives(page);
    await resetBackendLog(page);
    await button.click();
    // TI's counter inside Rey 2.x's account button (the wishlist is asked for at the first click).
    await expect(button.locator('.wishlist_products_counter_number')).toHaveText('1');
    await expect(wrapper).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/header-account--active/);
    await expect(page.locator('body')).toHaveClass(/header-overlay--is-opened/);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Placed under the button, from the side of the page the button is on.
    await expect(wrapper).toHaveClass(/--from-right/);
    const [top, bottom] = await Promise.all([wrapper.evaluate((el) => el.getBoundingClientRect().top), button.evaluate((el) => el.getBoundingClientRect().bottom)]);
    expect(Math.abs(top - bottom)).toBeLessThan(2);
    await expect(wrapper.locator('form.woocommerce-form-login')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.querySelector('.rey-accountPanel')!.contains(document.activeElement))).toBe(true);
    // No tabs in Rey 2.x: the wishlist loads below the forms as the panel opens.
    await expect(wrapper.locator('.rey-wishlistItem')).toHaveCount(1);
    expect(await backendCalls(page, 'get_wishlist_data')).toHaveLength(1);

    await page.keyboard.press('Escape');
    await expect(wrapper).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/header-account--active/);
    await expect(button).toBeFocused();
  });

  test('the off-canvas account panel opens as a side panel; its own close button closes it', async ({ page }) => {
    await page.goto(`${REY2}?account_layout=offcanvas`);
    const wrapper = page.locator('.rey-accountPanel-wrapper');
    await page.locator('button.js-rey-headerAccount').click();
    await expect(wrapper).toBeVisible();
    await expect(wrapper).toHaveClass(/--is-open/);
    await expect(page.locator('body')).toHaveClass(/header-account--active/);
    await wrapper.locator('.js-rey-sidePanel-close').click();
    await expect(wrapper).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/header-account--active/);
  });
});

// ---- Rey's catalogue swatches on product cards ---------------------------------------------------

const apron = 'li.product.post-201';
const napkins = 'li.product.post-203';
const swatch = (card: string, attribute: string, value: string) => `${card} .rey-swatchList[data-attribute_name="attribute_pa_${attribute}"] .rey-swatchList-item[data-term-slug="${value}"]`;

/** Each swatch of a card's list as "value:state+state". */
function states(page: Page, card: string, attribute: string): Promise<string[]> {
  return page.locator(`${card} .rey-swatchList[data-attribute_name="attribute_pa_${attribute}"] .rey-swatchList-item`).evaluateAll((items) =>
    items.map((item) => `${(item as HTMLElement).dataset.termSlug}:${['--selected', '--disabled'].filter((c) => item.classList.contains(c)).join('+')}`));
}

test.describe("Rey's catalogue swatches on product cards", () => {
  test('a swatch sets the hidden select and marks itself; the card shows its image, price and link; what cannot combine is greyed out', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto(CARDS);
    const image = page.locator(`${apron} img.rey-thumbImg`);
    const printedSrc = await image.getAttribute('src');

    await page.locator(swatch(apron, 'farg', 'rost')).click();
    await expect(page.locator(`${apron} select[name="attribute_pa_farg"]`)).toHaveValue('rost');
    await expect(page.locator(swatch(apron, 'farg', 'rost'))).toHaveClass(/--selected/);
    await expect(page.locator(swatch(apron, 'farg', 'rost'))).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator(swatch(apron, 'farg', 'natur'))).toHaveAttribute('aria-checked', 'false');
    await expect(image).toHaveAttribute('src', /forklade-i-linne-rost-s-300x300\.svg$/);
    expect(await image.getAttribute('src')).not.toBe(printedSrc);
    await expect(page.locator(`${apron} .price`)).toContainText('349,00');
    await expect(page.locator(`${apron} .woocommerce-LoopProduct-link`)).toHaveAttribute('href', '/produkt/forklade-i-linne/?attribute_pa_farg=rost');
    // Rost L is out of stock (inactive in this shop), Rost XL is not made.
    await expect.poll(() => states(page, apron, 'storlek')).toEqual(['s:', 'm:', 'l:--disabled', 'xl:--disabled']);
    await page.locator(swatch(apron, 'storlek', 'xl')).click({ force: true });
    await expect(page.locator(`${apron} select[name="attribute_pa_storlek"]`)).toHaveValue('');
    // One handler: WooCommerce's variation form island leaves Rey's catalogue forms alone.
    await expect(page.locator(`${apron} form.variations_form`)).not.toHaveAttribute('data-wi-variation-form', /.*/);
    expect(console.warnings.filter((w) => w.includes('woo-islands'))).toEqual([]);
  });

  test("a complete choice turns the card's button into the add of that variation, as Rey does", async ({ page }) => {
    await page.goto(CARDS);
    await page.locator(swatch(apron, 'farg', 'rost')).click();
    await page.locator(swatch(apron, 'storlek', 'm')).click();
    const button = page.locator(`${apron} .add_to_cart_button`);
    await expect(button).toHaveText('Lägg i varukorg');
    await expect(button).toHaveClass(/ajax_add_to_cart/);
    await expect(page.locator(`${apron} .price`)).toContainText('379,00');
    await resetBackendLog(page);
    await button.click();
    await expect(page.locator('.rey-headerCart-wrapper')).toHaveAttribute('data-rey-cart-count', '1');
    const [add] = await backendCalls(page, 'add_to_cart');
    expect(add!.fields).toMatchObject({ product_id: '20110', variation_id: '20110', attribute_pa_farg: 'rost', attribute_pa_storlek: 'm', quantity: '1' });
    await expect(page.locator('.js-rey-cartPanel .woocommerce-mini-cart-item')).toContainText('Förkläde i linne');
  });

  test('choosing again with "click again to deselect" puts the card back as printed', async ({ page }) => {
    await page.goto(`${CARDS}?deselection=click`);
    const image = page.locator(`${apron} img.rey-thumbImg`);
    const printedSrc = await image.getAttribute('src');
    const printedPrice = await page.locator(`${apron} .price`).textContent();
    await page.locator(swatch(apron, 'farg', 'grafit')).click();
    await expect(image).not.toHaveAttribute('src', printedSrc!);
    await page.locator(swatch(apron, 'farg', 'grafit')).click();
    await expect(page.locator(`${apron} select[name="attribute_pa_farg"]`)).toHaveValue('');
    await expect(page.locator(swatch(apron, 'farg', 'grafit'))).not.toHaveClass(/--selected/);
    await expect(image).toHaveAttribute('src', printedSrc!);
    await expect(page.locator(`${apron} .price`)).toHaveText(printedPrice!);
    await expect(page.locator(`${apron} .woocommerce-LoopProduct-link`)).toHaveAttribute('href', '/produkt/forklade-i-linne/');
    await expect.poll(() => states(page, apron, 'storlek')).toEqual(['s:', 'm:', 'l:', 'xl:']);
  });

  test('keyboard: Tab reaches the swatches, Enter chooses', async ({ page }) => {
    await page.goto(CARDS);
    await shopperArrives(page);
    await mounted(page, `${apron} form.variations_form`, 'rey-card-swatches');
    await page.locator(swatch(apron, 'farg', 'natur')).focus();
    await page.keyboard.press('Tab');
    await expect(page.locator(swatch(apron, 'farg', 'grafit'))).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator(`${apron} select[name="attribute_pa_farg"]`)).toHaveValue('grafit');
  });

  test('one attribute on the card: the image follows, the price only when the theme says so, the button leads to the product page with the choice', async ({ page }) => {
    await page.goto(CARDS);
    const printedPrice = await page.locator(`${napkins} .price`).textContent();
    await page.locator(swatch(napkins, 'farg', 'plommon')).click();
    await expect(page.locator(`${napkins} img.rey-thumbImg`)).toHaveAttribute('src', /servetter-i-linne-4-pack-plommon-35-300x300\.svg$/);
    await expect(page.locator(`${napkins} .price`)).toHaveText(printedPrice!);
    const button = page.locator(`${napkins} .add_to_cart_button`);
    await expect(button).toHaveAttribute('href', '/produkt/servetter-i-linne-4-pack/?attribute_pa_farg=plommon');
    await expect(button).not.toHaveClass(/ajax_add_to_cart/);

    await page.goto(`${CARDS}?single_price=1`);
    await page.locator(swatch(napkins, 'farg', 'plommon')).click();
    await expect(page.locator(`${napkins} .price`)).toContainText('249,00');
  });

  test('with --redirect-pdp a swatch opens the product page with that value', async ({ page }) => {
    await page.goto(`${CARDS}?redirect=1`);
    await page.locator(swatch(napkins, 'farg', 'ockra')).click();
    await expect(page).toHaveURL(/\/produkt\/servetter-i-linne-4-pack\/\?attribute_pa_farg=ockra$/);
  });
});
