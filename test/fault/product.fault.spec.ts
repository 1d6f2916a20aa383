// The product page and product cards under faults: the variation form and its swatches, the swatches
// on loop cards, the gallery, tabs, quantity, reviews (list, form, votes, carousel) and the lazy
// product blocks.
import { expect, test, type Page } from '@playwright/test';
import { backendCalls, closeCartPanel, mounted, shopperArrives, working } from '../helpers';
import { BACKEND_FAULTS, breakStorage, expectNoInjectedScriptRan, FAULT_MESSAGES as MESSAGES, uncaughtErrors, whileFailing, XSS, XSS_TEXT } from './faults';

const FORM = 'form.variations_form';
const swatch = (attribute: string, value: string, scope = FORM) => `${scope} ul[data-attribute_name="attribute_pa_${attribute}"] li[data-value="${value}"]`;
const cartCount = '.rey-headerCart .__cart-count';

test.describe('variation form under faults', () => {
  test('each choice the server is asked about failing any way: the form unblocks, keeps the choice, and the next ask shows the variation', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await page.goto('/produkt/kokshandduk-i-bomull-monstrad/');
    await working(page, FORM, 'variation-form');
    await page.locator(swatch('farg', 'vit')).click();
    await page.locator(swatch('monster', 'rand')).click();
    const sizes = ['50x70', '50x80', '60x90', '70x100'];
    for (const [i, fault] of BACKEND_FAULTS.entries()) {
      await whileFailing(page, '**/?wc-ajax=woo_get_variation', fault, () => page.locator(swatch('storlek', sizes[i]!)).click(), async () => {
        // WooCommerce only logs a failed variation call (storefront spec §8): no message, nothing stuck.
        await expect(page.locator(FORM), fault).not.toHaveAttribute('aria-busy', /.*/);
        await expect(page.locator(`${FORM} input.variation_id`)).toHaveValue('');
        await expect(page.locator(`${FORM} .single_add_to_cart_button`)).toHaveClass(/wc-variation-selection-needed/);
        await expect(page.locator(swatch('storlek', sizes[i]!))).toHaveAttribute('aria-checked', 'true');
        await expect(page.locator(swatch('farg', 'vit'))).toHaveAttribute('aria-checked', 'true');
      });
    }
    // A failed answer is not remembered: the same choice asks again and shows its variation.
    await page.locator(swatch('storlek', '50x70')).click();
    await page.locator(swatch('storlek', '50x80')).click();
    await expect(page.locator(`${FORM} input.variation_id`)).toHaveValue('2020002');
    await expect(page.locator(`${FORM} .single_add_to_cart_button`)).not.toHaveClass(/disabled/);
    expect(errors).toEqual([]);
  });

  test('the preload failing any way: each choice asks the server instead', async ({ page }) => {
    const errors = uncaughtErrors(page);
    for (const fault of BACKEND_FAULTS) {
      await whileFailing(page, '**/?wc-ajax=woo_get_variations', fault, () => page.goto('/produkt/servetter-i-linne-4-pack/'), async () => {
        await expect(page.locator(FORM), fault).not.toHaveAttribute('aria-busy', /.*/);
        await page.locator(swatch('farg', 'sand')).click();
        await page.locator(swatch('storlek', '40')).click();
        await expect(page.locator(`${FORM} input.variation_id`), fault).toHaveValue('2030007');
      });
    }
    expect(errors).toEqual([]);
  });

  test('the swatches plugin\'s ajax add failing any way: the spec\'s message above the form, the choice and quantity kept, then the add lands', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await page.goto('/produkt/forklade-i-linne/?ajax_add=swatches');
    await working(page, FORM, 'variation-form');
    await page.locator(swatch('farg', 'natur')).click();
    await page.locator(swatch('storlek', 'l')).click();
    await page.locator(`${FORM} input.qty`).fill('2');
    const button = page.locator(`${FORM} .single_add_to_cart_button`);
    for (const fault of BACKEND_FAULTS) {
      await whileFailing(page, '**/?wc-ajax=woo_add_to_cart_variation', fault, () => button.click(), async () => {
        await expect(page.locator('.wi-form-notices .woocommerce-error'), fault).toHaveText(MESSAGES[fault]);
        await expect(button).toHaveClass(/not-added/);
        await expect(button).not.toHaveClass(/\bloading\b/);
      });
      await expect(page.locator(`${FORM} input.variation_id`)).toHaveValue('20103');
      await expect(page.locator(`${FORM} input.qty`)).toHaveValue('2');
    }
    await button.click();
    await expect(page.locator(cartCount)).toHaveText('2');
    expect(errors).toEqual([]);
  });
});

