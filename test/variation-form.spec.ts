import { expect, test, type Page } from '@playwright/test';
import { backendCalls, backendLog, chunkWith, closeCartPanel, mounted, resetBackendLog, setLatency, shopperCalls as formCalls, watchConsole, shopperArrives, working } from './helpers';

// Part 1 of the variation work: WooCommerce's variation form on the fixture's variable products.
const APRON = '/produkt/forklade-i-linne/';
const TEA_TOWEL = '/produkt/kokshandduk-i-bomull-monstrad/';
const NAPKINS = '/produkt/servetter-i-linne-4-pack/';
const COUNTERTOP = '/produkt/bankskiva-pa-matt/';

const FORM = 'form.variations_form';
const BUTTON = `${FORM} .single_add_to_cart_button`;
const swatch = (attribute: string, value: string) => `${FORM} ul[data-attribute_name="attribute_pa_${attribute}"] li[data-value="${value}"]`;
const select = (attribute: string) => `${FORM} select[name="attribute_pa_${attribute}"]`;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await working(page, FORM, 'variation-form');
}

/** Records the variation events the page hears, with their arguments reduced to something comparable. */
async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { heard: unknown[][] };
    w.heard = [];
    const summary = (arg: unknown) => {
      if (arg && typeof arg === 'object' && 'variation_id' in arg) return `variation ${(arg as { variation_id: number }).variation_id}`;
      if (arg instanceof Element) return arg.className.split(' ')[0];
      return arg && typeof arg === 'object' ? 'object' : arg;
    };
    const types = ['check_variations', 'found_variation', 'show_variation', 'hide_variation', 'reset_data', 'reset_image', 'woocommerce_variation_has_changed',
      'woocommerce_variation_select_change', 'woocommerce_update_variation_values', 'wc_variation_form', 'woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom'];
    for (const type of types) {
      document.addEventListener(type, (event) => {
        const detail = (event as CustomEvent).detail;
        w.heard.push([type, (event.target as Element).className.split(' ')[0], ...(Array.isArray(detail) ? detail.map(summary) : [])]);
      });
    }
  });
}

/** Clicks and returns the text of the alert the click raised (dismissed, so the page goes on). */
async function clickForAlert(page: Page, selector: string): Promise<string> {
  let message = '';
  page.once('dialog', (dialog) => {
    message = dialog.message();
    void dialog.dismiss();
  });
  // aria-disabled, so Playwright would wait for it to be enabled; a shopper can click it all the same.
  await page.locator(selector).click({ force: true });
  await expect.poll(() => message).not.toBe('');
  return message;
}

const ADDED = /(^|\s)added(\s|$)/;

/** The events heard since the last call, as "type target". */
const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: unknown[][] }).heard.splice(0).map((e) => `${e[0]} ${e[1]}`));

