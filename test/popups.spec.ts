import { expect, test } from '@playwright/test';
import { backendCalls, mounted, resetBackendLog } from './helpers';
import { elementorStorage, installPausedClock, mountedUnderClock, qaPopupUrl, recordPopupEvents, seedElementorStorage, withoutPopups } from './page-builder-helpers';

test.use({ viewport: { width: 1280, height: 900 } });

const modal = (id: number) => `#elementor-popup-modal-${id}`;

test.describe('home page popups', () => {
  test('the page-load popup shows after its delay, traps focus, counts an impression for a day and closes by its button', async ({ page }) => {
    await withoutPopups(page, [302, 303]);
    await recordPopupEvents(page);
    await installPausedClock(page);
    await page.goto('/?jquery=1');
    await mountedUnderClock(page, '[data-elementor-id="301"]', 'popup');
    await page.clock.runFor(1500);
    await expect(page.locator(modal(301))).toHaveCount(0);
    await page.clock.runFor(600);
    const dialog = page.locator(modal(301));
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.locator('.dialog-message h2')).toHaveText('Välkommen till Hem & Kök!');
    // The entrance animation runs for the popup's 0.4 s.
    const content = dialog.locator('.dialog-widget-content');
    await expect(content).toHaveClass(/animated fadeIn/);
    await expect(page.locator('body')).toHaveClass(/dialog-prevent-scroll/);
    // The close button waits out its 1 s delay.
    const close = dialog.locator('.dialog-close-button');
    await expect(close).toBeHidden();
    // Focus moves in after 250 ms, to the first thing that can take it.
    const first = dialog.getByRole('link', { name: 'Till butiken' });
    await expect(first).not.toBeFocused();
    await page.clock.runFor(260);
    await expect(first).toBeFocused();
    await page.clock.runFor(800);
    // The animation's name goes; `animated` stays, as on the page builder's own modal.
    await expect(content).not.toHaveClass(/fadeIn/);
    await expect(content).toHaveClass(/\banimated\b/);
    await expect(close).toBeVisible();
    await expect(close).toHaveAttribute('aria-label', 'Stäng');
    // Tab stays inside the popup.
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate((sel) => document.querySelector(sel)!.contains(document.activeElement), modal(301))).toBe(true);
    }
    const stored = await elementorStorage(page);
    expect(stored['popup-301-impressions-count']).toBe(1);
    const now = await page.evaluate(() => Date.now());
    expect(stored.__expiration['popup-301-impressions-count']).toBeGreaterThan(now + 86_400_000 - 5_000);
    expect(stored.__expiration['popup-301-impressions-count']).toBeLessThanOrEqual(now + 86_400_000);

    await close.click();
    await expect(content).toHaveClass(/animated fadeIn reverse/);
    await page.clock.runFor(500);
    await expect(dialog).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/dialog-prevent-scroll/);
    expect(await page.evaluate(() => (window as any).popupEvents)).toEqual([
      'jquery elementor/popup/show 301 301', 'native elementor/popup/show 301',
      'jquery elementor/popup/hide 301 301', 'native elementor/popup/hide 301',
    ]);
  });

  test('a popup seen once today stays away until its day is over', async ({ page }) => {
    await withoutPopups(page, [302, 303]);
    await seedElementorStorage(page, { 'popup-301-impressions-count': 1, __expiration: { 'popup-301-impressions-count': Date.now() + 3_600_000 } });
    await installPausedClock(page);
    await page.goto('/');
    await mountedUnderClock(page, '[data-elementor-id="301"]', 'popup');
    await page.clock.runFor(3000);
    await expect(page.locator(modal(301))).toHaveCount(0);
  });

  test('the window of a counted impression ends: an expired count lets the popup show again', async ({ page }) => {
    await withoutPopups(page, [302, 303]);
    await seedElementorStorage(page, { 'popup-301-impressions-count': 1, __expiration: { 'popup-301-impressions-count': Date.now() - 1000 } });
    await installPausedClock(page);
    await page.goto('/');
    await mountedUnderClock(page, '[data-elementor-id="301"]', 'popup');
    await page.clock.runFor(2100);
    await expect(page.locator(modal(301))).toBeVisible();
  });

  test('exit intent shows its popup once, and the product inside it adds to the cart', async ({ page }) => {
    await withoutPopups(page, [301, 303]);
    await page.goto('/');
    await mounted(page, '[data-elementor-id="302"]', 'popup');
    await resetBackendLog(page);
    await page.mouse.move(640, 300);
    await page.mouse.move(640, 200);
    await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientX: 640, clientY: -2, bubbles: true, relatedTarget: null })));
    const dialog = page.locator(modal(302));
    await expect(dialog).toBeVisible();
    const add = dialog.locator('a.add_to_cart_button');
    await add.click();
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
    // The count shows an add at once: the server's answer is what the next check reads.
    await expect.poll(() => backendCalls(page, 'add_to_cart').then((calls) => calls.filter((c) => c.ended > 0).length)).toBeGreaterThan(0);
    const calls = await backendCalls(page, 'add_to_cart');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.fields.product_id).toBe('105');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Each trigger fires once.
    await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientY: -2, bubbles: true, relatedTarget: null })));
    await page.waitForTimeout(300);
    await expect(dialog).toBeHidden();
  });

  test('a popup set to avoid multiple popups stays away once another one showed', async ({ page }) => {
    await withoutPopups(page, [303]);
    await installPausedClock(page);
    await page.goto('/');
    await mountedUnderClock(page, '[data-elementor-id="302"]', 'popup');
    await page.clock.runFor(2100);
    await expect(page.locator(modal(301))).toBeVisible();
    await page.keyboard.press('Escape');
    await page.clock.runFor(500);
    await expect(page.locator(modal(301))).toBeHidden();
    await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientY: -2, bubbles: true, relatedTarget: null })));
    await page.clock.runFor(500);
    await expect(page.locator(modal(302))).toHaveCount(0);
  });

  test('do not show again: the link closes the popup and it never shows again', async ({ page }) => {
    await withoutPopups(page, [301, 302]);
    await installPausedClock(page);
    await page.goto('/');
    await mountedUnderClock(page, '[data-elementor-id="303"]', 'popup');
    await page.mouse.wheel(0, 400);
    await page.clock.runFor(100);
    await expect(page.locator(modal(303))).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.5));
    const dialog = page.locator(modal(303));
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.dialog-close-button')).toBeHidden();
    await page.clock.runFor(3100);
    await expect(dialog.locator('.dialog-close-button')).toBeVisible();
    await dialog.getByRole('link', { name: 'Visa inte igen' }).click();
    // The link's island loads on this click and replays it: the exit animation starts once it has.
    await expect(dialog.locator('.dialog-widget-content')).toHaveClass(/animated slideInUp reverse/);
    await page.clock.runFor(1500);
    await expect(dialog).toBeHidden();
    expect((await elementorStorage(page)).popup_303_disable).toBe(true);

    await page.reload();
    await mountedUnderClock(page, '[data-elementor-id="303"]', 'popup');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
    await page.clock.runFor(1000);
    await expect(page.locator(modal(303))).toHaveCount(0);
  });

  test('a button\'s popup:open link opens its popup; Esc and a background click close it and focus returns', async ({ page }) => {
    await withoutPopups(page, [301, 302, 303]);
    await page.goto('/');
    const opener = page.locator('.elementor-widget-button a', { hasText: 'Nyhetsbrev' });
    await opener.click();
    const dialog = page.locator(modal(304));
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveClass(/hemkok-newsletter/);
    // Its close button sits outside the content box.
    await expect(dialog.locator('> .dialog-close-button')).toBeVisible();
    await expect(dialog.getByLabel('E-post')).toBeVisible();
    expect(page.url()).not.toContain('elementor-action');
    // Focus goes to the first field; the close button outside the content box comes last.
    await expect(dialog.getByLabel('E-post')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(20, 880);
    await expect(dialog).toBeHidden();
  });

  test('the open-selector popup ignores Esc and background clicks and closes by itself after 8 s', async ({ page }) => {
    await withoutPopups(page, [301, 302, 303]);
    await installPausedClock(page);
    await page.goto('/');
    await mountedUnderClock(page, '[data-elementor-id="305"]', 'popup');
    await page.getByRole('link', { name: 'Storleksguide' }).click();
    const dialog = page.locator(modal(305));
    await expect(dialog).toBeVisible();
    expect(page.url()).not.toContain('#storleksguide');
    await page.keyboard.press('Escape');
    await page.mouse.click(20, 880);
    await page.clock.runFor(2000);
    await expect(dialog).toBeVisible();
    // Closed at 8 s, gone once its 0.4 s exit animation has run.
    await page.clock.runFor(6500);
    await expect(dialog).toBeHidden();
  });

  test('page views and sessions are counted in the page builder\'s storage', async ({ page }) => {
    await withoutPopups(page);
    // The popup counts the view in an effect, just after it is marked mounted.
    await page.goto('/');
    await mounted(page, '[data-elementor-id="301"]', 'popup');
    await expect.poll(async () => (await elementorStorage(page)).pageViews).toBe(1);
    await page.goto('/');
    await mounted(page, '[data-elementor-id="301"]', 'popup');
    await expect.poll(async () => (await elementorStorage(page)).pageViews).toBe(2);
    const stored = await elementorStorage(page);
    expect(stored.sessions).toBe(1);
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('elementor') || '{}').activeSession)).toBe(true);
    // A page without popups counts nothing.
    await page.goto('/butik/');
    expect((await elementorStorage(page)).pageViews).toBe(2);
  });
});

