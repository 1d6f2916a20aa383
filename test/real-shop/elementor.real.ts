// The page builder's widgets on the real shop's /elementor-demo/ (Elementor 3.33.6 and PRO Elements
// 3.33.1), a journey per widget, with the plugin on (the bundle's islands; Elementor's runtimes
// retired on a page the bundle covers) and off (Elementor's own scripts, the oracle). The popup and the
// form have journeys of their own.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  DEMO,
  carousel,
  dragCarousel,
  expectMenuCartCount,
  firstSlide,
  jqueryRequestsAnswered,
  menuCart,
  mouseAway,
  mouseOnto,
  navMenu,
  openElementorPage,
  pageBuilderMarkers,
  pageBuilderRuns,
  productCard,
  slideAtRest,
  tabs,
  widgetsJson,
} from './elementor';

test.describe('@elementor the Pro nav menu', () => {
  test('a sub-menu opens when the mouse rests on its item and closes when it leaves', async ({ page }) => {
    await openElementorPage(page);
    const menu = navMenu(page);
    await expect(menu.sub).toBeHidden();
    await expect(menu.parent).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.parent).toHaveAttribute('aria-haspopup', 'true');

    await mouseOnto(page, menu.parent);
    await expect(menu.sub).toBeVisible();
    await expect(menu.parent).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.sub.getByRole('link', { name: 'Servering' })).toBeVisible();
    // Below its item.
    const item = await menu.parent.boundingBox();
    const sub = await menu.sub.boundingBox();
    expect(Math.round(sub!.y)).toBeGreaterThanOrEqual(Math.round(item!.y + item!.height) - 1);

    await mouseAway(page);
    await expect(menu.sub).toBeHidden();
    await expect(menu.parent).toHaveAttribute('aria-expanded', 'false');
  });

  test('the keyboard opens a sub-menu, goes into it, and Escape closes it back to its item', async ({ page }) => {
    await openElementorPage(page);
    const menu = navMenu(page);
    await menu.main.getByRole('link', { name: 'Butik' }).focus();
    await page.keyboard.press('Tab');
    await expect(menu.parent).toBeFocused();
    // Focus alone opens nothing; Enter opens the sub-menu instead of following the link.
    await expect(menu.sub).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(menu.sub).toBeVisible();
    await expect(menu.parent).toHaveAttribute('aria-expanded', 'true');
    expect(new URL(page.url()).pathname).toBe(DEMO);

    await page.keyboard.press('Tab');
    await expect(menu.sub.getByRole('link', { name: 'Kök' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu.sub).toBeHidden();
    await expect(menu.parent).toBeFocused();
    await expect(menu.parent).toHaveAttribute('aria-expanded', 'false');

    // Space opens it too.
    await page.keyboard.press(' ');
    await expect(menu.sub).toBeVisible();
  });

  test('below the tablet breakpoint the burger opens and closes the dropdown menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openElementorPage(page);
    const menu = navMenu(page);
    await expect(menu.main).toBeHidden();
    await expect(menu.toggle).toBeVisible();
    await expect(menu.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.dropdown.getByRole('link', { name: 'Butik' })).not.toBeInViewport();

    await menu.toggle.click();
    await expect(menu.toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.dropdown).toHaveAttribute('aria-hidden', 'false');
    await expect(menu.dropdown.getByRole('link', { name: 'Butik' })).toBeInViewport();
    await expect(menu.dropdown.getByRole('link', { name: 'Butik' })).toHaveAttribute('tabindex', '0');
    // Stretched across the window.
    await expect.poll(async () => Math.round((await menu.dropdown.boundingBox())?.width ?? 0)).toBe(390);

    // A tap on a parent shows its items under it instead of leaving the page.
    await menu.dropdownParent.click();
    await expect(menu.dropdownSub.getByRole('link', { name: 'Textil' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(DEMO);

    await menu.toggle.click();
    await expect(menu.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.dropdown).toHaveAttribute('aria-hidden', 'true');
    await expect(menu.dropdown.getByRole('link', { name: 'Butik' })).not.toBeInViewport();

    // The keyboard: Enter on the burger.
    await menu.toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu.toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

// The carousel's photos in order (it loops).
const PHOTOS = ['Skärbräda i ek', 'Kaffekopp stengods', 'Brödkniv', 'Kökshandduk i linne', 'Förkläde', 'Bordsduk'];
const after = (photo: string) => PHOTOS[(PHOTOS.indexOf(photo) + 1) % PHOTOS.length]!;

/** The carousel moves on by one photo within its autoplay interval (5 s) and a margin. */
async function movesOnByItself(page: Page): Promise<void> {
  const before = await slideAtRest(page);
  await expect.poll(() => firstSlide(page), { timeout: 9_000 }).not.toBe(before);
  await expect.poll(() => firstSlide(page)).toBe(after(before));
}

test.describe('@elementor the image carousel', () => {
  test('its arrows, dots and a drag move it', async ({ page }) => {
    await openElementorPage(page);
    const { next, prev, dot, track } = carousel(page);
    await track.scrollIntoViewIfNeeded();
    // A dot first: it may have moved on by itself already; used, it stops doing so.
    await dot(1).click();
    await expect.poll(() => firstSlide(page)).toBe('Skärbräda i ek');
    await next.click();
    await expect.poll(() => firstSlide(page)).toBe('Kaffekopp stengods');
    await dot(4).click();
    await expect.poll(() => firstSlide(page)).toBe('Kökshandduk i linne');
    await prev.click();
    await expect.poll(() => firstSlide(page)).toBe('Brödkniv');
    // Dragged most of a slide: on to the next, or back.
    await dragCarousel(page, -0.7);
    await expect.poll(() => firstSlide(page)).toBe('Kökshandduk i linne');
    await dragCarousel(page, 0.7);
    await expect.poll(() => firstSlide(page)).toBe('Brödkniv');
    // It loops: back past the first photo to the last.
    await dot(1).click();
    await expect.poll(() => firstSlide(page)).toBe('Skärbräda i ek');
    await prev.click();
    await expect.poll(() => firstSlide(page)).toBe('Bordsduk');
  });

  test('it moves on by itself every 5 s, not while the mouse is over it, and stops once used from the keyboard', async ({ page }) => {
    await openElementorPage(page);
    const { track, next } = carousel(page);
    await track.scrollIntoViewIfNeeded();
    await mouseAway(page);
    await movesOnByItself(page);

    // Paused while the mouse is over it...
    await mouseOnto(page, track);
    const held = await slideAtRest(page);
    await page.waitForTimeout(6_500);
    expect(await firstSlide(page)).toBe(held);
    // ...and going again once it leaves.
    await mouseAway(page);
    await movesOnByItself(page);

    // Used from the keyboard: it moves where asked, then stays.
    await next.focus();
    const before = await slideAtRest(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => firstSlide(page)).toBe(after(before));
    await page.waitForTimeout(6_500);
    expect(await firstSlide(page)).toBe(after(before));
  });
});

test.describe('@elementor the tabs', () => {
  test('the first tab shows; a click shows another', async ({ page }) => {
    await openElementorPage(page);
    const { tab, shown } = tabs(page);
    await expect(shown).toHaveCount(1);
    await expect(shown).toContainText('Vi skickar inom två arbetsdagar');
    await expect(tab('Leverans')).toHaveAttribute('aria-selected', 'true');

    await tab('Returer').click();
    await expect(shown).toHaveCount(1);
    await expect(shown).toContainText('30 dagars öppet köp');
    await expect(tab('Returer')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Returer')).toHaveAttribute('tabindex', '0');
    await expect(tab('Leverans')).toHaveAttribute('aria-selected', 'false');
    await expect(tab('Leverans')).toHaveAttribute('tabindex', '-1');

    await tab('Skötselråd').click();
    await expect(shown).toContainText('Trä handdiskas');
  });

  test('arrows, Home and End move between the titles; Enter and Space open one', async ({ page }) => {
    await openElementorPage(page);
    const { tab, shown } = tabs(page);
    await expect(shown).toContainText('Vi skickar inom två arbetsdagar');
    // A shopper who clicked the open tab goes on with the keyboard.
    await tab('Leverans').click();
    await expect(tab('Leverans')).toBeFocused();
    // No wait for the island: keys pressed while it mounts are held and replayed, as the click was.
    await page.keyboard.press('ArrowRight');
    await expect(tab('Returer')).toBeFocused();
    // Moving focus opens nothing.
    await expect(shown).toContainText('Vi skickar inom två arbetsdagar');
    await page.keyboard.press('Enter');
    await expect(shown).toContainText('30 dagars öppet köp');

    await page.keyboard.press('End');
    await expect(tab('Skötselråd')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Leverans')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Skötselråd')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab('Leverans')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Skötselråd')).toBeFocused();
    await page.keyboard.press(' ');
    await expect(shown).toContainText('Trä handdiskas');
    await expect(tab('Skötselråd')).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('@elementor the products widget and the menu cart', () => {
  test('a loop button adds to the cart; the menu cart’s count and subtotal follow', async ({ page }) => {
    await openElementorPage(page);
    await expectMenuCartCount(page, 0);
    const towel = productCard(page, 'Kökshandduk i linne');
    await towel.locator('.add_to_cart_button').click();
    await expect(towel.getByRole('link', { name: 'Visa varukorg' })).toBeVisible();
    await expectMenuCartCount(page, 1);
    await expect(menuCart(page).subtotal).toHaveText('149,00 kr');
    // Elementor Pro refreshes its toggle after each add with a request of its own; a second add sent
    // meanwhile races it in WooCommerce's session (the toggle can come back empty), as no shopper is quick
    // enough to see.
    await jqueryRequestsAnswered(page);

    await productCard(page, 'Kaffekopp stengods').locator('.add_to_cart_button').click();
    await expectMenuCartCount(page, 2);
    await expect(menuCart(page).subtotal).toHaveText('248,00 kr');
  });

  test('the menu cart opens from its toggle, lists the items, removes one and closes', async ({ page }) => {
    await openElementorPage(page);
    await productCard(page, 'Kökshandduk i linne').locator('.add_to_cart_button').click();
    await expectMenuCartCount(page, 1);
    await jqueryRequestsAnswered(page);
    await productCard(page, 'Kaffekopp stengods').locator('.add_to_cart_button').click();
    await expectMenuCartCount(page, 2);
    // Elementor Pro re-renders its toggle after each add (its own fragments request), which would reset
    // a toggle opened meanwhile.
    await jqueryRequestsAnswered(page);

    const cart = menuCart(page);
    await expect(cart.cart).toBeHidden();
    await cart.toggle.click();
    await expect(cart.widget).toHaveClass(/elementor-menu-cart--shown/);
    await expect(cart.toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(cart.cart).toBeVisible();
    await expect(cart.items).toHaveCount(2);
    await expect(cart.items.filter({ hasText: 'Kökshandduk i linne' })).toBeVisible();
    await expect(cart.items.filter({ hasText: 'Kaffekopp stengods' })).toBeVisible();

    // Removed from the open cart: it stays open, lists one, and the toggle follows.
    await cart.items.filter({ hasText: 'Kökshandduk i linne' }).locator('a.remove_from_cart_button').click();
    await expect(cart.items).toHaveCount(1);
    await expect(cart.items).toContainText('Kaffekopp stengods');
    await expectMenuCartCount(page, 1);
    await expect(cart.subtotal).toHaveText('99,00 kr');
    await expect(cart.cart).toBeVisible();
    await jqueryRequestsAnswered(page);

    // Its close button.
    await cart.close.click();
    await expect(cart.widget).not.toHaveClass(/elementor-menu-cart--shown/);
    await expect(cart.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(cart.cart).toBeHidden();

    // The overlay beside it.
    await cart.toggle.click();
    await expect(cart.cart).toBeVisible();
    await page.mouse.click(40, 400);
    await expect(cart.cart).toBeHidden();

    // Escape.
    await cart.toggle.click();
    await expect(cart.cart).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cart.cart).toBeHidden();
    await expect(cart.toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('@elementor the search form', () => {
  test('classic: the form is marked while its field has focus, and searches', async ({ page }) => {
    await openElementorPage(page);
    const form = page.locator('.elementor-widget-search-form form.elementor-search-form');
    const field = page.getByRole('searchbox', { name: 'Search' });
    await expect(form).not.toHaveClass(/elementor-search-form--focus/);
    await field.click();
    await expect(form).toHaveClass(/elementor-search-form--focus/);
    await page.keyboard.press('Shift+Tab');
    await expect(form).not.toHaveClass(/elementor-search-form--focus/);

    await field.fill('kniv');
    await field.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('s') === 'kniv');
    await expect(page.locator('h1.page-title')).toContainText('kniv');
  });

  test.describe('full screen', () => {
    test.use({
      shopSetup: [['elementor-page', 'sok-helskarm', widgetsJson([{ widgetType: 'search-form', settings: { skin: 'full_screen', placeholder: 'Sök i butiken …' } }])]],
    });

    test('its toggle opens the search over the page; its close button, a click beside the field and Escape close it', async ({ page }) => {
      await openElementorPage(page, '/sok-helskarm/');
      const widget = page.locator('.elementor-widget-search-form').filter({ has: page.locator('.elementor-search-form__toggle') });
      const toggle = widget.locator('.elementor-search-form__toggle');
      const container = widget.locator('.elementor-search-form__container');
      const field = widget.getByPlaceholder('Sök i butiken …');
      const close = widget.getByRole('button', { name: 'Close this search box.' });
      await expect(field).toBeHidden();

      await toggle.click();
      await expect(container).toHaveClass(/elementor-search-form--full-screen/);
      await expect(field).toBeVisible();
      await expect(field).toBeFocused();
      // The close button comes next in the tab order (the theme's stylesheet gives its icon no size here,
      // so the keyboard is the way to it).
      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(container).not.toHaveClass(/elementor-search-form--full-screen/);
      await expect(field).toBeHidden();
      await expect(toggle).toBeFocused();

      // Enter on the toggle, then a click on the dark overlay beside the field.
      await page.keyboard.press('Enter');
      await expect(field).toBeFocused();
      // Once the overlay has grown over the page (its transition).
      await expect.poll(() => page.evaluate(() => document.elementFromPoint(20, 20)?.classList.contains('elementor-search-form--full-screen'))).toBe(true);
      await page.mouse.click(20, 20);
      await expect(container).not.toHaveClass(/elementor-search-form--full-screen/);

      await toggle.click();
      await expect(field).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(container).not.toHaveClass(/elementor-search-form--full-screen/);

      await toggle.click();
      await field.fill('bordsduk');
      await field.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('s') === 'bordsduk');
    });
  });
});

test.describe('@elementor one handler per widget, decided per page', () => {
  test('a page the bundle covers loads none of the page builder’s scripts with the plugin on, and keeps their config', async ({ page, plugin }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && /\/plugins\/(elementor|pro-elements)\//.test(request.url())) scripts.push(new URL(request.url()).pathname);
    });
    await openElementorPage(page);
    await page.waitForLoadState('networkidle');
    const runs = await pageBuilderRuns(page);
    const config = await page.evaluate(() => ({
      free: typeof (window as unknown as { elementorFrontendConfig?: { version?: string } }).elementorFrontendConfig?.version,
      pro: typeof (window as unknown as { ElementorProFrontendConfig?: { nonce?: string } }).ElementorProFrontendConfig?.nonce,
    }));
    expect(config).toEqual({ free: 'string', pro: 'string' });
    if (plugin === 'active') {
      expect(scripts).toEqual([]);
      expect(runs).toEqual({ elementor: false, pro: false });
      // The widgets are the bundle's.
      await expect(page.locator('.elementor-widget-tabs')).toHaveAttribute('data-wi-elementor-tabs', /.+/);
      await expect(page.locator('.elementor-widget-nav-menu')).toHaveAttribute('data-wi-elementor-nav-menu', /.+/);
    } else {
      expect(scripts.some((src) => src.endsWith('/elementor/assets/js/frontend.min.js'))).toBe(true);
      expect(runs).toEqual({ elementor: true, pro: true });
    }
  });

  test.describe('a page with a widget the bundle does not cover', () => {
    test.use({
      shopSetup: [['elementor-page', 'raknare', widgetsJson([{ widgetType: 'counter', settings: { starting_number: 0, ending_number: 42, title: 'Nöjda kunder' } }])]],
    });

    test('keeps the page builder’s runtime, and the bundle leaves every widget of it alone', async ({ page, plugin }) => {
      await openElementorPage(page, '/raknare/');
      await expect.poll(() => pageBuilderRuns(page)).toEqual({ elementor: true, pro: true });
      if (plugin === 'active') {
        expect(await page.evaluate(() => (window as unknown as { woo_islands_params?: { kept_runtimes?: string[] } }).woo_islands_params?.kept_runtimes)).toEqual(['elementor']);
      }
      // The widget only the page builder handles: its counter runs up.
      const counter = page.locator('.elementor-counter-number');
      await counter.scrollIntoViewIfNeeded();
      await expect(counter).toHaveText('42', { timeout: 10_000 });

      // One handler on each widget: one arrow per parent item, one switch per click, one slide per arrow.
      await expect(page.locator('.elementor-nav-menu a.has-submenu')).toHaveCount(2);
      for (const parent of await page.locator('.elementor-nav-menu a.has-submenu').all()) await expect(parent.locator('.sub-arrow')).toHaveCount(1);
      const { tab, shown } = tabs(page);
      await expect(shown).toContainText('Vi skickar inom två arbetsdagar');
      await tab('Returer').click();
      await expect(shown).toHaveCount(1);
      await expect(shown).toContainText('30 dagars öppet köp');
      const { dot, next } = carousel(page);
      await dot(1).click();
      await expect.poll(() => firstSlide(page)).toBe('Skärbräda i ek');
      await next.click();
      await expect.poll(() => firstSlide(page)).toBe('Kaffekopp stengods');
      await page.waitForTimeout(1_000);
      expect(await firstSlide(page)).toBe('Kaffekopp stengods');
      await mouseOnto(page, navMenu(page).parent);
      await expect(navMenu(page).sub).toBeVisible();

      // None of the bundle's page-builder islands took anything.
      expect(await pageBuilderMarkers(page)).toEqual([]);
    });
  });

  test('a page the builder did not make is left as the shop prints it: no device mode, none of its code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/produkt/forklade/');
    // Its body carries the kit's class, as every page of a shop with the page builder does.
    await expect(page.locator('body')).toHaveClass(/\belementor-kit-\d+/);
    await page.mouse.move(5, 5);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    expect(await pageBuilderRuns(page)).toEqual({ elementor: false, pro: false });
    await expect(page.locator('body')).not.toHaveAttribute('data-elementor-device-mode');
    await expect(page.locator('#elementor-device-mode')).toHaveCount(0);
    expect(await pageBuilderMarkers(page)).toEqual([]);
    expect(scripts.filter((file) => /\/plugins\/(elementor|pro-elements)\//.test(file))).toEqual([]);
  });

  test.describe('with the theme area switched off', () => {
    test.use({ shopSetup: [['option', 'woo_islands_areas', '{"theme":false}']] });

    test('the page builder’s scripts are back and handle every widget', async ({ page }) => {
      await openElementorPage(page);
      await expect.poll(() => pageBuilderRuns(page)).toEqual({ elementor: true, pro: true });
      const { tab, shown } = tabs(page);
      // Its tabs handler has opened the first tab (it loads after the page).
      await expect(shown).toContainText('Vi skickar inom två arbetsdagar');
      await tab('Skötselråd').click();
      await expect(shown).toContainText('Trä handdiskas');
      for (const parent of await page.locator('.elementor-nav-menu a.has-submenu').all()) await expect(parent.locator('.sub-arrow')).toHaveCount(1);
      expect(await pageBuilderMarkers(page)).toEqual([]);
    });
  });
});
