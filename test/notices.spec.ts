import { expect, test } from '@playwright/test';
import { backendCalls, mounted, shopperArrives } from './helpers';
import { pauseClock, runUntilMounted, stubYouTube } from './consent-helpers';

test.describe('store notice and coming-soon banner', () => {
  test('the store notice shows until dismissed; dismissing sets store_notice<id>=hidden for path /', async ({ page, context }) => {
    await stubYouTube(page);
    await page.goto('/om-oss/');
    const notice = page.locator('.woocommerce-store-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Fri frakt på alla beställningar över 499 kr');
    const id = await notice.getAttribute('data-notice-id');
    expect(id).toMatch(/^[0-9a-f]{32}$/);

    await notice.getByRole('button', { name: 'Avfärda' }).click();
    await expect(notice).toBeHidden();
    // A cookie the page writes reaches the browser's store a moment later: ask until it is there.
    const cookie = () => context.cookies().then((cookies) => cookies.find((c) => c.name === `store_notice${id}`));
    await expect.poll(cookie).toMatchObject({ value: 'hidden', path: '/', expires: -1 });
    expect(page.url()).toMatch(/\/om-oss\/$/);

    await page.reload();
    await shopperArrives(page);
    await mounted(page, '.woocommerce-store-notice', 'store-notice');
    await expect(notice).toBeHidden();
  });

  test('the store notice is dismissed from the keyboard too', async ({ page }) => {
    await stubYouTube(page);
    await page.goto('/om-oss/');
    const link = page.locator('.woocommerce-store-notice__dismiss-link');
    await expect(link).toBeVisible();
    // Focus is the shopper reaching for the notice: its island comes.
    await link.focus();
    await mounted(page, '.woocommerce-store-notice', 'store-notice');
    await page.keyboard.press('Enter');
    await expect(page.locator('.woocommerce-store-notice')).toBeHidden();
  });

  test('dismissing the coming-soon banner stores the choice with the REST nonce and hides it, whatever the answer', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'wi_fixture_role', value: 'shop_manager', url: baseURL! }]);
    await stubYouTube(page);
    await page.goto('/om-oss/');
    const banner = page.locator('#coming-soon-footer-banner');
    await expect(banner).toBeVisible();
    const dismiss = banner.locator('a.coming-soon-footer-banner-dismiss');
    await dismiss.click();
    await expect(banner).toBeHidden();
    const [call] = await backendCalls(page, 'wp/v2/users/3');
    expect(call!.fields).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    // Stored: the next page has no banner.
    await page.reload();
    await expect(banner).toHaveCount(0);

    // A failing server still hides it (WooCommerce hides on completion).
    const other = await context.newPage();
    await context.addCookies([{ name: 'wp_woocommerce_session_3f8a2c', value: 'ny-session', url: baseURL! }]);
    await stubYouTube(other);
    await other.goto('/om-oss/');
    await other.route('**/wp-json/wp/v2/users/**', (route) => route.fulfill({ status: 500, body: 'Internt serverfel' }));
    await expect(other.locator('#coming-soon-footer-banner')).toBeVisible();
    await other.locator('a.coming-soon-footer-banner-dismiss').click();
    await expect(other.locator('#coming-soon-footer-banner')).toBeHidden();
  });

  test('the dismiss control is reachable by keyboard and sends X-WP-Nonce', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'wi_fixture_role', value: 'shop_manager', url: baseURL! }]);
    await stubYouTube(page);
    await page.goto('/om-oss/');
    const request = page.waitForRequest('**/wp-json/wp/v2/users/3');
    const dismiss = page.locator('a.coming-soon-footer-banner-dismiss');
    await page.locator('#coming-soon-footer-banner').hover();
    await shopperArrives(page);
    await mounted(page, '#coming-soon-footer-banner', 'coming-soon-banner');
    await expect(dismiss).toHaveAttribute('role', 'button');
    await dismiss.focus();
    await page.keyboard.press('Enter');
    const sent = await request;
    expect(sent.headers()['x-wp-nonce']).toBe('5c0m1ng50');
    expect(sent.postData()).toBe('woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes');
    await expect(page.locator('#coming-soon-footer-banner')).toBeHidden();
  });
});

