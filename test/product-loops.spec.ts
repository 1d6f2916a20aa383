import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { backendCalls, mounted, resetBackendLog, setLatency, stopClock, watchConsole } from './helpers';

const KITCHEN = '/produkt-kategori/koket/';
const LOOP = '.elementor-element-a7c3e91';
const ITEMS = `${LOOP} .e-loop-item`;
const filterBar = (page: Page, taxonomy: string) => page.locator(`.elementor-widget-taxonomy-filter[data-settings*='"taxonomy":"${taxonomy}"']`);
const filterButton = (page: Page, taxonomy: string, name: string) => filterBar(page, taxonomy).getByRole('button', { name, exact: true });

/** The loop's product ids, in order. */
const shownIds = (page: Page) => page.locator(ITEMS).evaluateAll((items) => items.map((i) => Number(/e-loop-item-(\d+)/.exec(i.className)?.[1])));

/** What each refresh-loop request carried. */
async function refreshes(page: Page): Promise<any[]> {
  return (await backendCalls(page, 'elementor-pro/v1/refresh-loop')).map((call) => call.json);
}

async function openKitchen(page: Page, query = ''): Promise<void> {
  await page.goto(`${KITCHEN}${query}`);
  await resetBackendLog(page);
}

test.describe('loop filters', () => {
  test('a category choice refreshes the loop through refresh-loop, shows the loading overlay, and records it in the address', async ({ page, context, baseURL }) => {
    await openKitchen(page);
    await expect(page.locator(ITEMS)).toHaveCount(18);
    await setLatency(context, baseURL!, 1500);
    await filterButton(page, 'product_cat', 'Köksredskap').click();
    await expect.poll(() => page.locator(LOOP).evaluate((el) => [el.classList.contains('e-loading-overlay'), el.getAttribute('aria-busy')]))
      .toEqual([true, 'true']);
    await setLatency(context, baseURL!, 0);
    await expect(page.locator(ITEMS)).toHaveCount(6);
    await expect(page.locator(LOOP)).not.toHaveClass(/e-loading-overlay/);
    expect(await shownIds(page)).toEqual([104, 105, 106, 107, 108, 118]);
    expect(new URL(page.url()).search).toBe('?e-filter-a7c3e91-product_cat=koksredskap');
    await expect(filterButton(page, 'product_cat', 'Köksredskap')).toHaveAttribute('aria-pressed', 'true');
    await expect(filterButton(page, 'product_cat', 'Alla')).toHaveAttribute('aria-pressed', 'false');
    expect(await refreshes(page)).toEqual([{
      post_id: 520,
      widget_id: 'a7c3e91',
      widget_filters: { taxonomy: { product_cat: { terms: ['koksredskap'] } } },
      pagination_base_url: expect.stringMatching(/\/produkt-kategori\/koket\/$/),
    }]);

    // A single selection: another category replaces it; "Alla" clears it.
    await filterButton(page, 'product_cat', 'Kökstextil').click();
    await expect(page.locator(ITEMS)).toHaveCount(2);
    await expect(filterButton(page, 'product_cat', 'Köksredskap')).toHaveAttribute('aria-pressed', 'false');
    await filterButton(page, 'product_cat', 'Alla').click();
    await expect(page.locator(ITEMS)).toHaveCount(18);
    expect(new URL(page.url()).search).toBe('');
    expect((await refreshes(page)).at(-1).widget_filters).toEqual({});
  });

  test('AND needs every material, OR any tag, NOT none of the origins; each join travels in the address', async ({ page }) => {
    await openKitchen(page);
    await filterButton(page, 'pa_material', 'Stål').click();
    await expect(page.locator(ITEMS)).toHaveCount(6);
    await filterButton(page, 'pa_material', 'Trä').click();
    await expect(page.locator(ITEMS)).toHaveCount(3);
    expect(await shownIds(page)).toEqual([103, 104, 106]);
    expect(page.url()).toContain('e-filter-a7c3e91-pa_material=stal+tra');
    expect((await refreshes(page)).at(-1).widget_filters).toEqual({ taxonomy: { pa_material: { terms: ['stal', 'tra'], logicalJoin: 'AND' } } });

    await filterButton(page, 'pa_material', 'Stål').click();
    await filterButton(page, 'pa_material', 'Trä').click();
    await expect(page.locator(ITEMS)).toHaveCount(18);

    await filterButton(page, 'product_tag', 'Nyhet').click();
    await filterButton(page, 'product_tag', 'Presenttips').click();
    await expect(page.locator(ITEMS)).toHaveCount(11);
    expect(page.url()).toContain('e-filter-a7c3e91-product_tag=nyhet~presenttips');
    expect((await refreshes(page)).at(-1).widget_filters).toEqual({ taxonomy: { product_tag: { terms: ['nyhet', 'presenttips'], logicalJoin: 'OR' } } });

    await filterButton(page, 'pa_ursprung', 'Sverige').click();
    await expect(page.locator(ITEMS)).toHaveCount(6);
    expect(page.url()).toContain('e-filter-a7c3e91-pa_ursprung=!sverige');
    await filterButton(page, 'pa_ursprung', 'Japan').click();
    await expect(page.locator(ITEMS)).toHaveCount(4);
    expect(await shownIds(page)).toEqual([108, 110, 111, 113]);
    expect(page.url()).toContain('e-filter-a7c3e91-pa_ursprung=sverige!japan');
    expect((await refreshes(page)).at(-1).widget_filters).toEqual({
      taxonomy: {
        product_tag: { terms: ['nyhet', 'presenttips'], logicalJoin: 'OR' },
        pa_ursprung: { terms: ['sverige', 'japan'], logicalJoin: 'NOT' },
      },
    });
  });

  test('back and forward bring earlier filters back, and a reload keeps them', async ({ page }) => {
    await openKitchen(page);
    await filterButton(page, 'product_tag', 'Nyhet').click();
    await expect(page.locator(ITEMS)).toHaveCount(6);
    await filterButton(page, 'pa_ursprung', 'Sverige').click();
    await expect(page.locator(ITEMS)).toHaveCount(4);
    await resetBackendLog(page);

    await page.goBack();
    await expect(page.locator(ITEMS)).toHaveCount(6);
    await expect(filterButton(page, 'pa_ursprung', 'Sverige')).toHaveAttribute('aria-pressed', 'false');
    await expect(filterButton(page, 'product_tag', 'Nyhet')).toHaveAttribute('aria-pressed', 'true');
    expect(await refreshes(page)).toHaveLength(1);
    expect((await refreshes(page))[0].widget_filters).toEqual({ taxonomy: { product_tag: { terms: ['nyhet'], logicalJoin: 'OR' } } });

    await page.goForward();
    await expect(page.locator(ITEMS)).toHaveCount(4);
    await expect(filterButton(page, 'pa_ursprung', 'Sverige')).toHaveAttribute('aria-pressed', 'true');
    expect(await shownIds(page)).toEqual([108, 111, 113, 117]);

    // The server reads the same address: the page comes back filtered, its buttons pressed.
    await page.reload();
    expect(await shownIds(page)).toEqual([108, 111, 113, 117]);
    await expect(filterButton(page, 'pa_ursprung', 'Sverige')).toHaveAttribute('aria-pressed', 'true');
    await expect(filterButton(page, 'product_tag', 'Nyhet')).toHaveAttribute('aria-pressed', 'true');
  });

  test('a failed answer leaves the loop as it was', async ({ page }) => {
    const console = watchConsole(page);
    await openKitchen(page);
    await page.route('**/wp-json/elementor-pro/v1/refresh-loop', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal_server_error","message":"Kritiskt fel."}' }));
    await filterButton(page, 'product_cat', 'Förvaring').click();
    await expect(page.locator(LOOP)).not.toHaveClass(/e-loading-overlay/);
    await expect(page.locator(ITEMS)).toHaveCount(18);

    await page.route('**/wp-json/elementor-pro/v1/refresh-loop', (route) => route.abort('connectionreset'));
    await filterButton(page, 'product_cat', 'Kökstextil').click();
    await expect(page.locator(LOOP)).not.toHaveClass(/e-loading-overlay/);
    await expect(page.locator(ITEMS)).toHaveCount(18);
    expect(console.errors).toEqual([]);
  });

  test('add to cart works in the refreshed loop', async ({ page }) => {
    await openKitchen(page);
    await filterButton(page, 'product_cat', 'Förvaring').click();
    await expect(page.locator(ITEMS)).toHaveCount(3);
    await page.locator(`${ITEMS}.e-loop-item-116 a.add_to_cart_button`).click();
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
    // The count shows an add at once: the server's answer is what the next check reads.
    await expect.poll(() => backendCalls(page, 'add_to_cart').then((calls) => calls.filter((c) => c.ended > 0).length)).toBeGreaterThan(0);
    expect((await backendCalls(page, 'add_to_cart'))[0]?.fields.product_id).toBe('116');
  });
});

test.describe('ordering', () => {
  test('choosing an order reloads the archive in it', async ({ page }) => {
    await page.goto('/butik/');
    await page.locator('select.orderby').focus();
    await mounted(page, 'form.woocommerce-ordering', 'catalog-ordering');
    await page.locator('select.orderby').selectOption('price');
    await page.waitForURL('**/butik/?orderby=price&paged=1');
    // Each card's price as shown: the sale price, or the lowest of a range.
    const numbers = await page.locator('ul.products li.product .price').evaluateAll((prices) => prices.map((price) => {
      const amount = price.querySelector('ins .amount') ?? price.querySelector('.amount');
      return Number(amount!.textContent!.replace(/[^\d,]/g, '').replace(',', '.'));
    }));
    expect(numbers.length).toBeGreaterThan(10);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  test('the order keeps the filters chosen since the page loaded', async ({ page }) => {
    await openKitchen(page);
    await filterButton(page, 'product_cat', 'Porslin & glas').click();
    await expect(page.locator(ITEMS)).toHaveCount(4);
    await page.locator('select.orderby').focus();
    await mounted(page, 'form.woocommerce-ordering', 'catalog-ordering');
    await page.locator('select.orderby').selectOption('price-desc');
    await page.waitForURL(/orderby=price-desc/);
    expect(new URL(page.url()).searchParams.get('e-filter-a7c3e91-product_cat')).toBe('porslin-och-glas');
    expect(await shownIds(page)).toEqual([110, 112, 109, 111]);
  });
});

test.describe('the product grid', () => {
  const BUTTON = 'button.rey-pg-loadmore';
  const GRID = '.elementor-element-b41d2e0 ul.products > li.product';

  test('"load more" appears after 1 s, loads the next products until the maximum, then disables', async ({ page }) => {
    await page.goto(KITCHEN);
    await stopClock(page);
    await page.locator(BUTTON).scrollIntoViewIfNeeded();
    await mounted(page, BUTTON, 'product-grid-load-more');
    await expect(page.locator(BUTTON)).not.toHaveClass(/--visible/);
    await page.clock.runFor(999);
    await expect(page.locator(BUTTON)).not.toHaveClass(/--visible/);
    await page.clock.runFor(1);
    await expect(page.locator(BUTTON)).toHaveClass(/--visible/);
    await page.clock.resume();
    await resetBackendLog(page);

    await expect(page.locator(GRID)).toHaveCount(4);
    await page.locator(BUTTON).click();
    await expect(page.locator(GRID)).toHaveCount(8);
    await expect(page.locator(BUTTON)).not.toHaveClass(/--disabled/);
    await page.locator(BUTTON).click();
    await expect(page.locator(GRID)).toHaveCount(12);
    await expect(page.locator(BUTTON)).toHaveClass(/--disabled/);
    await expect(page.locator(BUTTON)).toHaveAttribute('aria-disabled', 'true');

    const sent = (await backendCalls(page, 'product_grid_load_more')).map((c) => c.fields['reycore-ajax-data'] as Record<string, unknown>);
    expect(sent).toEqual([
      { element_id: 'b41d2e0', skin: 'default', qid: '540', options: { prevent_ba_content: 'yes', prevent_stretched: 'yes' }, offset: '4', limit: '4', max: '12' },
      { element_id: 'b41d2e0', skin: 'default', qid: '540', options: { prevent_ba_content: 'yes', prevent_stretched: 'yes' }, offset: '8', limit: '4', max: '12' },
    ]);
    // Disabled means no more requests.
    await page.locator(BUTTON).click({ force: true });
    await page.waitForTimeout(200);
    expect(await backendCalls(page, 'product_grid_load_more')).toHaveLength(2);

    // The loaded cards add to the cart like the others.
    await page.locator(`${GRID}`).nth(9).locator('a.add_to_cart_button').click();
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
  });

  test('an answer with nothing in it disables the button', async ({ page, context, baseURL }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route('**/?reycore-ajax=product_grid_load_more', (route) => route.fulfill({ contentType: 'application/json', body: '{"success":true,"data":{"product_grid_load_more":{"data":""}}}' }));
    await page.goto(KITCHEN);
    await page.locator(BUTTON).scrollIntoViewIfNeeded();
    await setLatency(context, baseURL!, 0);
    await expect(page.locator(BUTTON)).toHaveClass(/--visible/);
    await page.locator(BUTTON).click();
    await expect(page.locator(BUTTON)).toHaveClass(/--disabled/);
    await expect(page.locator(GRID)).toHaveCount(4);
    expect(errors.some((e) => e.includes('Empty element data'))).toBe(true);
  });
});

test('theme_template_id scrolls the archive to that template', async ({ page }) => {
  await page.goto(`${KITCHEN}?theme_template_id=540`);
  const expected = await page.locator('.elementor-540').evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2));
  expect(expected).toBeGreaterThan(500);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 5000 }).toBe(expected);
});

test('the kitchen category loads at most 44 KB gzip of JavaScript before the first interaction', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/wp-content/plugins/islands-for-woocommerce/dist/') && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(KITCHEN);
  await page.evaluate(() => new Promise<void>((resolve) => {
    document.addEventListener('woo-islands:settled', () => resolve(), { once: true });
    setTimeout(resolve, 5000);
  }));
  await page.waitForTimeout(500);
  const dist = path.resolve('dist');
  let gzip = 0;
  for (const file of scripts) gzip += gzipSync(await readFile(path.join(dist, file.replace('/wp-content/plugins/islands-for-woocommerce/dist/', ''))), { level: 9 }).length;
  test.info().annotations.push({ type: 'category page JS (gzip)', description: `${(gzip / 1024).toFixed(1)} KB in ${scripts.size} files` });
  expect(gzip).toBeLessThanOrEqual(44 * 1024);
});