test.describe('variation form', () => {
  test('first load: the button waits for a choice, the reset link is hidden, no request is made, and a click explains why', async ({ page }) => {
    const console = watchConsole(page);
    await resetBackendLog(page);
    await open(page, APRON);
    await expect(page.locator(BUTTON)).toHaveClass(/\bdisabled\b/);
    await expect(page.locator(BUTTON)).toHaveClass(/\bwc-variation-selection-needed\b/);
    await expect(page.locator(`${FORM} .woocommerce-variation-add-to-cart`)).toHaveClass(/woocommerce-variation-add-to-cart-disabled/);
    await expect(page.locator(BUTTON)).toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator(`${FORM} .reset_variations`)).toBeHidden();
    await expect(page.locator(`${FORM} input.variation_id`)).toHaveValue('');
    await expect(page.locator('.wc-no-matching-variations')).toHaveCount(0);
    expect(await clickForAlert(page, BUTTON)).toBe('Välj produktalternativ innan du lägger denna produkt i din varukorg.');
    expect(page.url()).toContain(APRON);
    expect(await formCalls(page)).toEqual([]);
    expect(console.warnings).toEqual([]);
    expect(console.errors).toEqual([]);
  });

  test('a full choice shows the variation everywhere; reset restores the product', async ({ page }) => {
    await recordEvents(page);
    await open(page, APRON);
    const gallery = page.locator('.woocommerce-product-gallery');
    const mainImage = gallery.locator('.woocommerce-product-gallery__image').first();
    const original = await mainImage.locator('img').evaluate((img) => ({ src: img.getAttribute('src'), srcset: img.getAttribute('srcset'), href: img.closest('a')!.getAttribute('href') }));
    await expect.poll(() => heard(page)).toContain('wc_variation_form variations_form');

    await page.locator(swatch('farg', 'natur')).click();
    await expect(page.locator(BUTTON)).toHaveClass(/wc-variation-selection-needed/);
    await expect(page.locator(`${FORM} .reset_variations`)).toBeVisible();
    await page.locator(swatch('storlek', 's')).click();

    await expect(page.locator(BUTTON)).not.toHaveClass(/\bdisabled\b/);
    await expect(page.locator(`${FORM} .woocommerce-variation-add-to-cart`)).toHaveClass(/woocommerce-variation-add-to-cart-enabled/);
    await expect(page.locator(BUTTON)).not.toHaveAttribute('aria-disabled', /.*/);
    await expect(page.locator(`${FORM} input.variation_id`)).toHaveValue('20101');
    const shown = page.locator(`${FORM} .single_variation`);
    await expect(shown.locator('.woocommerce-variation-price')).toHaveText('349,00 kr');
    await expect(shown.locator('.woocommerce-variation-availability')).toHaveText('12 i lager');
    await expect(shown.locator('.woocommerce-variation-description')).toHaveText('Naturfärgat linne, ofärgat och obehandlat.');
    await expect(page.locator('.product_meta .sku')).toHaveText('KH-201-NATUR-S');
    await expect(page.locator('.product_meta .ean_wrapper')).toBeVisible();
    await expect(page.locator('.product_meta .ean')).toHaveText('7350112340011');
    await expect(page.locator('.woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value')).toHaveText('0,30 kg');
    await expect(page.locator('.woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value')).toHaveText('60 × 75 × 1 cm');
    const img = mainImage.locator('img');
    await expect(img).toHaveAttribute('src', '/wp-content/uploads/2026/09/forklade-i-linne-natur-s-600x600.svg');
    await expect(img).toHaveAttribute('srcset', /forklade-i-linne-natur-s-300x300\.svg 300w/);
    await expect(img).toHaveAttribute('sizes', '(max-width: 600px) 100vw, 600px');
    await expect(img).toHaveAttribute('data-src', '/wp-content/uploads/2026/09/forklade-i-linne-natur-s.svg');
    await expect(img).toHaveAttribute('data-large_image', '/wp-content/uploads/2026/09/forklade-i-linne-natur-s.svg');
    await expect(img).toHaveAttribute('alt', 'Förkläde i linne – Natur, S');
    await expect(mainImage).toHaveAttribute('data-thumb', '/wp-content/uploads/2026/09/forklade-i-linne-natur-s-600x600.svg');
    await expect(mainImage.locator('a')).toHaveAttribute('href', '/wp-content/uploads/2026/09/forklade-i-linne-natur-s.svg');
    await expect(img).toHaveAttribute('data-o_src', original.src!);

    const found = await heard(page);
    expect(found.indexOf('show_variation woocommerce-variation')).toBeLessThan(found.indexOf('found_variation variations_form'));
    await expect.poll(() => heard(page).then((events) => [...found, ...events])).toEqual(expect.arrayContaining([
      'show_variation woocommerce-variation', 'found_variation variations_form', 'check_variations variations_form', 'woocommerce_variation_has_changed variations_form',
      'woocommerce_gallery_reset_slide_position woocommerce-product-gallery', 'woocommerce_gallery_init_zoom woocommerce-product-gallery',
    ]));

    await page.locator(`${FORM} .reset_variations`).click();
    await expect(page.locator(BUTTON)).toHaveClass(/wc-variation-selection-needed/);
    await expect(page.locator(`${FORM} input.variation_id`)).toHaveValue('');
    await expect(shown).toBeHidden();
    await expect(page.locator(`${FORM} .reset_variations`)).toBeHidden();
    await expect(page.locator(`${FORM} .reset_variations_alert`)).toHaveText('Ditt val har återställts. Välj produktalternativ innan du lägger denna produkt i din varukorg.');
    await expect(page.locator('.product_meta .sku')).toHaveText('KH-201');
    await expect(page.locator('.product_meta .ean_wrapper')).toBeHidden();
    await expect(page.locator('.woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value')).toHaveText('0,35 kg');
    await expect(img).toHaveAttribute('src', original.src!);
    await expect(img).toHaveAttribute('srcset', original.srcset!);
    await expect(mainImage.locator('a')).toHaveAttribute('href', original.href!);
    await expect(page.locator(select('farg'))).toHaveValue('');
    await expect(page.locator(select('storlek'))).toHaveValue('');
    await expect.poll(() => heard(page)).toEqual(expect.arrayContaining([
      'hide_variation woocommerce-variation', 'reset_data variations_form', 'woocommerce_gallery_reset_slide_position woocommerce-product-gallery',
    ]));
  });

  test('options that cannot combine are removed, inactive ones disabled, and a chosen value that stops fitting is cleared', async ({ page }) => {
    await open(page, APRON);
    const values = (attribute: string) => page.locator(`${select(attribute)} option`).evaluateAll((options) =>
      options.map((o) => `${(o as HTMLOptionElement).value || '-'}${(o as HTMLOptionElement).disabled ? ':disabled' : ''}${o.classList.contains('out-of-stock') ? ':out-of-stock' : ''}`));
    await page.locator(swatch('farg', 'rost')).click();
    // Rost comes in S, M and L (out of stock, so inactive here); there is no Rost XL.
    await expect.poll(() => values('storlek')).toEqual(['-', 's', 'm', 'l:disabled:out-of-stock']);
    await page.locator(swatch('farg', 'salvia')).click();
    await expect.poll(() => values('storlek')).toEqual(['-', 's', 'm', 'l', 'xl']);
    await page.locator(swatch('storlek', 'xl')).click();
    await expect(page.locator(`${FORM} input.variation_id`)).toHaveValue('20112');
    // XL does not come in Rost; the colour list offers only what combines with XL.
    await expect.poll(() => values('farg')).toEqual(['-', 'natur', 'grafit', 'salvia']);
    // A plugin sets the colour to Rost anyway: XL no longer fits and is cleared, with a change event.
    await page.evaluate(() => {
      const form = document.querySelector('form.variations_form')!;
      const colour = form.querySelector<HTMLSelectElement>('select[name="attribute_pa_farg"]')!;
      (window as unknown as { sizeChanges: string[] }).sizeChanges = [];
      form.querySelector('select[name="attribute_pa_storlek"]')!.addEventListener('change', (e) => (window as unknown as { sizeChanges: string[] }).sizeChanges.push((e.target as HTMLSelectElement).value));
      const option = document.createElement('option');
      option.value = 'rost';
      colour.append(option);
      colour.value = 'rost';
      colour.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect(page.locator(select('storlek'))).toHaveValue('');
    await expect(page.locator(select('farg'))).toHaveValue('rost');
    expect(await page.evaluate(() => (window as unknown as { sizeChanges: string[] }).sizeChanges)).toEqual(['']);
    await expect(page.locator(BUTTON)).toHaveClass(/wc-variation-selection-needed/);
  });

  test('a variation that cannot be bought marks the button unavailable and says so; its own delivery time shows', async ({ page }) => {
    await open(page, APRON);
    await expect(page.locator('.rey-estimatedDelivery-date')).toHaveText('Skickas inom 1–2 arbetsdagar');
    await page.locator(swatch('farg', 'grafit')).click();
    await page.locator(swatch('storlek', 'xl')).click();
    await expect(page.locator(BUTTON)).toHaveClass(/\bwc-variation-is-unavailable\b/);
    await expect(page.locator(BUTTON)).toHaveClass(/\bdisabled\b/);
    await expect(page.locator(`${FORM} .single_variation .woocommerce-variation-availability`)).toHaveText('Beställningsvara');
    await expect(page.locator('.rey-estimatedDelivery-date')).toHaveText('Tillverkas på beställning, 3–4 veckor');
    expect(await clickForAlert(page, BUTTON)).toBe('Den här produkten är inte tillgänglig. Välj en annan kombination.');
    await page.locator(swatch('storlek', 'm')).click();
    await expect(page.locator('.rey-estimatedDelivery-date')).toHaveText('Skickas inom 1–2 arbetsdagar');
    await expect(page.locator(BUTTON)).not.toHaveClass(/\bdisabled\b/);
  });

  test('the quantity follows the variation: clamped to its stock, forced to 1 and hidden when sold individually', async ({ page }) => {
    await open(page, APRON);
    const quantity = page.locator(`${FORM} input.qty`);
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('form.variations_form input.qty')!;
      (window as unknown as { qtyEvents: string[] }).qtyEvents = [];
      for (const type of ['input', 'change']) input.addEventListener(type, () => (window as unknown as { qtyEvents: string[] }).qtyEvents.push(`${type}:${input.value}`));
    });
    await quantity.fill('5');
    await page.locator(swatch('farg', 'natur')).click();
    await page.locator(swatch('storlek', 'm')).click();
    // Natur M: 3 in stock.
    await expect(quantity).toHaveValue('3');
    await expect(quantity).toHaveAttribute('max', '3');
    await expect(quantity).toHaveAttribute('min', '1');
    expect(await page.evaluate(() => (window as unknown as { qtyEvents: string[] }).qtyEvents)).toEqual(expect.arrayContaining(['input:3', 'change:3']));
    await page.locator(swatch('storlek', 'xl')).click();
    await expect(quantity).toHaveValue('1');
    await expect(page.locator(`${FORM} .quantity`)).toBeHidden();
    await page.locator(swatch('storlek', 'l')).click();
    await expect(page.locator(`${FORM} .quantity`)).toBeVisible();
    await expect(quantity).toHaveAttribute('max', '20');
  });

  test('adds to the cart without a reload through the theme: the form fields go to the server, the cart updates', async ({ page, context, baseURL }) => {
    await open(page, APRON);
    await page.evaluate(() => {
      (window as unknown as { added: unknown[] }).added = [];
      document.body.addEventListener('added_to_cart', (e) => (window as unknown as { added: unknown[] }).added.push(((e as CustomEvent).detail[2] as Element).className));
    });
    await page.locator(swatch('farg', 'rost')).click();
    await page.locator(swatch('storlek', 'm')).click();
    await page.locator(`${FORM} input.qty`).fill('2');
    await setLatency(context, baseURL!, 1000);
    await resetBackendLog(page);
    await page.locator(BUTTON).click();
    await expect(page.locator(BUTTON)).toHaveClass(/\bloading\b/);
    await expect(page.locator(BUTTON)).toHaveClass(ADDED);
    await expect(page.locator(BUTTON)).not.toHaveClass(/\bloading\b/);
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('2');
    await expect(page.locator('.widget_shopping_cart_content .woocommerce-mini-cart-item').first()).toContainText('Förkläde i linne – Rost, M');
    expect(page.url()).toContain(APRON);
    const [request] = await backendCalls(page, 'reycore_ajax_add_to_cart');
    expect(request!.fields).toMatchObject({ attribute_pa_farg: 'rost', attribute_pa_storlek: 'm', quantity: '2', 'add-to-cart': '201', product_id: '201', variation_id: '20110', action: 'reycore_ajax_add_to_cart' });
    expect(await page.evaluate(() => (window as unknown as { added: unknown[] }).added)).toEqual([expect.stringContaining('single_add_to_cart_button')]);
    const cart = await (await page.request.get('/__fixture/cart')).json();
    expect(cart.items).toEqual([expect.objectContaining({ productId: 201, variationId: 20110, quantity: 2 })]);
  });

  test("a refused add shows the server's notice above the form and marks the button not added", async ({ page }) => {
    await open(page, APRON);
    await page.locator(swatch('farg', 'grafit')).click();
    await page.locator(swatch('storlek', 'l')).click();
    // Grafit L: 2 in stock. Two, then one more.
    await page.locator(`${FORM} input.qty`).fill('2');
    await page.locator(BUTTON).click();
    await expect(page.locator(BUTTON)).toHaveClass(ADDED);
    // The shop opens its cart panel after an add; the shopper closes it to go on.
    await closeCartPanel(page);
    await page.locator(`${FORM} input.qty`).fill('1');
    await page.locator(BUTTON).click();
    const notice = page.locator(`.wi-form-notices + ${FORM}`);
    await expect(notice).toHaveCount(1);
    await expect(page.locator('.wi-form-notices .woocommerce-error')).toHaveText('Du kan inte lägga till det antalet i varukorgen — vi har 2 i lager.');
    await expect(page.locator(BUTTON)).toHaveClass(/\bnot-added\b/);
    await expect(page.locator(BUTTON)).not.toHaveClass(ADDED);
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('2');
    expect(page.url()).toContain(APRON);
  });

  test("with the swatches plugin's ajax add: woo_add_to_cart_variation gets the variation and nonce; an error goes to the product page", async ({ page }) => {
    await open(page, `${APRON}?ajax_add=swatches`);
    await page.locator(swatch('farg', 'natur')).click();
    await page.locator(swatch('storlek', 'xl')).click();
    await resetBackendLog(page);
    await page.locator(BUTTON).click();
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
    const [request] = await backendCalls(page, 'woo_add_to_cart_variation');
    expect(request!.fields).toEqual({ attribute_pa_farg: 'natur', attribute_pa_storlek: 'xl', quantity: '1', product_id: '20104', variation_id: '20104', _wpnonce: '5e0c7a9d21' });
    // Sold individually: the second add is refused and the shopper is sent to the product, where the reason shows.
    await page.locator(BUTTON).click();
    await page.waitForURL(`**${APRON}`);
    await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-error')).toContainText('Du kan inte lägga till en till ”Förkläde i linne”');
  });

  test('a checkout URL held on the button is followed after the add', async ({ page }) => {
    await open(page, APRON);
    await page.locator(BUTTON).evaluate((button) => button.setAttribute('data-checkout', '/checkout/'));
    await page.locator(swatch('farg', 'natur')).click();
    await page.locator(swatch('storlek', 'l')).click();
    await page.locator(BUTTON).click();
    await page.waitForURL('**/checkout/');
    await expect(page.locator('body')).toHaveClass(/woocommerce-checkout/);
  });

  test('without ajax add the form posts, and the server adds the chosen variation', async ({ page }) => {
    await open(page, `${APRON}?ajax_add=off`);
    await page.locator(swatch('farg', 'salvia')).click();
    await page.locator(swatch('storlek', 'm')).click();
    await resetBackendLog(page);
    await page.locator(BUTTON).click();
    await expect(page.locator('.woocommerce-message')).toContainText('”Förkläde i linne” har lagts till i din varukorg.');
    const cart = await (await page.request.get('/__fixture/cart')).json();
    // The "any size" variation is stored with the size the shopper chose.
    expect(cart.items).toEqual([expect.objectContaining({ variationId: 20112, attributes: { attribute_pa_farg: 'salvia', attribute_pa_storlek: 'm' } })]);
    expect((await backendLog(page)).requests.filter((r) => r.name.includes('add_to_cart'))).toEqual([]);
  });

  test("when the cart's code cannot load, the chosen variation goes to the server as a plain post", async ({ page }) => {
    await page.route(`**${chunkWith('src/cart/add/form-add.ts')}`, (route) => route.abort());
    await open(page, APRON);
    await page.locator(swatch('farg', 'salvia')).click();
    await page.locator(swatch('storlek', 'm')).click();
    await page.locator(BUTTON).click();
    await expect(page.locator('.woocommerce-message')).toContainText('”Förkläde i linne” har lagts till i din varukorg.');
    const cart = await (await page.request.get('/__fixture/cart')).json();
    expect(cart.items).toEqual([expect.objectContaining({ variationId: 20112, attributes: { attribute_pa_farg: 'salvia', attribute_pa_storlek: 'm' } })]);
  });
});

