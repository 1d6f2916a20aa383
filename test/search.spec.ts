import { expect, test, type Page } from '@playwright/test';
import { backendCalls, mounted, resetBackendLog, stopClock, watchConsole, withPageText } from './helpers';

const PANEL = '#rey-searchPanel';
const FIELD = `${PANEL} input[name="s"]`;
const TOGGLE = 'button.js-rey-headerSearch-toggle';
const NO_RESULTS = 'Tyvärr hittade vi inga produkter som matchade din sökning.';

/** Opens the wide panel and waits for its search island, so typing starts the theme's timers. */
async function openPanel(page: Page): Promise<void> {
  await page.locator(TOGGLE).click();
  await expect(page.locator(PANEL)).toHaveClass(/--is-open/);
  await expect(page.locator(FIELD)).toBeFocused();
  await mounted(page, PANEL, 'ajax-search');
}

/** The fields each ajax_search carried (Rey's transport nests them under reycore-ajax-data). */
async function searches(page: Page): Promise<Array<Record<string, string>>> {
  return (await backendCalls(page, 'ajax_search')).map((call) => call.fields['reycore-ajax-data'] as Record<string, string>);
}

test.describe('the wide search panel', () => {
  test('the header toggle opens it with focus in the field; Esc closes it and focus returns', async ({ page }) => {
    await page.goto('/butik/');
    await expect(page.locator(PANEL)).toHaveClass(/--hidden/);
    await openPanel(page);
    await expect(page.locator(PANEL)).not.toHaveClass(/--hidden/);
    await expect(page.locator(TOGGLE)).toHaveClass(/is-opened/);
    await expect(page.locator(TOGGLE)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('body')).toHaveClass(/search-panel--active/);
    await expect(page.locator('.rey-searchPanel-wideOverlay')).toHaveCSS('opacity', '1');

    // Tab stays inside the panel.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#rey-searchPanel') !== null)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(page.locator(PANEL)).not.toHaveClass(/--is-open/);
    await expect(page.locator(TOGGLE)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('body')).not.toHaveClass(/search-panel--active/);
    // The style class the theme printed stays.
    await expect(page.locator('body')).toHaveClass(/search-panel--wide/);
    await expect(page.locator(TOGGLE)).toBeFocused();
  });

  test("a click on the panel's overlay closes it", async ({ page }) => {
    await page.goto('/butik/');
    await openPanel(page);
    await page.mouse.click(640, 600);
    await expect(page.locator(PANEL)).not.toHaveClass(/--is-open/);
    await expect(page.locator('body')).not.toHaveClass(/search-panel--active/);
  });
});

