import { expect, test, type Page } from '@playwright/test';
import { mounted, settled, withPageText } from './helpers';

const DESKTOP = 'nav.rey-mainNavigation--desktop';
const shop = (page: Page) => page.locator(`${DESKTOP} > ul > li`).filter({ has: page.locator(':scope > a[href="/butik/"]') });
const kitchen = (page: Page) => page.locator(`${DESKTOP} > ul > li.--is-mega`);

/** The window's scroll position once smooth scrolling has come to rest. */
async function settledScroll(page: Page): Promise<number> {
  let last = -1;
  await expect.poll(async () => {
    const now = await page.evaluate(() => window.scrollY);
    const still = now === last;
    last = now;
    return still;
  }, { intervals: [150] }).toBe(true);
  return last;
}

/** Where an element's top is in the page. */
const pageTop = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

test.describe('the desktop menu', () => {
  test('a sub-menu opens once the pointer rests on its item, with aria-expanded, overlay and staggered items, and closes after it leaves', async ({ page }) => {
    await page.goto('/butik/');
    await settled(page);
    // Nobody reached for the menu yet: its code is not loaded.
    await expect(page.locator(DESKTOP)).toHaveAttribute('data-wi-main-menu', 'waiting');
    const item = shop(page);
    const link = item.locator(':scope > a');

    await link.hover();
    await expect(link).toHaveAttribute('aria-haspopup', 'true');
    await expect(item).toHaveClass(/--hover/);
    await expect(link).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(DESKTOP)).toHaveClass(/--active/);
    await expect(page.locator('body')).toHaveClass(/header-overlay--is-opened/);
    const sub = item.locator('.sub-menu');
    await expect(sub).toBeVisible();
    expect(await sub.locator(':scope > li').evaluateAll((lis) => lis.map((li) => (li as HTMLElement).style.transitionDelay)))
      .toEqual(['0s', '0.03s', '0.06s', '0.09s', '0.12s']);

    // Moving to a sibling without a sub-menu closes it after the leave delay.
    await page.locator(`${DESKTOP} a[href="/kundservice/"]`).hover();
    await expect(item).not.toHaveClass(/--hover/);
    await expect(link).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('body')).not.toHaveClass(/header-overlay--is-opened/);
    await expect(sub).toBeHidden();
  });

  test('a pointer passing over an item does not open it', async ({ page }) => {
    await page.goto('/butik/');
    // Bring the menu's code in first, from another item.
    await page.locator(`${DESKTOP} a[href="/kundservice/"]`).hover();
    await mounted(page, DESKTOP, 'main-menu');
    const box = (await shop(page).locator(':scope > a').boundingBox())!;
    await page.mouse.move(box.x + 5, box.y + box.height / 2);
    await page.mouse.move(box.x + 5, box.y + 400, { steps: 2 });
    await page.waitForTimeout(400);
    await expect(shop(page)).not.toHaveClass(/--hover/);
  });

  test('from the keyboard: Enter opens, Tab walks the sub-menu, Escape closes and returns to the item', async ({ page }) => {
    await page.goto('/butik/');
    const link = shop(page).locator(':scope > a');
    await link.focus();
    await mounted(page, DESKTOP, 'main-menu');
    await page.keyboard.press('Enter');
    await expect(shop(page)).toHaveClass(/--hover/);
    expect(new URL(page.url()).pathname).toBe('/butik/');
    await page.keyboard.press('Tab');
    await expect(shop(page).locator('.sub-menu a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(shop(page)).not.toHaveClass(/--hover/);
    await expect(link).toBeFocused();

    // ArrowDown opens it and moves into it; leaving the menu with Tab closes it.
    await page.keyboard.press('ArrowDown');
    await expect(shop(page).locator('.sub-menu a').first()).toBeFocused();
    await kitchen(page).locator(':scope > a').focus();
    await expect(shop(page)).not.toHaveClass(/--hover/);
  });

  test('in click mode the first click opens the sub-menu and a click outside closes it', async ({ page }) => {
    await withPageText(page, '/butik/', '"menu_items_open_event":"hover"', '"menu_items_open_event":"click"');
    await page.goto('/butik/');
    const link = shop(page).locator(':scope > a');
    await link.hover();
    await mounted(page, DESKTOP, 'main-menu');
    await page.waitForTimeout(300);
    await expect(shop(page)).not.toHaveClass(/--hover/);
    await link.click();
    await expect(shop(page)).toHaveClass(/--hover/);
    expect(new URL(page.url()).pathname).toBe('/butik/');
    await page.mouse.click(600, 500);
    await expect(shop(page)).not.toHaveClass(/--hover/);
  });

  test('the mega menu opens its panel, and its guide links scroll smoothly to their section, 50 px below the top', async ({ page }) => {
    await page.goto('/kokguide/');
    await kitchen(page).locator(':scope > a').hover();
    const panel = kitchen(page).locator('.rey-mega-gs');
    await expect(panel).toBeVisible();
    expect(await panel.locator('.reyEl-menu-nav > li').evaluateAll((lis) => lis.map((li) => (li as HTMLElement).style.transitionDelay)).then((d) => d.slice(0, 3)))
      .toEqual(['0s', '0.03s', '0.06s']);

    const target = await pageTop(page, '#knivar');
    // Record the scroll positions while it moves: a smooth scroll passes through positions in between.
    await page.evaluate(() => {
      (window as any).positions = [];
      addEventListener('scroll', () => (window as any).positions.push(scrollY));
    });
    await panel.getByRole('link', { name: 'Håll kniven vass' }).click();
    expect(await settledScroll(page)).toBe(Math.round(target - 50));
    expect(new URL(page.url()).hash).toBe('#knivar');
    expect(new URL(page.url()).pathname).toBe('/kokguide/');
    const positions: number[] = await page.evaluate(() => (window as any).positions);
    expect(positions.filter((y) => y > 0 && y < target - 50).length).toBeGreaterThan(1);
    await expect(kitchen(page)).not.toHaveClass(/--hover/);
    await expect(page.locator('#knivar')).toBeFocused();
    // The link's item is current while its section fills the middle of the window.
    await expect(panel.locator('li', { has: page.locator('a[href="/kokguide/#knivar"]') })).toHaveClass(/current-menu-item/);
    await expect(panel.locator('li', { has: page.locator('a[href="/kokguide/#gjutjarn"]') })).not.toHaveClass(/current-menu-item/);
  });

  test("the header's section links scroll smoothly on the page they point at, below the sticky bar's 60 px anchor offset", async ({ page }) => {
    await page.goto('/');
    await mounted(page, '.hemkok-topbar', 'sticky');
    await page.locator(`${DESKTOP} a[href="/#nyheter"]`).click();
    // Nobody reached for the menu before the click, so it waits for the menu's code: on a busy machine
    // the page can stand still long enough to look settled before the scroll has begun.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const stopped = await settledScroll(page);
    // Measured where the section is once the page has come to rest (its images may have moved it).
    expect(Math.abs(stopped - Math.round((await pageTop(page, '#nyheter')) - 50 - 60))).toBeLessThanOrEqual(1);
    expect(stopped).toBeGreaterThan(200);
    expect(new URL(page.url()).hash).toBe('#nyheter');
  });

  test('a section link to another page navigates there', async ({ page }) => {
    await page.goto('/butik/');
    await kitchen(page).locator(':scope > a').hover();
    await kitchen(page).getByRole('link', { name: 'Tvätta linne rätt' }).click();
    await page.waitForURL('**/kokguide/#linne');
  });
});

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  const BUTTON = 'button.rey-mainNavigation-mobileBtn';
  const MOBILE = 'nav.rey-mainNavigation--mobile';

  test('the hamburger opens it with overlay, scroll lock and focus inside; items appear one after another; Esc, the overlay and its close button close it', async ({ page }) => {
    await page.goto('/butik/');
    const button = page.locator(BUTTON);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const nav = page.locator(MOBILE);
    await expect(nav).toHaveClass(/--is-active/);
    await expect(nav).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const body = page.locator('body');
    await expect(body).toHaveClass(/--mobileNav--active/);
    await expect(body).toHaveClass(/site-overlay--is-opened/);
    await expect(body).toHaveClass(/--no-scroll/);
    await expect(nav.locator('.js-rey-mobileMenu-close')).toBeFocused();
    expect(await nav.locator('ul.rey-mainMenu-mobile > li').evaluateAll((lis) => lis.map((li) => (li as HTMLElement).style.transitionDelay)))
      .toEqual(['0s', '0.03s', '0.06s', '0.09s', '0.12s', '0.15s']);

    await page.keyboard.press('Escape');
    await expect(nav).not.toHaveClass(/--is-active/);
    await expect(body).not.toHaveClass(/--mobileNav--active/);
    await expect(body).not.toHaveClass(/--no-scroll/);
    await expect(button).toBeFocused();

    await button.click();
    await expect(nav).toHaveClass(/--is-active/);
    await page.mouse.click(370, 400);
    await expect(nav).not.toHaveClass(/--is-active/);

    await button.click();
    await nav.locator('.js-rey-mobileMenu-close').click();
    await expect(nav).not.toHaveClass(/--is-active/);
    await expect(body).not.toHaveClass(/site-overlay--is-opened/);
  });

  test('a sub-menu opens with its indicator (the link still navigates) and from the keyboard', async ({ page }) => {
    await page.goto('/butik/');
    await page.locator(BUTTON).click();
    await mounted(page, BUTTON, 'mobile-menu');
    const item = page.locator(`${MOBILE} ul.rey-mainMenu-mobile > li`).filter({ has: page.locator(':scope > a[href="/butik/"]') });
    const link = item.locator(':scope > a');
    await expect(link).toHaveAttribute('aria-expanded', 'false');
    await item.locator('.--submenu-indicator').click();
    await expect(item).toHaveClass(/--open/);
    await expect(link).toHaveAttribute('aria-expanded', 'true');
    await expect(item.locator('.sub-menu')).toBeVisible();
    await item.locator('.--submenu-indicator').click();
    await expect(item).not.toHaveClass(/--open/);

    await link.focus();
    await page.keyboard.press('ArrowRight');
    await expect(item).toHaveClass(/--open/);
    await page.keyboard.press('ArrowLeft');
    await expect(item).not.toHaveClass(/--open/);
    await page.keyboard.press(' ');
    await expect(item).toHaveClass(/--open/);

    await link.click({ position: { x: 10, y: 8 } });
    await page.waitForURL('**/butik/');
  });

  test('a section link closes the menu and scrolls to its section', async ({ page }) => {
    await page.goto('/kokguide/');
    await page.locator(BUTTON).click();
    const nav = page.locator(MOBILE);
    await expect(nav).toHaveClass(/--is-active/);
    const item = nav.locator('ul.rey-mainMenu-mobile > li').filter({ has: page.locator(':scope > a[href="/produkt-kategori/koket/"]') });
    await item.locator('.--submenu-indicator').click();
    const target = await pageTop(page, '#linne');
    await item.getByRole('link', { name: 'Tvätta linne rätt' }).click();
    await expect(nav).not.toHaveClass(/--is-active/);
    expect(await settledScroll(page)).toBe(Math.round(target - 50));
    expect(new URL(page.url()).hash).toBe('#linne');
  });
});