test.describe('variations the page does not hold', () => {
  test('over the threshold, each complete choice asks woo_get_variation; no match resets and says so; an answer is asked once', async ({ page, context, baseURL }) => {
    await open(page, TEA_TOWEL);
    await resetBackendLog(page);
    // All options stay available: nothing is filtered without the variations.
    await expect(page.locator(`${FORM} li.variable-item.disabled`)).toHaveCount(0);
    await page.locator(swatch('farg', 'vit')).click();
    await page.locator(swatch('monster', 'rand')).click();
    expect(await formCalls(page)).toEqual([]);
    await setLatency(context, baseURL!, 300);
    await page.locator(swatch('storlek', '50x80')).click();
    await expect(page.locator(FORM)).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator(`${FORM} input.variation_id`)).toHaveValue('2020002');
    await expect(page.locator(FORM)).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.locator(`${FORM} .single_variation .woocommerce-variation-price`)).toHaveText('149,00 kr');
    await expect(page.locator('.product_meta .ean')).toHaveText('7350112305001');
    const [ask] = await backendCalls(page, 'woo_get_variation');
    expect(ask!.fields).toEqual({ attribute_pa_farg: 'vit', attribute_pa_monster: 'rand', attribute_pa_storlek: '50x80', product_id: '202', _wpnonce: '5e0c7a9d21' });

    // Vit, ruta, 50 × 80 is not made.
    await setLatency(context, baseURL!, 0);
    await page.locator(swatch('monster', 'ruta')).click();
    await expect(page.locator('.wc-no-matching-variations')).toHaveText('Inga produkter motsvarade ditt val. Välj en annan kombination.');
    await expect(page.locator(BUTTON)).toHaveClass(/wc-variation-selection-needed/);
    // The original EAN is back.
    await expect(page.locator('.product_meta .ean')).toHaveText('7350112349999');
    // The message goes with the next change.
    await page.locator(swatch('storlek', '60x90')).click();
    await expect(page.locator('.wc-no-matching-variations')).toHaveCount(0);
    // Back to an earlier choice: answered from memory.
    await page.locator(swatch('monster', 'rand')).click();
    await page.locator(swatch('storlek', '50x80')).click();
    await expect(page.locator(`${FORM} input.variation_id`)).toHaveValue('2020002');
    const asks = await backendCalls(page, 'woo_get_variation');
    expect(asks.map((r) => `${r.fields.attribute_pa_monster}/${r.fields.attribute_pa_storlek}`)).toEqual(['rand/50x80', 'ruta/50x80', 'ruta/60x90', 'rand/60x90']);
  });

  test('no message on first load for a choice from the URL that matches nothing', async ({ page }) => {
    await open(page, `${TEA_TOWEL}?attribute_pa_farg=vit&attribute_pa_monster=ruta&attribute_pa_storlek=50x80`);
    await expect.poll(() => backendCalls(page, 'woo_get_variation').then((calls) => calls.length)).toBe(1);
    await expect(page.locator(FORM)).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('.wc-no-matching-variations')).toHaveCount(0);
    await expect(page.locator(BUTTON)).toHaveClass(/wc-variation-selection-needed/);
  });

  test("without the swatches plugin, WooCommerce's own get_variation is asked", async ({ page }) => {
    await page.route(`**${TEA_TOWEL}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script id="woo-variation-swatches-pro-params-js-extra">[\s\S]*?<\/script>/, '');
      await route.fulfill({ response, body });
    });
    await open(page, TEA_TOWEL);
    await resetBackendLog(page);
    await page.locator(swatch('farg', 'bla')).click();
    await page.locator(swatch('monster', 'slat')).click();
    await page.locator(swatch('storlek', '70x100')).click();
    await expect(page.locator(`${FORM} .single_variation .woocommerce-variation-price`)).toHaveText('179,00 kr');
    const calls = await formCalls(page);
    expect(calls.map((r) => r.name)).toEqual(['get_variation']);
    expect(calls[0]!.fields).toEqual({ attribute_pa_farg: 'bla', attribute_pa_monster: 'slat', attribute_pa_storlek: '70x100', product_id: '202' });
  });

  test('between the thresholds the variations are preloaded once with woo_get_variations, then filtered in the page', async ({ page }) => {
    await resetBackendLog(page);
    await open(page, NAPKINS);
    await expect.poll(() => backendCalls(page, 'woo_get_variations').then((calls) => calls.length)).toBe(1);
    const [preload] = await backendCalls(page, 'woo_get_variations');
    expect(preload!.fields).toEqual({ product_id: '203', is_archive: '', _wpnonce: '5e0c7a9d21' });
    await expect(page.locator(FORM)).not.toHaveAttribute('aria-busy', 'true');
    await page.locator(swatch('farg', 'plommon')).click();
    // Plommon is out of stock in the two largest sizes.
    await expect(page.locator(swatch('storlek', '50'))).toHaveClass(/\bdisabled\b/);
    await expect(page.locator(swatch('storlek', '55'))).toHaveClass(/\bdisabled\b/);
    await expect(page.locator(swatch('storlek', '45'))).not.toHaveClass(/\bdisabled\b/);
    await page.locator(swatch('storlek', '40')).click();
    await expect(page.locator(`${FORM} .single_variation .woocommerce-variation-price`)).toHaveText('279,00 kr');
    expect((await formCalls(page)).map((r) => r.name)).toEqual(['woo_get_variations']);
  });
});

test.describe('events and other scripts', () => {
  test("jQuery listeners hear WooCommerce's events with its arguments, once each", async ({ page }) => {
    // Bound at DOM ready, as a theme script would, before the form's first check.
    await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => {
      const $ = (window as unknown as { jQuery: any }).jQuery;
      const w = window as unknown as { jq: string[] };
      w.jq = [];
      $('form.variations_form')
        .on('found_variation', (_: unknown, v: { variation_id: number }) => w.jq.push(`found ${v.variation_id}`))
        .on('show_variation', (_: unknown, v: { variation_id: number }, purchasable: boolean) => w.jq.push(`show ${v.variation_id} ${purchasable}`))
        .on('hide_variation', () => w.jq.push('hide'))
        .on('woocommerce_variation_has_changed', () => w.jq.push('changed'));
    }));
    await page.goto(`${APRON}?jquery=1`);
    await working(page, FORM, 'variation-form');
    await page.waitForFunction(() => (window as unknown as { jq: string[] }).jq.includes('hide'));
    await page.evaluate(() => ((window as unknown as { jq: string[] }).jq.length = 0));
    await page.locator(swatch('farg', 'rost')).click();
    await page.locator(swatch('storlek', 's')).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { jq: string[] }).jq)).toEqual(['hide', 'changed', 'show 20109 true', 'found 20109', 'changed']);
  });

  test('a form that arrives later becomes an island; the jQuery helpers exist and drive it', async ({ page }) => {
    await page.goto('/butik/?jquery=1');
    const html = await (await page.request.get(APRON)).text();
    const formHtml = /<form class="variations_form[\s\S]*?<\/form>/.exec(html)![0];
    expect(await page.evaluate(() => ['wc_variation_form', 'wc_variations_image_update', 'wc_variations_image_reset', 'wc_set_content', 'wc_reset_content']
      .map((name) => typeof (window as unknown as { jQuery: any }).jQuery.fn[name]))).toEqual(['function', 'function', 'function', 'function', 'function']);
    // A quick view: product markup loaded into a panel.
    await page.evaluate((formMarkup) => {
      const panel = document.createElement('div');
      panel.className = 'product quick-view';
      panel.innerHTML = `<div class="woocommerce-product-gallery images"><div class="woocommerce-product-gallery__image"><a href="/full.svg"><img class="wp-post-image" src="/start.svg" alt=""></a></div></div><div class="summary">${formMarkup}</div>`;
      document.querySelector('main')!.prepend(panel);
      const $ = (window as unknown as { jQuery: any }).jQuery;
      (window as unknown as { ready: number }).ready = 0;
      $(panel.querySelector('form')).on('wc_variation_form', () => (window as unknown as { ready: number }).ready++);
      $(panel.querySelector('form')).wc_variation_form();
    }, formHtml);
    await working(page, `.quick-view ${FORM}`, 'variation-form');
    await page.locator(`.quick-view li[data-value="grafit"]`).click();
    await page.locator(`.quick-view li[data-value="m"]`).click();
    await expect(page.locator(`.quick-view ${FORM} input.variation_id`)).toHaveValue('20106');
    await expect(page.locator('.quick-view img.wp-post-image')).toHaveAttribute('src', /forklade-i-linne-grafit-m-600x600\.svg$/);
    await expect.poll(() => page.evaluate(() => (window as unknown as { ready: number }).ready)).toBeGreaterThanOrEqual(1);
    // A gallery plugin swaps and resets the image through WooCommerce's helpers.
    await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: any }).jQuery;
      $('.quick-view form').wc_variations_image_update({ variation_id: 1, image_id: 5, image: { src: '/other.svg', full_src: '/other-full.svg', srcset: false, sizes: false } });
    });
    await expect(page.locator('.quick-view img.wp-post-image')).toHaveAttribute('src', '/other.svg');
    await expect(page.locator('.quick-view .woocommerce-product-gallery__image a')).toHaveAttribute('href', '/other-full.svg');
    await page.evaluate(() => (window as unknown as { jQuery: any }).jQuery('.quick-view form').wc_variations_image_reset());
    await expect(page.locator('.quick-view img.wp-post-image')).toHaveAttribute('src', '/start.svg');
    // Re-initialising re-reads the variations and announces the form again.
    const before = await page.evaluate(() => (window as unknown as { ready: number }).ready);
    await page.evaluate(() => (window as unknown as { jQuery: any }).jQuery('.quick-view form').wc_variation_form());
    await expect.poll(() => page.evaluate(() => (window as unknown as { ready: number }).ready)).toBe(before + 1);
  });

  test('the 1,000-variation form finds each combination in the page', async ({ page }) => {
    await resetBackendLog(page);
    await open(page, COUNTERTOP);
    await page.locator(swatch('farg', 'skog')).click();
    await page.locator(swatch('langd', '260-cm')).click();
    await page.locator(swatch('material', 'marmor')).click();
    // skog is colour 9, 260 cm length 9, marmor material 8: variation 9*100 + 9*10 + 8.
    await expect(page.locator(`${FORM} input.variation_id`)).toHaveValue(String(2990001 + 998));
    await expect(page.locator(`${FORM} .single_variation .woocommerce-variation-price`)).toHaveText('7 440,00 kr');
    expect(await formCalls(page)).toEqual([]);
  });
});

test.describe('simple product form', () => {
  const KNIFE = '/produkt/kockkniv-20-cm/';
  const SIMPLE_FORM = 'form.cart:not(.variations_form)';

  test('adds without a reload where the theme has ajax add on, and posts where it has not', async ({ page }) => {
    await page.goto(KNIFE);
    await page.locator(`${SIMPLE_FORM} input.qty`).fill('2');
    await resetBackendLog(page);
    await page.locator(`${SIMPLE_FORM} .single_add_to_cart_button`).click();
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('2');
    await expect(page.locator(`${SIMPLE_FORM} .single_add_to_cart_button`)).toHaveClass(ADDED);
    expect(page.url()).toContain(KNIFE);
    const [request] = await backendCalls(page, 'reycore_ajax_add_to_cart');
    expect(request!.fields).toMatchObject({ quantity: '2', 'add-to-cart': '104', action: 'reycore_ajax_add_to_cart' });

    await page.goto(`${KNIFE}?ajax_add=off`);
    await shopperArrives(page);
    await mounted(page, SIMPLE_FORM, 'cart-form');
    await page.locator(`${SIMPLE_FORM} .single_add_to_cart_button`).click();
    await expect(page.locator('.woocommerce-message')).toContainText('”Kockkniv 20 cm” har lagts till i din varukorg.');
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('3');
  });
});
