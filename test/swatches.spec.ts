import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Response } from '@playwright/test';
import { backendCalls, backendLog, closeCartPanel, mounted, resetBackendLog, shopperCalls, watchConsole, shopperArrives, working } from './helpers';

// Part 2 of the variation work: Variation Swatches' lists on the product page and on loop cards.
const APRON = '/produkt/forklade-i-linne/';
const CATEGORY = '/produkt-kategori/textil/';

const FORM = 'form.variations_form';
const swatch = (attribute: string, value: string, scope = FORM) => `${scope} ul[data-attribute_name="attribute_pa_${attribute}"] li[data-value="${value}"]`;

/** Each swatch of a list as "value:state+state". */
function states(page: Page, scope: string, attribute: string): Promise<string[]> {
  return page.locator(`${scope} ul[data-attribute_name="attribute_pa_${attribute}"] li.variable-item`).evaluateAll((items) =>
    items.map((li) => `${(li as HTMLElement).dataset.value}:${['selected', 'disabled', 'no-stock'].filter((c) => li.classList.contains(c)).join('+')}`));
}

test.describe('swatches on the product page', () => {
  test("stay in step with the hidden selects both ways, with the plugin's states, label and keyboard", async ({ page }) => {
    const console = watchConsole(page);
    await page.goto(APRON);
    await working(page, FORM, 'variation-form');
    const colour = `${FORM} select[name="attribute_pa_farg"]`;
    const size = `${FORM} select[name="attribute_pa_storlek"]`;
    await expect.poll(() => states(page, FORM, 'storlek')).toEqual(['s:', 'm:', 'l:', 'xl:']);

    await page.locator(swatch('farg', 'rost')).click();
    await expect(page.locator(colour)).toHaveValue('rost');
    await expect(page.locator(swatch('farg', 'rost'))).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator(swatch('farg', 'natur'))).toHaveAttribute('aria-checked', 'false');
    // Rost L is out of stock (disabled, the out-of-stock tooltip); Rost XL is not made.
    await expect.poll(() => states(page, FORM, 'storlek')).toEqual(['s:', 'm:', 'l:disabled', 'xl:disabled']);
    await expect(page.locator(swatch('storlek', 'l'))).toHaveAttribute('data-wvstooltip-out-of-stock', '(Out of Stock)');
    await expect(page.locator(swatch('storlek', 'xl'))).toHaveAttribute('data-wvstooltip-out-of-stock', '(Unavailable)');
    await expect(page.locator(swatch('storlek', 'xl'))).toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator(swatch('storlek', 'xl'))).toHaveAttribute('tabindex', '-1');
    // The row label names the choice.
    await expect(page.locator(`${FORM} tr:has(select[name="attribute_pa_farg"]) .woo-selected-variation-item-name`)).toHaveText(': Rost');

    // A disabled swatch cannot be picked.
    await page.locator(swatch('storlek', 'xl')).dispatchEvent('click');
    await expect(page.locator(size)).toHaveValue('');

    // The select changed by another script: the swatches follow.
    await page.locator(size).evaluate((el: HTMLSelectElement) => {
      el.value = 'm';
      el.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect.poll(() => states(page, FORM, 'storlek')).toEqual(['s:', 'm:selected', 'l:disabled', 'xl:disabled']);
    await expect(page.locator(`${FORM} input.variation_id`)).toHaveValue('20110');

    // Keyboard: Enter and Space pick a focused swatch.
    await page.locator(swatch('storlek', 's')).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(size)).toHaveValue('s');
    await page.locator(swatch('farg', 'salvia')).focus();
    await page.keyboard.press(' ');
    await expect(page.locator(colour)).toHaveValue('salvia');
    await expect(page.locator(`${FORM} input.variation_id`)).toHaveValue('20112');
    await expect.poll(() => states(page, FORM, 'storlek')).toEqual(['s:selected', 'm:', 'l:', 'xl:']);

    // Reset clears the swatches too and focus lands on the first one.
    await page.locator(`${FORM} .reset_variations`).click();
    await expect.poll(() => states(page, FORM, 'farg')).toEqual(['natur:', 'grafit:', 'rost:', 'salvia:']);
    await expect(page.locator(swatch('farg', 'natur'))).toBeFocused();
    await expect(page.locator(`${FORM} tr:has(select[name="attribute_pa_farg"]) .woo-selected-variation-item-name`)).toHaveText('');
    expect(console.warnings).toEqual([]);
    expect(console.errors).toEqual([]);
  });

  test('with clickable out-of-stock on, an out-of-stock swatch stays clickable, marked unavailable', async ({ page }) => {
    await page.goto(`${APRON}?wvs_clickable=1`);
    await working(page, FORM, 'variation-form');
    await page.locator(swatch('farg', 'rost')).click();
    await expect.poll(() => states(page, FORM, 'storlek')).toEqual(['s:', 'm:', 'l:no-stock', 'xl:disabled']);
    await expect(page.locator(swatch('storlek', 'l'))).toHaveAttribute('data-wvstooltip-out-of-stock', '(Unavailable)');
    await page.locator(swatch('storlek', 'l')).click();
    await expect(page.locator(`${FORM} .single_variation .woocommerce-variation-availability`)).toHaveText('Slut i lager');
    await expect(page.locator(`${FORM} .single_add_to_cart_button`)).toHaveClass(/wc-variation-is-unavailable/);
    await expect(page.locator('.rey-estimatedDelivery-date')).toHaveText('Åter i lager vecka 43');
  });

  test('with the free plugin, which prints no out-of-stock setting, an out-of-stock combination stays choosable', async ({ page }) => {
    await page.goto(`${APRON}?wvs=free`);
    await working(page, FORM, 'variation-form');
    await page.locator(swatch('farg', 'rost')).click();
    // Rost L is out of stock but active: a swatch like the others. Rost XL is not made.
    await expect.poll(() => states(page, FORM, 'storlek')).toEqual(['s:', 'm:', 'l:', 'xl:disabled']);
    await expect(page.locator(swatch('storlek', 'l'))).not.toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator(swatch('storlek', 'l'))).toHaveAttribute('data-wvstooltip-out-of-stock', '');
    await page.locator(swatch('storlek', 'l')).click();
    await expect(page.locator(`${FORM} select[name="attribute_pa_storlek"]`)).toHaveValue('l');
    await expect(page.locator(`${FORM} .single_variation .woocommerce-variation-availability`)).toHaveText('Slut i lager');
    await expect(page.locator(`${FORM} .single_add_to_cart_button`)).toHaveClass(/wc-variation-is-unavailable/);
  });

  test('the form and its swatches pass an accessibility scan in every state they take', async ({ page }) => {
    // axe walks the whole page twice; on a busy machine that takes a while.
    test.slow();
    await page.goto(APRON);
    await working(page, FORM, 'variation-form');
    const scan = async () => (await new AxeBuilder({ page }).include(FORM).options({ resultTypes: ['violations'] }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
    expect(await scan()).toEqual([]);
    await page.locator(swatch('farg', 'rost')).click();
    await page.locator(swatch('storlek', 'm')).click();
    expect(await scan()).toEqual([]);
  });

  test('stock-left labels show only for 5 or fewer, while one attribute is still open', async ({ page }) => {
    await page.goto(APRON);
    await working(page, FORM, 'variation-form');
    const labels = () => page.locator(`${FORM} ul[data-attribute_name="attribute_pa_storlek"] li.wvs-show-stock-left-info`).evaluateAll((items) =>
      items.map((li) => `${(li as HTMLElement).dataset.value}=${li.querySelector('.wvs-stock-left-info')!.getAttribute('data-wvs-stock-info')}`));
    await page.locator(swatch('farg', 'grafit')).click();
    // Grafit: S 8, M 15, L 2 in stock, XL made to order.
    await expect.poll(labels).toEqual(['l=2 kvar']);
    await page.locator(swatch('farg', 'rost')).click();
    // Rost: S 6, M 4, L out of stock.
    await expect.poll(labels).toEqual(['m=4 kvar']);
    await page.locator(swatch('storlek', 'm')).click();
    await expect.poll(labels).toEqual([]);
  });
});