test.describe('swatches on loop cards under faults', () => {
  const apron = 'li.product.post-201';

  test('the card\'s variations failing to load any way: the swatches still work and the card turns into an add', async ({ page }) => {
    const errors = uncaughtErrors(page);
    for (const fault of BACKEND_FAULTS) {
      await whileFailing(page, '**/wp-json/woo-variation-swatches/v1/archive-product/201', fault, async () => {
        await page.goto('/produkt-kategori/textil/');
        await shopperArrives(page);
        await mounted(page, `${apron} .wvs-archive-variations-wrapper`, 'archive-swatches');
        await page.locator(apron).hover();
      }, async () => {});
      await page.locator(swatch('farg', 'grafit', apron)).click();
      await page.locator(swatch('storlek', 'm', apron)).click();
      await expect(page.locator(`${apron} a.wvs-add-to-cart-button`), fault).toHaveText('Lägg till i varukorg');
      await expect(page.locator(`${apron} .wvs-archive-variations-wrapper`)).not.toHaveAttribute('aria-busy', /.*/);
    }
    expect(errors).toEqual([]);
  });

  test('an add from the card failing any way: the spec\'s message, the card as chosen, then the add lands', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await page.goto('/produkt-kategori/textil/');
    await shopperArrives(page);
    await mounted(page, `${apron} .wvs-archive-variations-wrapper`, 'archive-swatches');
    await page.locator(apron).hover();
    await page.locator(swatch('farg', 'rost', apron)).click();
    await page.locator(swatch('storlek', 'm', apron)).click();
    const button = page.locator(`${apron} a.wvs-add-to-cart-button`);
    await expect(button).toHaveText('Lägg till i varukorg');
    for (const fault of BACKEND_FAULTS) {
      await whileFailing(page, '**/?wc-ajax=woo_add_to_cart_variation', fault, () => button.click(), async () => {
        await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-error'), fault).toContainText(MESSAGES[fault]);
        await expect(button).not.toHaveClass(/\bloading\b/);
        await expect(page.locator(swatch('storlek', 'm', apron))).toHaveAttribute('aria-checked', 'true');
      });
      expect(page.url()).toMatch(/\/produkt-kategori\/textil\/$/);
    }
    await button.click();
    await expect(page.locator(cartCount)).toHaveText('1');
    expect(errors).toEqual([]);
  });
});

