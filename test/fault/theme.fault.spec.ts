// The theme and the page builder under faults: search, menus, loop filters, ordering and load more,
// carousels, popups, off-canvas, action and lightbox links, videos, share buttons, sticky and animated
// elements, tooltips, lazy backgrounds and images.
import { expect, test, type Page } from '@playwright/test';
import { mounted, shopperArrives, watchConsole } from '../helpers';
import { qaPopupUrl } from '../page-builder-helpers';
import { stubYouTube } from '../consent-helpers';
import { BACKEND_FAULTS, breakStorage, expectNoInjectedScriptRan, serveBroken, uncaughtErrors, whileFailing, XSS, XSS_TEXT } from './faults';

test.use({ viewport: { width: 1280, height: 900 } });

const PANEL = '#rey-searchPanel';
const FIELD = `${PANEL} input[name="s"]`;
const KITCHEN = '/produkt-kategori/koket/';
const LOOP = '.elementor-element-a7c3e91';
const ITEMS = `${LOOP} .e-loop-item`;
const filterButton = (page: Page, taxonomy: string, name: string) => page.locator(`.elementor-widget-taxonomy-filter[data-settings*='"taxonomy":"${taxonomy}"']`).getByRole('button', { name, exact: true });

async function openSearch(page: Page): Promise<void> {
  await page.locator('button.js-rey-headerSearch-toggle').click();
  await expect(page.locator(FIELD)).toBeFocused();
  await mounted(page, PANEL, 'ajax-search');
}

test.describe('search under faults', () => {
  test('a search failing any way shows no stale results and the form still takes the shopper to the search page', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await page.goto('/butik/');
    await openSearch(page);
    const terms = ['gryta', 'kniv', 'linne', 'glas'];
    for (const [i, fault] of BACKEND_FAULTS.entries()) {
      await whileFailing(page, '**/?reycore-ajax=ajax_search', fault, () => page.locator(FIELD).fill(terms[i]!), async () => {
        await expect(page.locator(`${PANEL} .rey-searchItem`), fault).toHaveCount(0);
        await expect(page.locator(PANEL)).not.toHaveClass(/--loading/);
        await expect(page.locator(FIELD)).toHaveValue(terms[i]!);
      });
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(/\?s=glas/);
    expect(errors).toEqual([]);
  });

  test('a tampered search cache cannot run script; a term carrying markup stays text', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await page.goto('/butik/');
    await openSearch(page);
    await page.clock.install();
    await page.locator(FIELD).fill('gryta');
    await page.clock.runFor(1000);
    await expect(page.locator(`${PANEL} .rey-searchItem`).first()).toBeVisible();
    await page.evaluate((payload) => {
      const key = Object.keys(sessionStorage).find((k) => k.includes('ajax_search'))!;
      const data = JSON.parse(sessionStorage.getItem(key)!);
      data.items[0].text = payload;
      data.items[0].img = `<img src="x" onerror="window.__xss=1">`;
      data.items[0].permalink = 'javascript:window.__xss=1';
      data.items[1].text = `<a href="javascript:window.__xss=1">x</a>${payload}`;
      sessionStorage.setItem(key, JSON.stringify(data));
    }, XSS);
    await page.locator(FIELD).fill('');
    await page.clock.runFor(100);
    await page.locator(FIELD).fill('gryta');
    await page.clock.runFor(1000);
    await expect(page.locator(`${PANEL} .rey-searchItem`).first()).toBeVisible();
    await expect(page.locator(`${PANEL} .rey-searchItem a[href^="javascript"]`)).toHaveCount(0);
    await page.locator(FIELD).fill(XSS_TEXT);
    await page.clock.runFor(1000);
    await expect(page.locator(`${PANEL} .rey-searchResults-message`)).toHaveText('Tyvärr hittade vi inga produkter som matchade din sökning.');
    await expectNoInjectedScriptRan(page);
    expect(errors).toEqual([]);
  });
});

