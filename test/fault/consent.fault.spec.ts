// Consent, order attribution and the shop's notices under faults: the banner and its engine, the
// placeholders, the cookie statement's switches, sourcebuster's cookies, the store notice, the
// coming-soon banner and the password toggle.
import { expect, test } from '@playwright/test';
import { addToCartBehindTheScenes, mounted, working } from '../helpers';
import { acceptAll, consentReady, cookieMap, FIRST_VISIT, stubYouTube } from '../consent-helpers';
import { BACKEND_FAULTS, breakStorage, expectNoInjectedScriptRan, serveBroken, uncaughtErrors, whileFailing, XSS, XSS_TEXT } from './faults';

const banner = '.cmplz-cookiebanner';
const TRACK = '**/wp-json/complianz/v1/track';

test.describe('consent under faults', () => {
  test.use({ storageState: FIRST_VISIT });

  test('the consent record failing any way: the choice holds, what it allows runs, and the next page remembers it', async ({ page, context }) => {
    const errors = uncaughtErrors(page);
    await stubYouTube(page);
    for (const fault of BACKEND_FAULTS) {
      // A first visit each time (the last page leaves first: it records its visitor as it goes).
      await page.goto('about:blank');
      await context.clearCookies();
      await page.goto(`/?fel=${fault}`);
      await consentReady(page);
      await whileFailing(page, TRACK, fault, () => acceptAll(page), async () => {
        await expect.poll(async () => (await cookieMap(context)).cmplz_marketing, { message: fault }).toBe('allow');
        await expect(page.locator('body')).toHaveClass(/cmplz-marketing/);
      });
    }
    await page.reload();
    await consentReady(page);
    await expect(page.locator(banner)).toBeHidden();
    await expect(page.locator('body')).toHaveClass(/cmplz-marketing/);
    expect(errors).toEqual([]);
  });

  test('the cookie statement\'s switches failing to load any way: the statement\'s own text stays', async ({ page }) => {
    const errors = uncaughtErrors(page);
    for (const fault of BACKEND_FAULTS) {
      await whileFailing(page, /complianz\/v1\/manage_consent_html/, fault, async () => {
        await page.goto(`/cookiepolicy-eu/?fel=${fault}`);
        await page.locator('#cmplz-manage-consent-container').scrollIntoViewIfNeeded();
      }, async () => {
        await mounted(page, '#cmplz-manage-consent-container', 'consent-manage');
        await expect(page.locator('#cmplz-manage-consent-container-nojavascript'), fault).toBeVisible();
        await expect(page.locator('#cmplz-manage-consent-container input')).toHaveCount(0);
      });
    }
    expect(errors).toEqual([]);
  });

  test('consent cookies holding junk and markup read as no choice, a placeholder printed with junk: the banner asks, nothing runs', async ({ page, context, baseURL }) => {
    const errors = uncaughtErrors(page);
    const junk = (name: string, value: string) => ({ name, value, url: baseURL! });
    await context.addCookies([
      junk('cmplz_policy_id', '16'),
      junk('cmplz_banner-status', encodeURIComponent(XSS_TEXT)),
      junk('cmplz_marketing', encodeURIComponent(XSS)),
      junk('cmplz_statistics', 'kanske'),
      junk('cmplz_consented_services', '{trasig'),
      junk('cmplz_saved_categories', '["functional",'),
      junk('sbjs_current', encodeURIComponent(`typ=utm|||src=${XSS}`)),
    ]);
    await stubYouTube(page);
    // The blocked video's placeholder printed with an image address that is script and a service that is markup.
    await serveBroken(page, '**/', [
      ['data-placeholder-image="/wp-content/uploads/complianz/placeholders/youtubeHk2026gryta-maxresdefault.svg"', 'data-placeholder-image="javascript:window.__xss=1"'],
      ['data-service="youtube"', 'data-service="&lt;img src=x onerror=window.__xss=1&gt;"'],
    ]);
    await page.goto('/');
    await consentReady(page);
    await expect(page.locator(banner)).toBeVisible();
    await expect(page.locator('body')).not.toHaveClass(/cmplz-marketing\b/);
    await page.locator('.hk-video').scrollIntoViewIfNeeded();
    await mounted(page, '.hk-video .cmplz-placeholder-element', 'consent-placeholder');
    expect(await page.evaluate(() => (window as any).__wiBlocked)).toBeUndefined();
    // The visitor's answer replaces the junk.
    await acceptAll(page);
    await expect.poll(async () => (await cookieMap(context)).cmplz_marketing).toBe('allow');
    await expectNoInjectedScriptRan(page);
    expect(errors).toEqual([]);
  });

  test('storage and cookies throwing: the banner shows and answers, the placeholders and attribution stay quiet', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await breakStorage(page);
    await stubYouTube(page);
    // The shop's third-party tags write their cookies themselves (and would throw here): stand-ins that do not.
    await page.route('**/wp-content/fixture/tags/**', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.wiAnalytics = window.wiPixel = function () {};' }));
    await page.goto('/');
    await consentReady(page);
    await expect(page.locator(banner)).toBeVisible();
    await acceptAll(page);
    await expect(page.locator(banner)).toBeHidden();
    await addToCartBehindTheScenes(page, 104);
    await page.goto('/checkout/');
    await working(page, 'wc-order-attribution-inputs', 'order-attribution');
    expect(errors).toEqual([]);
  });

  test('a campaign address carrying markup, consented: the checkout fields hold it as text', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await stubYouTube(page);
    await page.goto(`/?utm_source=${encodeURIComponent(XSS)}&utm_campaign=${encodeURIComponent(XSS_TEXT)}`);
    await consentReady(page);
    await acceptAll(page);
    await addToCartBehindTheScenes(page, 104);
    await page.goto('/checkout/');
    const input = (name: string) => page.locator(`form.checkout wc-order-attribution-inputs input[name="wc_order_attribution_${name}"]`);
    await expect(input('utm_source')).toHaveValue(XSS);
    await expect(input('utm_campaign')).toHaveValue(XSS_TEXT);
    await expect(page.locator('wc-order-attribution-inputs img, wc-order-attribution-inputs svg')).toHaveCount(0);
    await expectNoInjectedScriptRan(page);
    expect(errors).toEqual([]);
  });
});