test.describe('reviews under faults', () => {
  const list = '#reviews ol.commentlist';

  test('the first page failing any way: the reviews area is not stuck loading, and the shopper can load them once the server is back', async ({ page }) => {
    const errors = uncaughtErrors(page);
    for (const fault of BACKEND_FAULTS) {
      // A query of its own: the same address with a hash would only scroll.
      await whileFailing(page, '**/?reycore-ajax=load_more_reviews', fault, () => page.goto(`/produkt/gjutjarnsgryta-24-cm/?fel=${fault}#reviews`), async () => {
        await expect(page.locator('#reviews'), fault).not.toHaveClass(/--loading/);
        await expect(page.locator(list)).not.toHaveAttribute('aria-busy', /.*/);
        await expect(page.locator('#reviews .rey-reviewsError'), fault).toHaveText(MESSAGES[fault]);
      });
      await page.locator('#reviews .rey-ajaxRatings-btn').click();
      await expect(page.locator(`${list} > li.review`), fault).toHaveCount(5);
      await expect(page.locator('#reviews .rey-reviewsError')).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });

  test('a review sent under every fault: the spec\'s message before the button, what was written kept, then it is sent', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await page.goto('/produkt/gjutjarnsgryta-24-cm/#reviews');
    // The list above the form loads first, as the shopper sees it: a click while it grows lands elsewhere.
    await expect(page.locator(`${list} > li.review`)).toHaveCount(5);
    await page.locator('#review_form').scrollIntoViewIfNeeded();
    await mounted(page, '#review_form #respond', 'review-form');
    const star = page.locator('#respond p.stars a').nth(3);
    await star.click();
    await expect(star).toHaveAttribute('aria-checked', 'true');
    await page.locator('#comment').fill('Grytan håller värmen länge.');
    await page.locator('#author').fill('Kim');
    await page.locator('#email').fill('kim@example.se');
    for (const fault of BACKEND_FAULTS) {
      await whileFailing(page, '**/?reycore-ajax=submit_review', fault, () => page.locator('#respond #submit').click(), async () => {
        await expect(page.locator('#respond .rey-reviewErrors'), fault).toHaveText(MESSAGES[fault]);
      });
      await expect(page.locator('#comment')).toHaveValue('Grytan håller värmen länge.');
      await expect(page.locator('select#rating')).toHaveValue('4');
    }
    await page.locator('#respond #submit').click();
    await expect(page.locator(`${list} > li`).first()).toContainText('Grytan håller värmen länge.');
    expect(errors).toEqual([]);
  });

  test('a helpful vote under every fault changes nothing on the server and breaks nothing; the next one counts', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await page.goto('/produkt/gjutjarnsgryta-24-cm/#reviews');
    const votes = page.locator('#li-comment-201 .review-helpful');
    await expect(votes.locator('.review-helpful__count')).toHaveText('14 av 15 tyckte att recensionen var till hjälp');
    for (const [i, fault] of BACKEND_FAULTS.entries()) {
      const type = i % 2 ? 'up' : 'down';
      await whileFailing(page, '**/wp-admin/admin-ajax.php', fault, () => votes.locator(`[data-type=${type}]`).click(), async () => {
        // Voting errors are not handled specially (storefront spec §8): the count stays as it was.
        await expect(votes.locator('.review-helpful__count'), fault).toHaveText('14 av 15 tyckte att recensionen var till hjälp');
      });
    }
    await votes.locator('[data-type=down]').click();
    await votes.locator('[data-type=up]').click();
    await expect(votes.locator('.review-helpful__count')).toHaveText('15 av 16 tyckte att recensionen var till hjälp');
    expect(errors).toEqual([]);
  });
});

test.describe('lazy product blocks under faults', () => {
  test('related and upsells failing any way: the skeletons go, nothing else changes', async ({ page }) => {
    const errors = uncaughtErrors(page);
    for (const fault of BACKEND_FAULTS) {
      await whileFailing(page, /reycore-ajax=(related|upsells)_products/, fault, async () => {
        // Each block asks for its products once it has come into view.
        const blocks = ['upsells', 'related'];
        const asked = blocks.map((block) => page.waitForRequest(new RegExp(`reycore-ajax=${block}_products`)));
        await page.goto('/produkt/gjutjarnsgryta-24-cm/');
        await page.mouse.wheel(0, 600);
        // Both blocks come into view, as when a shopper scrolls past them.
        for (const [i, block] of blocks.entries()) {
          await page.evaluate((selector) => document.querySelector(selector)?.scrollIntoView({ block: 'center' }), `.__placeholder-wrapper.${block}`);
          await asked[i];
        }
      }, async () => {
        await expect(page.locator('.__placeholder-wrapper'), fault).toHaveCount(0);
        await expect(page.locator('form.cart')).toBeVisible();
      });
    }
    expect(errors).toEqual([]);
  });
});