test.describe('product loops under faults', () => {
  test('a filter failing any way leaves the loop as it was, unblocked; the shopper\'s choice stands and the next refresh applies it', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await page.goto(KITCHEN);
    await expect(page.locator(ITEMS)).toHaveCount(18);
    const choices = ['Förvaring', 'Kökstextil', 'Köksredskap', 'Förvaring'];
    for (const [i, fault] of BACKEND_FAULTS.entries()) {
      await whileFailing(page, '**/wp-json/elementor-pro/v1/refresh-loop', fault, () => filterButton(page, 'product_cat', choices[i]!).click(), async () => {
        await expect(page.locator(LOOP), fault).not.toHaveClass(/e-loading-overlay/);
        await expect(page.locator(ITEMS)).toHaveCount(18);
        await expect(filterButton(page, 'product_cat', choices[i]!)).toHaveAttribute('aria-pressed', 'true');
      });
    }
    await filterButton(page, 'product_cat', 'Köksredskap').click();
    await expect(page.locator(ITEMS)).toHaveCount(6);
    expect(errors).toEqual([]);
  });

  test('"load more" failing any way keeps the grid and the button for another try', async ({ page }) => {
    const errors = uncaughtErrors(page);
    const button = page.locator('button.rey-pg-loadmore');
    const grid = page.locator('.elementor-element-b41d2e0 ul.products > li.product');
    await page.goto(KITCHEN);
    await button.scrollIntoViewIfNeeded();
    await mounted(page, 'button.rey-pg-loadmore', 'product-grid-load-more');
    for (const fault of BACKEND_FAULTS) {
      await whileFailing(page, '**/?reycore-ajax=product_grid_load_more', fault, () => button.click(), async () => {
        await expect(button, fault).not.toHaveClass(/--loading/);
        await expect(button).not.toHaveClass(/--disabled/);
        await expect(grid).toHaveCount(4);
      });
    }
    await button.click();
    await expect(grid).toHaveCount(8);
    expect(errors).toEqual([]);
  });

  test('filters, an order and a search in the address carrying markup stay values', async ({ page }) => {
    const errors = uncaughtErrors(page);
    const payload = encodeURIComponent(XSS);
    await page.goto(`${KITCHEN}?e-filter-a7c3e91-product_cat=${payload}&orderby=${encodeURIComponent(XSS_TEXT)}&theme_template_id=${payload}`);
    await shopperArrives(page);
    await filterButton(page, 'product_cat', 'Köksredskap').click();
    await expect(page.locator(ITEMS)).toHaveCount(6);
    // The ordering form carries the address's other parameters as hidden fields: values, not markup.
    const order = page.locator('form.woocommerce-ordering select.orderby');
    await order.focus();
    await mounted(page, 'form.woocommerce-ordering', 'catalog-ordering');
    await order.selectOption('price');
    await page.waitForURL(/orderby=price/);
    expect(new URL(page.url()).searchParams.get('theme_template_id')).toBe(XSS);
    await expectNoInjectedScriptRan(page);
    // The result count re-announces the server's text after a sort, whatever else the address holds.
    await page.goto(`/butik/?orderby=${encodeURIComponent(XSS_TEXT)}&s=${payload}&post_type=product`);
    await shopperArrives(page);
    const count = page.locator('.woocommerce-result-count');
    await mounted(page, '.woocommerce-result-count', 'result-count');
    await expect(count).toHaveAttribute('aria-hidden', 'false', { timeout: 4000 });
    await expect(count.locator('img, svg')).toHaveCount(0);
    await expectNoInjectedScriptRan(page);
    expect(errors).toEqual([]);
  });
});