test.describe('search as you type', () => {
  test('waits for the letter count and 1 s of quiet, sends the trimmed query with the form fields, and shows the results with the total', async ({ page }) => {
    await page.goto('/butik/');
    await openPanel(page);
    await resetBackendLog(page);
    await stopClock(page);

    await page.locator(FIELD).pressSequentially('  i ');
    await page.clock.runFor(2000);
    expect(await searches(page)).toHaveLength(0);

    await page.locator(FIELD).pressSequentially('b ');
    await page.clock.runFor(999);
    expect(await searches(page)).toHaveLength(0);
    await page.clock.runFor(1);
    await expect(page.locator(`${PANEL} .rey-searchItem`)).toHaveCount(6);
    expect(await searches(page)).toEqual([{ s: 'i b', post_type: 'product', product_cat: '' }]);

    const items = page.locator(`${PANEL} .rey-searchItem`);
    await expect(items.first().locator('.rey-searchItem-title')).toHaveText('Skärbräda i ek');
    await expect(items.first().locator('.rey-searchItem-thumbnail img')).toHaveAttribute('alt', 'Skärbräda i ek');
    await expect(items.first().locator('.rey-searchItem-price')).toContainText('449,00');
    await expect(items.last()).toHaveClass(/--last/);
    await expect(items.last().locator('a')).toHaveAttribute('href', /\?s=i\+b&post_type=product/);
    await expect(page.locator(`${PANEL} .rey-searchResults`)).toHaveClass(/--visible/);
    await expect(page.locator(PANEL)).toHaveClass(/--has-results/);
    // Five products and "view all" with the total, which is what the search page then lists.
    const total = Number(await items.last().locator('.__search-count').textContent());
    expect(total).toBeGreaterThan(5);
    await expect(page.locator(`${PANEL} [role="status"]`)).toHaveText(`${total} träffar`);
    await page.clock.resume();
    await items.last().locator('a').click();
    await page.waitForURL(/\?s=i\+b&post_type=product/);
    await expect(page.locator('ul.products li.product')).toHaveCount(total);
  });

  test('typing on within the second starts the wait again; only the last query is sent', async ({ page }) => {
    await page.goto('/butik/');
    await openPanel(page);
    await resetBackendLog(page);
    await stopClock(page);
    await page.locator(FIELD).pressSequentially('kni');
    await page.clock.runFor(600);
    await page.locator(FIELD).pressSequentially('v');
    await page.clock.runFor(600);
    expect(await searches(page)).toHaveLength(0);
    await page.clock.runFor(400);
    await expect(page.locator(`${PANEL} .rey-searchItem-title`)).toHaveText(['Kockkniv 20 cm']);
    expect((await searches(page)).map((f) => f.s)).toEqual(['kniv']);
  });

  test('the category and post type selects narrow the search', async ({ page }) => {
    await page.goto('/butik/');
    await openPanel(page);
    await resetBackendLog(page);
    await stopClock(page);
    await page.locator(FIELD).fill('i b');
    await page.locator(`${PANEL} select[name="product_cat"]`).selectOption('koksredskap');
    await page.clock.runFor(1000);
    await expect(page.locator(`${PANEL} .rey-searchItem-title`)).toHaveText(['Skärbräda i ek', 'Pepparkvarn i bok', 'Kavel i bok', 'Diskborste i trä']);
    expect((await searches(page)).at(-1)).toEqual({ s: 'i b', post_type: 'product', product_cat: 'koksredskap' });

    await page.locator(`${PANEL} select[name="post_type"]`).selectOption('post');
    await page.locator(FIELD).fill('kniv');
    await page.clock.runFor(1000);
    await expect(page.locator(`${PANEL} .rey-searchItem-title`)).toHaveText(['Håll kniven vass']);
  });

  test("no match shows the theme's no-results text", async ({ page }) => {
    await page.goto('/butik/');
    await openPanel(page);
    await stopClock(page);
    await page.locator(FIELD).fill('xyzzy');
    await page.clock.runFor(1000);
    await expect(page.locator(`${PANEL} .rey-searchResults-message`)).toHaveText(NO_RESULTS);
    await expect(page.locator(`${PANEL} [role="status"]`)).toHaveText(NO_RESULTS);
    await expect(page.locator(PANEL)).not.toHaveClass(/--has-results/);
  });

  test('arrow keys move through the results and Enter opens the chosen one', async ({ page }) => {
    await page.goto('/butik/');
    await openPanel(page);
    await stopClock(page);
    await page.locator(FIELD).fill('gry');
    await page.clock.runFor(1000);
    const items = page.locator(`${PANEL} .rey-searchItem`);
    await expect(items).toHaveCount(3);
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(0)).toHaveClass(/--active/);
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toHaveClass(/--active/);
    await expect(items.nth(0)).not.toHaveClass(/--active/);
    const activeId = await items.nth(1).locator('a').getAttribute('id');
    await expect(page.locator(FIELD)).toHaveAttribute('aria-activedescendant', activeId!);
    await expect(page.locator(FIELD)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(2)).toHaveClass(/--active/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.clock.resume();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/produkt/grytlapp-i-bomull/');
  });

  test('answers are kept in session storage, except for logged-in shoppers', async ({ page }) => {
    await page.goto('/butik/');
    await openPanel(page);
    await resetBackendLog(page);
    await stopClock(page);
    await page.locator(FIELD).fill('stengods');
    await page.clock.runFor(1000);
    await expect(page.locator(`${PANEL} .rey-searchItem`)).toHaveCount(3);
    await page.locator(FIELD).fill('');
    await expect(page.locator(`${PANEL} .rey-searchItem`)).toHaveCount(0);
    await page.locator(FIELD).fill('stengods');
    await page.clock.runFor(1000);
    await expect(page.locator(`${PANEL} .rey-searchItem`)).toHaveCount(3);
    expect(await searches(page)).toHaveLength(1);
    const keys = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('rey_ss_1_ajax_search_')));
    expect(keys).toHaveLength(1);

    // A logged-in shopper's search always goes to the server.
    await page.evaluate(() => document.body.classList.add('logged-in'));
    await page.locator(FIELD).fill('');
    await page.locator(FIELD).fill('stengods');
    await page.clock.runFor(1000);
    await expect.poll(async () => (await searches(page)).length).toBe(2);
  });

  test('a search term is shown as text, never as markup', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/butik/');
    await openPanel(page);
    await stopClock(page);
    await page.locator(FIELD).fill('<img src=x onerror="window.pwned=1">');
    await page.clock.runFor(1000);
    await expect(page.locator(`${PANEL} .rey-searchResults-message`)).toHaveText(NO_RESULTS);
    await page.clock.resume();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\?s=/);
    await expect(page.locator('h1.page-title')).toHaveText('Sökresultat för ”<img src=x onerror="window.pwned=1">”');
    expect(await page.evaluate(() => (window as any).pwned)).toBeUndefined();
    expect(console.errors).toEqual([]);
  });
});