/** The state every island of `name` on the page reached, in page order. */
const states = (page: Page, name: string) => page.locator(`[data-wi-${name}]`).evaluateAll((els, n) => els.map((el) => el.getAttribute(`data-wi-${n}`)), name);

test.describe('product page markup arriving broken', () => {
  test('a malformed gallery, tab list, quantity, reviews config, body id and reviews carousels: each falls back, the rest of the page works', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await page.goto('/qa/trasig-data/produkt/');
    await shopperArrives(page);
    // The gallery: no zoom for an image of unknown size, and a video whose address is script never runs.
    await mounted(page, '.woocommerce-product-gallery', 'product-gallery');
    await expect(page.locator('.woocommerce-product-gallery')).toHaveCSS('opacity', '1');
    await page.locator('.woocommerce-product-gallery ol.flex-control-thumbs li').last().click();
    await page.locator('.woocommerce-product-gallery__image.--video a').click();
    await expect(page.locator('.glightbox-container')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.glightbox-container')).toHaveCount(0);
    // The tabs: a link without a panel is left alone; the others still switch.
    await mounted(page, '.woocommerce-tabs', 'product-tabs');
    await page.locator('.wc-tabs a[href="#tab-additional_information"]').click();
    await expect(page.locator('#tab-additional_information')).toBeVisible();
    await expect(page.locator('#tab-description')).toBeHidden();
    // The quantity: unusable bounds read as none, the buttons step by one from one.
    await mounted(page, 'form.cart div.quantity', 'quantity');
    const qty = page.locator('form.cart input.qty');
    await page.locator('form.cart .cartBtnQty-control.--plus').click();
    await expect(qty).toHaveValue('2');
    await page.locator('form.cart .cartBtnQty-control.--minus').click();
    await expect(qty).toHaveValue('1');
    await expect(page.locator('form.cart .cartBtnQty-control.--minus')).toHaveClass(/--disabled/);
    // Reviews and the lazy blocks: unusable ids leave the server markup and a warning.
    await expect(page.locator('#reviews')).toHaveAttribute('data-wi-reviews', 'error');
    // The reviews carousels: a speed that is not a number is the default one; no track, no carousel.
    await page.locator('.qa-broken-reviews-carousels').scrollIntoViewIfNeeded();
    await mounted(page, '.qa-broken-carousel-speed', 'reviews-carousel');
    await expect(page.locator('.qa-broken-carousel-track')).toHaveAttribute('data-wi-reviews-carousel', 'error');
    await expect(page.locator('.qa-broken-carousel-track .woocommerce-reviews-carousel__slide').first()).toBeVisible();
    await expect.poll(() => states(page, 'product-blocks')).toEqual(['error', 'error']);
    await expectNoInjectedScriptRan(page);
    expect(errors).toEqual([]);
  });

  test('variations that are not JSON, of the wrong shape, or for a product id that is not one: the working form still sells', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await page.goto('/qa/trasig-data/variant/');
    const copy = (name: string) => `.qa-broken-form.${name} form.variations_form`;
    await expect(page.locator(copy('qa-variations-not-json'))).toHaveAttribute('data-wi-variation-form', 'error');
    await expect(page.locator(copy('qa-variations-bad-id'))).toHaveAttribute('data-wi-variation-form', 'error');
    // Entries that are not variations are left out; the one that is still matches.
    const shaped = copy('qa-variations-wrong-shape');
    await working(page, shaped, 'variation-form');
    await page.locator(swatch('farg', 'natur', shaped)).click();
    await page.locator(swatch('storlek', 's', shaped)).click();
    await expect(page.locator(`${shaped} input.variation_id`)).toHaveValue('20101');
    // The page's own form is untouched by its broken copies.
    const own = `.product > .summary ${FORM}`;
    await working(page, own, 'variation-form');
    await page.locator(swatch('farg', 'rost', own)).click();
    await page.locator(swatch('storlek', 'm', own)).click();
    await page.locator(`${own} .single_add_to_cart_button`).click();
    await expect(page.locator(cartCount)).toHaveText('1');
    expect(errors).toEqual([]);
  });
});