test.describe('page-builder markup arriving broken', () => {
  test('malformed settings on every page-builder widget: each falls back, shows its content, and runs nothing', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await stubYouTube(page);
    await page.goto('/qa/trasig-data/tema/');
    await shopperArrives(page);
    // Scrolled through, so every widget that waits for the viewport has been seen.
    for (let y = 0; y < 6000; y += 700) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(60);
    }
    const state = (selector: string, island: string) => page.locator(selector).first().getAttribute(`data-wi-${island}`);
    await expect.poll(() => state('.elementor-widget-image-carousel', 'elementor-carousel')).toBe('error');
    await expect(page.locator('.elementor-widget-image-carousel').nth(1)).toHaveAttribute('data-wi-elementor-carousel', 'mounted');
    await expect(page.locator('.elementor-widget-image-carousel').first().locator('.swiper-slide').first()).toBeVisible();
    // Animated elements: whatever their settings say, they end up visible once in view.
    for (const name of ['json', 'space', 'empty', 'payload']) {
      await page.locator(`.qa-anim-${name}`).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await expect(page.locator(`.qa-anim-${name}`), name).toBeVisible();
    }
    await expect(page.locator('.elementor-widget-video').first()).toHaveAttribute('data-wi-page-builder-video', 'error');
    await expect(page.locator('.elementor-widget-video').nth(1)).toHaveAttribute('data-wi-page-builder-video', 'error');
    await expect(page.locator('.elementor-widget-video iframe[src^="javascript"]')).toHaveCount(0);
    await expect(page.locator('.reyEl-productGrid[data-carousel-settings]').nth(1)).toHaveAttribute('data-wi-rey-product-carousel', 'error');
    await expect(page.locator('.reyEl-productGrid[data-carousel-settings]').first()).toHaveAttribute('data-wi-rey-product-carousel', 'mounted');
    await expect(page.locator('.qa-loadmore-json button.rey-pg-loadmore')).toHaveAttribute('data-wi-product-grid-load-more', 'error');
    await expect(page.locator('.qa-loadmore-fields button.rey-pg-loadmore')).toHaveAttribute('data-wi-product-grid-load-more', 'error');
    await expect(page.locator('[data-elementor-id="abc"]')).toHaveAttribute('data-wi-popup', 'error');
    await expect(page.locator('[data-elementor-id="411"]')).toHaveAttribute('data-wi-popup', 'error');
    await expect(page.locator('.qa-broken-sticky')).toHaveAttribute('data-wi-sticky', 'error');
    await expect(page.locator('.qa-sticky-words')).toHaveAttribute('data-wi-sticky', 'mounted');

    // Action links with settings that are not base64, not JSON, or name nothing: nothing happens.
    for (const link of ['qa-link-base64', 'qa-link-not-json', 'qa-link-unknown-popup', 'qa-link-offcanvas-words']) {
      await page.locator(`a.${link}`).click();
    }
    await page.locator('a.qa-open-broken-offcanvas').click();
    await expect(page.locator('.elementor-popup-modal')).toHaveCount(0);
    // A lightbox link whose address is script, and one titled with markup: text, never run.
    const lightbox = page.locator('.glightbox-container');
    await page.locator('a.qa-link-lightbox-script').click();
    await expect(lightbox.locator('video')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    await page.locator('a.qa-lightbox-payload').click();
    await expect(lightbox.locator('.gslide-title').first()).toHaveText(XSS);
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    await page.locator('a.qa-lightbox-json').click();
    await expect(lightbox).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    // The tooltip shows its markup as text.
    await page.locator('.qa-links .qa-tooltip-payload').hover();
    await expect(page.locator('span.rey-tooltip')).toHaveText(XSS);
    // Share buttons without settings share this page.
    await page.locator('.elementor-widget-share-buttons .elementor-share-btn').focus();
    await mounted(page, '.elementor-widget-share-buttons', 'share-buttons');
    await page.waitForTimeout(300);
    await expect(page.locator('.elementor-popup-modal')).toHaveCount(0);
    await expectNoInjectedScriptRan(page);
    expect(errors).toEqual([]);
  });
});

test.describe('header markup and theme settings arriving broken', () => {
  test('a search panel of an unknown style and menu and search settings that are not numbers: the menu, the panel and the search still work', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await serveBroken(page, '**/butik/', [
      ['data-style="wide"', 'data-style="&lt;bred&gt;"'],
      ['"menu_items_hover_timer":100', '"menu_items_hover_timer":"snart"'],
      ['"ajax_search_letter_count":3', '"ajax_search_letter_count":"tre"'],
    ]);
    await page.goto('/butik/');
    const parent = page.locator('nav.rey-mainNavigation--desktop li.menu-item-has-children').first();
    await parent.hover();
    await expect(parent.locator('> a')).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(600, 700);
    await openSearch(page);
    await page.locator(FIELD).fill('gryta');
    await expect(page.locator(`${PANEL} .rey-searchItem`).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page.locator(PANEL)).not.toHaveClass(/--is-open/);
    expect(errors).toEqual([]);
  });
});