test.describe('account forms and notices', () => {
  test('password fields toggle between hidden and shown, the label saying what a press will do', async ({ page }) => {
    await stubYouTube(page);
    await page.goto('/mitt-konto/');
    const password = page.locator('#password');
    // The button is there at load, as woocommerce.js adds it, before the island (which comes with the shopper).
    const toggle = page.locator('#password + .show-password-input');
    await expect(toggle).toBeVisible();
    await expect(page.locator('#password')).toHaveAttribute('data-wi-password-toggle', 'ready');
    await expect(page.locator('span.password-input > #password')).toHaveCount(1);
    await expect(toggle).toHaveAttribute('aria-label', 'Visa lösenord');
    await expect(toggle).toHaveAttribute('aria-describedby', 'password');
    await password.fill('hemligt123');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-label', 'Dölj lösenord');
    await expect(toggle).toHaveClass(/display-password/);
    await expect(password).toBeFocused();
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-label', 'Visa lösenord');
    // The registration form's field has its own.
    await expect(page.locator('#reg_password + .show-password-input')).toHaveAttribute('aria-label', 'Visa lösenord');

    // The form still posts the password (a wrong one here).
    await password.fill('fel-lösenord');
    await page.locator('#username').fill('kund@example.se');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.locator('.woocommerce-error')).toContainText('Lösenordet du angav för e-postadressen kund@example.se är felaktigt.');
  });

  test('the first alert notice gets focus 500 ms after the page is ready', async ({ page }) => {
    await stubYouTube(page);
    await page.goto('/mitt-konto/');
    await page.locator('#username').fill('kund@example.se');
    await page.locator('#password').fill('fel');
    await page.clock.install();
    await pauseClock(page);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL('**/mitt-konto/');
    const error = page.locator('.woocommerce-error[role="alert"]');
    await expect(error).toBeVisible();
    // Done at load without React: the island comes with the shopper.
    await expect(error).toHaveAttribute('tabindex', '-1');
    await expect(page.locator('.woocommerce-notices-wrapper').first()).toHaveAttribute('data-wi-notices', 'waiting');
    await expect(error).not.toBeFocused();
    await page.clock.runFor(420);
    await expect(error).not.toBeFocused();
    await page.clock.runFor(100);
    await expect(error).toBeFocused();
  });

  test('$.scroll_to_notices is there from the start and scrolls to 100 px above the notices over 1000 ms', async ({ page }) => {
    await stubYouTube(page);
    await page.goto('/butik/?jquery=1');
    // A theme's script may call it before the shopper does anything (the notices island waits for them).
    expect(await page.evaluate(() => typeof (window as any).jQuery.scroll_to_notices)).toBe('function');
    await shopperArrives(page);
    await mounted(page, '.woocommerce-notices-wrapper', 'notices');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const start = await page.evaluate(() => window.scrollY);
    const target = await page.evaluate(() => Math.max(0, document.querySelector('.woocommerce-notices-wrapper')!.getBoundingClientRect().top + window.scrollY - 100));
    expect(start).toBeGreaterThan(target + 500);
    await page.clock.install();
    await pauseClock(page);
    await page.evaluate(() => (window as any).jQuery.scroll_to_notices((window as any).jQuery('.woocommerce-notices-wrapper')));
    await page.clock.runFor(500);
    const halfway = await page.evaluate(() => window.scrollY);
    // jQuery's swing easing is at half the distance at half the time.
    expect(Math.abs(halfway - (start + target) / 2)).toBeLessThan((start - target) * 0.1);
    await page.clock.runFor(400);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(target + 1);
    await page.clock.runFor(200);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - target)).toBeLessThan(1);
  });

  test('after sorting, the result count is announced again: hidden, then refreshed after 2000 ms', async ({ page }) => {
    await stubYouTube(page);
    await page.clock.install();
    await pauseClock(page);
    await page.goto('/butik/?orderby=price');
    const count = page.locator('.woocommerce-result-count');
    await runUntilMounted(page, '.woocommerce-result-count', 'result-count');
    await expect(count).toHaveAttribute('aria-hidden', 'true');
    await expect(count).toHaveAttribute('role', 'alert');
    const text = await count.textContent();
    await page.clock.runFor(1900);
    await expect(count).toHaveAttribute('aria-hidden', 'true');
    await page.clock.runFor(150);
    await expect(count).toHaveAttribute('aria-hidden', 'false');
    await expect(count).toHaveText(text!);

    // Without a sort or filter there is nothing new to announce: the island does not even load.
    await page.goto('/butik/');
    await page.clock.runFor(2500);
    await expect(page.locator('.woocommerce-result-count')).toHaveAttribute('data-wi-result-count', 'waiting');
    await expect(page.locator('.woocommerce-result-count')).not.toHaveAttribute('aria-hidden', /.*/);
  });
});