test.describe('payloads in product names and attribute values', () => {
  test('the variation form, its swatches and the cart show them as text and never run them', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await page.goto('/produkt/qa-forklade-xss/');
    await working(page, FORM, 'variation-form');
    await page.locator(swatch('farg', 'grafit')).click();
    await expect(page.locator(`${FORM} .woo-selected-variation-item-name`).first()).toHaveText(`: Grafit ${XSS}`);
    await page.locator(swatch('farg', 'natur')).click();
    await expect(page.locator(`${FORM} .woo-selected-variation-item-name`).first()).toHaveText(`: Natur ${XSS_TEXT}`);
    await page.locator(swatch('storlek', 's')).click();
    await expect(page.locator(`${FORM} input.variation_id`)).toHaveValue('90201');
    await expect(page.locator('.woocommerce-product-gallery__image img').first()).toHaveAttribute('alt', /^Förkläde <img src=x/);
    await page.locator(`${FORM} .single_add_to_cart_button`).click();
    await expect(page.locator(cartCount)).toHaveText('1');
    await expect(page.locator('.js-rey-cartPanel .woocommerce-mini-cart-item')).toContainText(`Förkläde ${XSS}`);
    // The swatches' tooltips and the out-of-stock label are text too.
    await closeCartPanel(page);
    await page.locator(swatch('farg', 'grafit')).hover();
    await expectNoInjectedScriptRan(page);
    expect(errors).toEqual([]);
  });

  test('a loop card\'s swatches show the values as text and its add names the product as text', async ({ page }) => {
    const errors = uncaughtErrors(page);
    const card = 'li.product.post-902';
    await page.goto('/qa/xss/');
    await shopperArrives(page);
    await mounted(page, `${card} .wvs-archive-variations-wrapper`, 'archive-swatches');
    await page.locator(card).hover();
    await page.locator(swatch('farg', 'natur', card)).click();
    await page.locator(swatch('storlek', 'm', card)).click();
    const button = page.locator(`${card} a.wvs-add-to-cart-button`);
    await expect(button).toHaveAttribute('aria-label', `Lägg till i varukorgen: ”Förkläde ${XSS} – Natur ${XSS_TEXT}, M”`);
    await button.click();
    await expect(page.locator(cartCount)).toHaveText('1');
    await expectNoInjectedScriptRan(page);
    expect(errors).toEqual([]);
  });
});

test.describe('product page with storage and cookies throwing', () => {
  test('the variation form sells, the reviews and lazy blocks load, the gallery opens', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await breakStorage(page);
    await page.goto('/produkt/gjutjarnsgryta-24-cm/#reviews');
    await expect(page.locator('#reviews ol.commentlist > li.review')).toHaveCount(5);
    await page.mouse.wheel(0, 600);
    await page.evaluate(() => document.querySelector('.__placeholder-wrapper.related')?.scrollIntoView({ block: 'center' }));
    await expect(page.locator('section.related.products li.product').first()).toBeVisible();
    await page.locator('.woocommerce-product-gallery__trigger').click();
    await expect(page.locator('.glightbox-container')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/produkt/servetter-i-linne-4-pack/');
    // The form is blocked while its variations preload, as the swatches plugin blocks it.
    await working(page, FORM, 'variation-form');
    await expect(page.locator(FORM)).not.toHaveAttribute('aria-busy', /.*/);
    await page.locator(swatch('farg', 'sand')).click();
    await page.locator(swatch('storlek', '40')).click();
    await page.locator(`${FORM} .single_add_to_cart_button`).click();
    await expect(page.locator(cartCount)).toHaveText('1');
    expect(errors).toEqual([]);
  });
});