test.describe('popups with markup and junk in their inputs', () => {
  test('a popup\'s URL condition and settings carrying markup, with junk impressions stored: it shows, counts, and runs nothing', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await page.addInitScript((payload) => {
      localStorage.setItem('elementor', JSON.stringify({ popup_401_times: payload, pageViews: 'många', __expiration: 'snart' }));
      sessionStorage.setItem('popup-401-impressions-count', payload);
      sessionStorage.setItem('elementor', '{trasig');
    }, XSS);
    await page.goto(qaPopupUrl({ page_load: 'yes', page_load_delay: 0 }, { url: 'yes', url_action: 'show', url_url: 'annan.example', times: 'yes', times_times: 2 }, { classes: XSS_TEXT }), { referer: `https://annan.example/?q=${encodeURIComponent(XSS)}` });
    await expect(page.locator('#elementor-popup-modal-401')).toBeVisible();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('elementor')!).popup_401_times)).toBe(1);
    await expectNoInjectedScriptRan(page);
    expect(errors).toEqual([]);
  });
});

test.describe('the theme with storage and cookies throwing', () => {
  test('the home page\'s popups, the search and the carousels work without storage', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await breakStorage(page);
    await stubYouTube(page);
    await page.goto('/');
    await shopperArrives(page);
    // The page-load popup still shows (nothing remembers it).
    await expect(page.locator('#elementor-popup-modal-301')).toBeVisible({ timeout: 8000 });
    await page.keyboard.press('Escape');
    await page.goto('/butik/');
    await openSearch(page);
    await page.locator(FIELD).fill('gryta');
    await expect(page.locator(`${PANEL} .rey-searchItem`).first()).toBeVisible();
    await page.goto('/inspiration/');
    await page.locator('.elementor-element-c1a0001').scrollIntoViewIfNeeded();
    await mounted(page, '.elementor-element-c1a0001', 'elementor-carousel');
    expect(errors).toEqual([]);
  });
});

test.describe('the mobile menu under faults', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  const BUTTON = 'button.rey-mainNavigation-mobileBtn';
  const MOBILE = 'nav.rey-mainNavigation--mobile';

  test('with storage and cookies throwing it opens, closes and its links navigate', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await breakStorage(page);
    await page.goto('/butik/');
    const nav = page.locator(MOBILE);
    await page.locator(BUTTON).click();
    await expect(nav).toHaveClass(/--is-active/);
    await page.keyboard.press('Escape');
    await expect(nav).not.toHaveClass(/--is-active/);
    await page.locator(BUTTON).click();
    await nav.locator('ul.rey-mainMenu-mobile > li > a[href="/"]').click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
  });

  test('a button whose menu is missing warns once and leaves the header working', async ({ page }) => {
    const seen = watchConsole(page);
    await serveBroken(page, '**/butik/', [['class="rey-mainNavigation rey-mainNavigation--mobile', 'class="rey-mainNavigation']]);
    await page.goto('/butik/');
    await page.locator(BUTTON).click();
    await expect(page.locator(BUTTON)).toHaveAttribute('data-wi-mobile-menu', 'error');
    await expect(page.locator(BUTTON)).toHaveAttribute('aria-expanded', 'false');
    expect(seen.warnings.filter((w) => w.includes('mobile-menu'))).toEqual([
      expect.stringContaining('no .rey-mainNavigation--mobile for the menu button. The server markup stays as it is.'),
    ]);
    await page.locator('button.js-rey-headerCart').click();
    await expect(page.locator('.js-rey-cartPanel')).toHaveClass(/--is-opened/, { timeout: 15_000 });
    expect(seen.errors).toEqual([]);
  });

  test('its code failing to load: one warning, no error, and the rest of the page keeps working', async ({ page }) => {
    const seen = watchConsole(page);
    await page.route('**/chunks/MobileMenu-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/butik/');
    await page.locator(BUTTON).click();
    await expect(page.locator(BUTTON)).toHaveAttribute('data-wi-mobile-menu', 'error');
    await expect(page.locator(MOBILE)).not.toHaveClass(/--is-active/);
    expect(seen.warnings.filter((w) => w.includes('mobile-menu'))).toEqual([expect.stringContaining('Loading chunk failed')]);
    await page.locator('button.js-rey-headerCart').click();
    await expect(page.locator('.js-rey-cartPanel')).toHaveClass(/--is-opened/, { timeout: 15_000 });
    expect(seen.errors).toEqual([]);
  });
});