test.describe('swatches on loop cards', () => {
  const card = (id: number) => `li.product.post-${id}`;

  test("mount on sight without a request, fetch the card's variations on intent, then preview, show and add a variation", async ({ page }) => {
    const console = watchConsole(page);
    await resetBackendLog(page);
    await page.goto(CATEGORY);
    const apron = card(201);
    await shopperArrives(page);
    await mounted(page, `${apron} .wvs-archive-variations-wrapper`, 'archive-swatches');
    // Nothing asked before the shopper shows interest.
    expect((await shopperCalls(page)).filter((r) => r.kind === 'rest' || r.name.startsWith('woo_'))).toEqual([]);
    const image = page.locator(`${apron} img.wvs-archive-product-image`);
    const originalImage = await image.getAttribute('src');
    const button = page.locator(`${apron} a.wvs-add-to-cart-button`);

    await page.locator(apron).hover();
    await expect.poll(() => backendCalls(page, 'woo-variation-swatches/v1/archive-product/201').then((calls) => calls.length)).toBe(1);

    await page.locator(swatch('farg', 'rost', apron)).click();
    // The colour alone previews its image through the REST preview route.
    await expect(image).toHaveAttribute('src', '/wp-content/uploads/2026/09/forklade-i-linne-rost-s-300x300.svg');
    const [preview] = await backendCalls(page, 'woo-variation-swatches/v1/archive-product-preview');
    expect(preview!.fields).toEqual({ product_id: '201', attribute_pa_farg: 'rost' });
    await expect.poll(() => states(page, apron, 'storlek')).toEqual(['s:', 'm:', 'l:disabled', 'xl:disabled']);
    await expect(button).toHaveText('Välj alternativ');

    await page.locator(swatch('storlek', 'm', apron)).click();
    await expect(image).toHaveAttribute('src', '/wp-content/uploads/2026/09/forklade-i-linne-rost-m-300x300.svg');
    await expect(image).toHaveAttribute('data-o_src', originalImage!);
    await expect(page.locator(`${apron} .price ins`)).toHaveText('379,00 kr');
    await expect(page.locator(`${apron} .wvs-archive-information`)).toHaveText('4 i lager');
    await expect(button).toHaveText('Lägg till i varukorg');
    await expect(button).toHaveAttribute('aria-label', 'Lägg till i varukorgen: ”Förkläde i linne – Rost, M”');
    await expect(button).toHaveAttribute('href', '/produkt/forklade-i-linne/?attribute_pa_farg=rost&attribute_pa_storlek=m&add-to-cart=201&variation_id=20110');
    await expect(button).toHaveAttribute('data-o_href', '/produkt/forklade-i-linne/');

    await resetBackendLog(page);
    await button.click();
    await expect(button).toHaveClass(/(^|\s)added(\s|$)/);
    await expect(page.locator(`${apron} a.added_to_cart.wc-forward`)).toHaveText('Visa varukorg');
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
    expect(page.url()).toContain(CATEGORY);
    const [add] = await backendCalls(page, 'woo_add_to_cart_variation');
    expect(add!.fields).toEqual({ attribute_pa_farg: 'rost', attribute_pa_storlek: 'm', quantity: '1', product_id: '20110', _wpnonce: '5e0c7a9d21' });

    // Reset puts the card back as the server printed it (once the cart panel the add opened is closed).
    await closeCartPanel(page);
    await page.locator(`${apron} .wvs_archive_reset_variations_link`).click();
    await expect(image).toHaveAttribute('src', originalImage!);
    await expect(page.locator(`${apron} .price`)).toHaveText('349,00 kr – 429,00 kr');
    await expect(page.locator(`${apron} .wvs-archive-information`)).toBeEmpty();
    await expect(button).toHaveText('Välj alternativ');
    await expect(button).toHaveAttribute('href', '/produkt/forklade-i-linne/');
    await expect(page.locator(`${apron} a.added_to_cart`)).toHaveCount(0);
    expect(console.errors).toEqual([]);
  });

  test('a card with more variations than the threshold asks woo_get_variation for each complete choice', async ({ page }) => {
    await page.goto(CATEGORY);
    const towel = card(202);
    await shopperArrives(page);
    await mounted(page, `${towel} .wvs-archive-variations-wrapper`, 'archive-swatches');
    await resetBackendLog(page);
    await page.locator(swatch('farg', 'bla', towel)).click();
    await page.locator(swatch('monster', 'prick', towel)).click();
    await page.locator(swatch('storlek', '60x90', towel)).click();
    await expect(page.locator(`${towel} .price`)).toHaveText('169,00 kr');
    const calls = (await shopperCalls(page)).filter((r) => r.name !== 'woo-variation-swatches/v1/archive-product-preview');
    expect(calls.map((r) => r.name)).toEqual(['woo_get_variation']);
    expect(calls[0]!.fields).toEqual({ attribute_pa_farg: 'bla', attribute_pa_monster: 'prick', attribute_pa_storlek: '60x90', product_id: '202', _wpnonce: '5e0c7a9d21', is_archive: '1' });
    await expect(page.locator(`${towel} img.wvs-archive-product-image`)).toHaveAttribute('src', /kokshandduk-i-bomull-monstrad-bla-prick-60x90-300x300\.svg$/);
  });

  test('catalog mode, navigate on hover: pointing at a swatch shows its image and nothing else, a click opens the product with it', async ({ page }) => {
    const console = watchConsole(page);
    await resetBackendLog(page);
    await page.goto(`${CATEGORY}?wvs_catalog=1`);
    const apron = card(201);
    await shopperArrives(page);
    await mounted(page, `${apron} .wvs-archive-variations-wrapper`, 'archive-swatches');
    // One attribute per card, and the card's button is no ajax add.
    await expect(page.locator(`${apron} ul.variable-items-wrapper`)).toHaveCount(1);
    const button = page.locator(`${apron} a.wvs-add-to-cart-button`);
    await expect(button).not.toHaveClass(/wvs_ajax_add_to_cart/);
    const image = page.locator(`${apron} img.wvs-archive-product-image`);

    await page.locator(apron).hover();
    await page.locator(swatch('farg', 'rost', apron)).hover();
    await expect(page.locator(swatch('farg', 'rost', apron))).toHaveAttribute('aria-checked', 'true');
    await expect(image).toHaveAttribute('src', '/wp-content/uploads/2026/09/forklade-i-linne-rost-s-300x300.svg');
    await page.locator(swatch('farg', 'grafit', apron)).hover();
    await expect(image).toHaveAttribute('src', '/wp-content/uploads/2026/09/forklade-i-linne-grafit-s-300x300.svg');
    await page.locator(swatch('farg', 'rost', apron)).hover();
    await expect(image).toHaveAttribute('src', '/wp-content/uploads/2026/09/forklade-i-linne-rost-s-300x300.svg');
    // Price, availability and the button stay as the server printed them.
    await expect(page.locator(`${apron} .price`)).toHaveText('349,00 kr – 429,00 kr');
    await expect(page.locator(`${apron} .wvs-archive-information`)).toBeEmpty();
    await expect(button).toHaveText('Välj alternativ');
    await expect(button).toHaveAttribute('href', '/produkt/forklade-i-linne/');

    // Over threshold_max each choice costs a request: pointing chooses a swatch once only.
    const towel = card(202);
    await page.locator(towel).hover();
    await mounted(page, `${towel} .wvs-archive-variations-wrapper`, 'archive-swatches');
    await page.locator(swatch('farg', 'bla', towel)).hover();
    await expect(page.locator(swatch('farg', 'bla', towel))).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator(`${towel} img.wvs-archive-product-image`)).toHaveAttribute('src', /kokshandduk-i-bomull-monstrad-bla-[\w-]*300x300\.svg$/);
    await page.locator(swatch('farg', 'vit', towel)).hover();
    await expect(page.locator(swatch('farg', 'vit', towel))).toHaveAttribute('aria-checked', 'true');
    await page.locator(swatch('farg', 'bla', towel)).hover();
    await page.waitForTimeout(300);
    await expect(page.locator(swatch('farg', 'vit', towel))).toHaveAttribute('aria-checked', 'true');
    expect((await shopperCalls(page)).filter((r) => r.name.startsWith('woo_'))).toEqual([]);

    // The shopper's click follows the swatch's link.
    await page.locator(swatch('farg', 'grafit', apron)).click();
    await page.waitForURL('**/produkt/forklade-i-linne/?attribute_pa_farg=grafit');
    await expect(page.locator(`${FORM} select[name="attribute_pa_farg"]`)).toHaveValue('grafit');
    expect(console.errors).toEqual([]);
  });

  test('a category page with swatches stays within 44 KB gzip of script before the first interaction', async ({ page }) => {
    const sizes: Promise<number>[] = [];
    const swatchChunks: string[] = [];
    const onResponse = (response: Response) => {
      if (response.url().includes('/islands-for-woocommerce/dist/') && response.url().endsWith('.js')) sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
      if (response.url().includes('/chunks/ArchiveSwatches-')) swatchChunks.push(response.url());
    };
    page.on('response', onResponse);
    await page.goto(CATEGORY);
    await page.waitForFunction(() => performance.getEntriesByName('woo-islands:settled').length > 0);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    // What arrived by now is counted; a body asked for after the test ends would fail it.
    page.off('response', onResponse);
    const total = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(44 * 1024);
    // The swatches' code comes with the shopper.
    expect(swatchChunks).toHaveLength(0);
    await expect(page.locator(`${card(201)} .wvs-archive-variations-wrapper`)).not.toHaveAttribute('data-wi-archive-swatches', 'mounted');
    await shopperArrives(page);
    await mounted(page, `${card(201)} .wvs-archive-variations-wrapper`, 'archive-swatches');
  });
});