test.describe('submitting', () => {
  test('the query is trimmed; an empty search is blocked', async ({ page }) => {
    await page.goto('/butik/');
    await openPanel(page);
    await page.locator(FIELD).fill('   ');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/butik/');
    await expect(page.locator(FIELD)).toBeFocused();

    await page.locator(FIELD).fill('  kniv ');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\?s=kniv&post_type=product/);
    await expect(page.locator('h1.page-title')).toHaveText('Sökresultat för ”kniv”');
    await expect(page.locator('ul.products li.product')).toHaveCount(1);
  });

  test('when the theme allows empty searches, an empty submit goes to the search page', async ({ page }) => {
    await withPageText(page, '/butik/', '"ajax_search_allow_empty":false', '"ajax_search_allow_empty":true');
    await page.goto('/butik/');
    const everything = await page.locator('ul.products li.product').count();
    await openPanel(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\?s=&post_type=product/);
    await expect(page.locator('ul.products li.product')).toHaveCount(everything);
  });
});

test.describe('the inline search', () => {
  test('is active while focused, drops its results below, and closes them on a click outside', async ({ page }) => {
    await page.goto('/produkt-kategori/koket/');
    const inline = page.locator('.rey-headerSearch--inline');
    const field = inline.locator('input[name="s"]');
    await field.click();
    await mounted(page, '.rey-headerSearch--inline', 'ajax-search');
    await expect(inline).toHaveClass(/--active/);
    await resetBackendLog(page);
    await stopClock(page);
    await field.pressSequentially('pan');
    await page.clock.runFor(1000);
    await expect(inline.locator('.rey-searchItem-title')).toHaveText(['Stekpanna i kolstål 28 cm']);
    expect(await searches(page)).toEqual([{ s: 'pan', post_type: 'product' }]);
    await expect(inline.locator('.rey-searchResults')).toHaveClass(/--visible/);

    await page.mouse.click(1000, 150);
    await expect(inline.locator('.rey-searchResults')).not.toHaveClass(/--visible/);
    await expect(inline).not.toHaveClass(/--active/);
    // Back in the field, the results return without another request.
    await field.click();
    await expect(inline.locator('.rey-searchResults')).toHaveClass(/--visible/);
    expect(await searches(page)).toHaveLength(1);
  });
});