test.describe('the shop\'s notices under faults', () => {
  test('a store notice whose id is not one: dismissing it sets one cookie of that name, nothing else', async ({ page, context }) => {
    const errors = uncaughtErrors(page);
    await stubYouTube(page);
    // As the server prints it: the attribute escaped.
    await serveBroken(page, '**/om-oss/', [['data-notice-id="', 'data-notice-id="x; path=/qa; domain=annan.example; &quot;&gt;&lt;svg onload=&quot;window.__xss=1&quot;&gt;']]);
    await page.goto('/om-oss/');
    const notice = page.locator('.woocommerce-store-notice');
    await expect(notice).toBeVisible();
    const before = (await context.cookies()).length;
    await notice.getByRole('button', { name: 'Avfärda' }).click();
    await expect(notice).toBeHidden();
    const cookies = await context.cookies();
    expect(cookies).toHaveLength(before + 1);
    expect(cookies.filter((c) => c.name.startsWith('store_notice'))).toEqual([expect.objectContaining({ value: 'hidden', path: '/', domain: '127.0.0.1' })]);
    await expectNoInjectedScriptRan(page);
    expect(errors).toEqual([]);
  });

  test('the coming-soon banner under every fault hides when the call is over; an address on another site never gets the nonce', async ({ page, context, baseURL }) => {
    const errors = uncaughtErrors(page);
    await context.addCookies([{ name: 'wi_fixture_role', value: 'shop_manager', url: baseURL! }]);
    await stubYouTube(page);
    const bannerEl = page.locator('#coming-soon-footer-banner');
    for (const fault of BACKEND_FAULTS) {
      await page.goto(`/om-oss/?fel=${fault}`);
      await whileFailing(page, '**/wp-json/wp/v2/users/3', fault, () => page.locator('a.coming-soon-footer-banner-dismiss').click(), () => expect(bannerEl, fault).toBeHidden());
    }
    // A rest URL pointing elsewhere (a filter gone wrong): the call goes without the shop's nonce.
    const sentElsewhere: Array<string | undefined> = [];
    await page.route('https://annan.example/**', (route) => {
      sentElsewhere.push(route.request().headers()['x-wp-nonce']);
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    });
    await serveBroken(page, '**/om-oss/', [[`data-rest-url='${baseURL}/wp-json/wp/v2/users/3'`, "data-rest-url='https://annan.example/wp-json/wp/v2/users/3'"]]);
    await page.goto('/om-oss/');
    await page.locator('a.coming-soon-footer-banner-dismiss').click();
    await expect(bannerEl).toBeHidden();
    expect(sentElsewhere).toEqual([undefined]);
    expect(errors).toEqual([]);
  });

  test('the password toggle with storage and cookies throwing still shows and hides the password', async ({ page }) => {
    const errors = uncaughtErrors(page);
    await breakStorage(page);
    await page.goto('/mitt-konto/');
    const field = page.locator('.woocommerce form input#password').first();
    await expect(page.locator('button.show-password-input').first()).toBeVisible();
    await field.fill('hemligt');
    await page.locator('button.show-password-input').first().click();
    await expect(field).toHaveAttribute('type', 'text');
    expect(errors).toEqual([]);
  });
});