test.describe('popup rules and triggers', () => {
  const popup = (page: import('@playwright/test').Page) => page.locator(modal(401));

  test('click: the visitor\'s second click shows it; an invalid scroll-to selector is ignored', async ({ page }) => {
    await page.goto(qaPopupUrl({ click: 'yes', click_times: 2, scrolling_to: 'yes', scrolling_to_selector: '#[invalid' }));
    await mounted(page, '[data-elementor-id="401"]', 'popup');
    await page.mouse.click(600, 600);
    await page.waitForTimeout(200);
    await expect(popup(page)).toHaveCount(0);
    await page.mouse.click(600, 600);
    await expect(popup(page)).toBeVisible();
  });

  test('two triggers: the first shows it, and once closed the second does not show it again', async ({ page }) => {
    await installPausedClock(page);
    await page.goto(qaPopupUrl({ page_load: 'yes', page_load_delay: 1, inactivity: 'yes', inactivity_time: 3 }));
    await mountedUnderClock(page, '[data-elementor-id="401"]', 'popup');
    await page.clock.runFor(1100);
    await expect(popup(page)).toBeVisible();
    await page.clock.runFor(1100);
    const close = popup(page).getByRole('link', { name: 'Stäng' });
    await close.click();
    // The link's island loads on this click and replays it once mounted: the close starts then.
    await expect(close).toHaveAttribute('data-wi-page-builder-link', 'mounted');
    await page.clock.runFor(600);
    await expect(popup(page)).toBeHidden();
    // Past the inactivity trigger's 3 s from the visitor's last input (the close click).
    await page.clock.runFor(5000);
    await expect(popup(page)).toBeHidden();
  });

  test('inactivity: shown after the set seconds without input', async ({ page }) => {
    await installPausedClock(page);
    await page.goto(qaPopupUrl({ inactivity: 'yes', inactivity_time: 5 }));
    await mountedUnderClock(page, '[data-elementor-id="401"]', 'popup');
    await page.clock.runFor(4000);
    await page.mouse.move(300, 300);
    await page.clock.runFor(4000);
    await expect(popup(page)).toHaveCount(0);
    await page.clock.runFor(1100);
    await expect(popup(page)).toBeVisible();
  });

  test('scrolling to an element shows it when the element comes into view', async ({ page }) => {
    await page.goto(qaPopupUrl({ scrolling_to: 'yes', scrolling_to_selector: '#block-5' }));
    await mounted(page, '[data-elementor-id="401"]', 'popup');
    await page.waitForTimeout(200);
    await expect(popup(page)).toHaveCount(0);
    await page.locator('#block-5').scrollIntoViewIfNeeded();
    await expect(popup(page)).toBeVisible();
  });

  test('ad blocker detection: shown when the probe is hidden', async ({ page }) => {
    await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '.ad-box { display: none !important; }';
      document.head.append(style);
    }));
    await page.goto(qaPopupUrl({ adblock_detection: 'yes', adblock_detection_delay: 0.2 }));
    await expect(popup(page)).toBeVisible();
    await expect(page.locator('.ad-box')).toHaveCount(0);
  });

  test('without an ad blocker the probe stays visible and nothing shows', async ({ page }) => {
    await page.goto(qaPopupUrl({ adblock_detection: 'yes', adblock_detection_delay: 0.2, click: 'yes', click_times: 1 }));
    await mounted(page, '[data-elementor-id="401"]', 'popup');
    await page.waitForTimeout(500);
    await expect(popup(page)).toHaveCount(0);
    await expect(page.locator('.ad-box')).toHaveCount(0);
  });

  test('an invalid URL regular expression fails the check; a matching one passes', async ({ page }) => {
    await page.goto(qaPopupUrl({ page_load: 'yes', page_load_delay: 0 }, { url: 'yes', url_action: 'regex', url_url: '(unclosed' }));
    await mounted(page, '[data-elementor-id="401"]', 'popup');
    await page.waitForTimeout(300);
    await expect(popup(page)).toHaveCount(0);
    await page.goto(qaPopupUrl({ page_load: 'yes', page_load_delay: 0 }, { url: 'yes', url_action: 'regex', url_url: '^https://www\\.google\\.[a-z]+/' }), { referer: 'https://www.google.se/search?q=gjutj%C3%A4rnsgryta' });
    await expect(popup(page)).toBeVisible();
  });

  test('page views: shown from the set number of views on', async ({ page }) => {
    const url = qaPopupUrl({ page_load: 'yes', page_load_delay: 0 }, { page_views: 'yes', page_views_views: 2 });
    await page.goto(url);
    await mounted(page, '[data-elementor-id="401"]', 'popup');
    await page.waitForTimeout(300);
    await expect(popup(page)).toHaveCount(0);
    await page.goto(url);
    await expect(popup(page)).toBeVisible();
  });

  test('devices: a popup for mobiles stays away on a desktop', async ({ page }) => {
    await page.goto(qaPopupUrl({ page_load: 'yes', page_load_delay: 0 }, { devices: 'yes', devices_devices: ['mobile'] }));
    await mounted(page, '[data-elementor-id="401"]', 'popup');
    await page.waitForTimeout(300);
    await expect(popup(page)).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.reload();
    await expect(popup(page)).toBeVisible();
  });

  test('schedule and browsers: outside the dates nothing shows; in range for Chrome it does', async ({ page }) => {
    await page.goto(qaPopupUrl({ page_load: 'yes', page_load_delay: 0 }, { schedule: 'yes', schedule_timezone: 'user', schedule_start_date: '2001-01-01 00:00', schedule_end_date: '2001-12-31 23:59' }));
    await mounted(page, '[data-elementor-id="401"]', 'popup');
    await page.waitForTimeout(300);
    await expect(popup(page)).toHaveCount(0);
    await page.goto(qaPopupUrl({ page_load: 'yes', page_load_delay: 0 }, {
      schedule: 'yes', schedule_timezone: 'user', schedule_start_date: '2001-01-01 00:00', schedule_end_date: '2999-12-31 23:59',
      browsers: 'yes', browsers_browsers: 'custom', browsers_browsers_options: ['chrome'],
    }));
    await expect(popup(page)).toBeVisible();
  });

  test('times per session: shown once per browser session', async ({ page }) => {
    const url = qaPopupUrl({ page_load: 'yes', page_load_delay: 0 }, { times: 'yes', times_times: 1, times_period: 'session' });
    await page.goto(url);
    await expect(popup(page)).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('popup-401-impressions-count'))).toBe('1');
    await page.goto(url);
    await mounted(page, '[data-elementor-id="401"]', 'popup');
    await page.waitForTimeout(300);
    await expect(popup(page)).toHaveCount(0);
  });

  test('a toggle link opens and closes the popup', async ({ page }) => {
    await page.goto(qaPopupUrl([]));
    const toggle = page.getByRole('link', { name: 'Visa/dölj testpopup' });
    await toggle.click();
    await expect(popup(page)).toBeVisible();
    await page.evaluate(() => (document.querySelector('a[href*="popup%3Aopen"]') as HTMLElement).click());
    await expect(popup(page)).toBeHidden();
  });
});
