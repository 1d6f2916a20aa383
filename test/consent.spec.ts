import { expect, test } from '@playwright/test';
import { backendCalls, mounted, watchConsole } from './helpers';
import {
  acceptAll,
  blockedRuns,
  consentRecords,
  cookieMap,
  openWithConsent,
  recordConsentEvents,
  FIRST_VISIT,
  pauseClock,
  runUntilConsentReady,
  consentReady,
  stubYouTube,
  trackingCookies,
} from './consent-helpers';

test.use({ storageState: FIRST_VISIT });

const ALL_TAGS_IN_ORDER = ['analytics-lib', 'analytics-config:function', 'pixel-lib', 'pixel-init:function'];
const DAY = 86_400;

test.describe('consent banner (Complianz)', () => {
  test('before any choice: the banner shows, nothing blocked has run and no tracking cookie exists', async ({ page, context }) => {
    const console = watchConsole(page);
    await openWithConsent(page, '/butik/');
    const banner = page.locator('.cmplz-cookiebanner.banner-1.optin');
    await expect(banner).toBeVisible();
    await expect(banner).toHaveClass(/cmplz-show/);
    await expect(page.locator('#cmplz-manage-consent .cmplz-manage-consent')).toBeHidden();
    // The banner is the first thing in the page for keyboard users.
    expect(await page.evaluate(() => document.body.firstElementChild?.id)).toBe('cmplz-cookiebanner-container');

    // Give the page time to do whatever it would do (idle islands, the clean-up's watch). Nothing is
    // stored yet, so the clean-up has nothing to remove and fetches no cookie list.
    await page.waitForTimeout(1500);
    expect(await backendCalls(page, 'complianz/v1/cookie_data')).toHaveLength(0);
    expect(await blockedRuns(page)).toBeUndefined();
    expect(await trackingCookies(context)).toEqual([]);
    expect(Object.keys(await cookieMap(context)).filter((n) => n.startsWith('cmplz_') || n.startsWith('wp_consent'))).toEqual([]);
    await expect(page.locator('script[data-category="statistics"][type="text/plain"]')).toHaveCount(2);
    expect(await page.evaluate(() => [(window as any).wp_consent_type, (window as any).wp_has_consent('marketing'), (window as any).cmplz_has_consent('statistics'), (window as any).cmplz_has_consent('functional')]))
      .toEqual(['optin', false, false, true]);

    // The video waits behind its placeholder.
    const video = page.locator('iframe[data-src-cmplz]');
    await video.scrollIntoViewIfNeeded();
    await mounted(page, 'iframe[data-src-cmplz]', 'consent-placeholder');
    await expect(video).toHaveAttribute('src', 'about:blank');
    const wrapper = page.locator('.wp-block-embed__wrapper');
    await expect(wrapper).toHaveClass(/cmplz-blocked-content-container/);
    await expect(wrapper.locator('.cmplz-blocked-content-notice')).toContainText('för att aktivera Youtube');
    await expect(wrapper.getByRole('button', { name: 'Klicka på knappen för att aktivera Youtube' })).toBeVisible();
    await expect(wrapper.locator('.cmplz-links a')).toHaveText('Cookiepolicy (EU)');
    expect(await wrapper.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('youtubeHk2026gryta');
    expect(console.errors).toEqual([]);
  });

  test('accept all runs the blocked tags in document order, once, records the choice and fires the events', async ({ page, context }) => {
    await openWithConsent(page, '/butik/');
    await recordConsentEvents(page);
    await acceptAll(page);

    await expect.poll(() => blockedRuns(page)).toEqual(ALL_TAGS_IN_ORDER);
    const cookies = await context.cookies();
    const byName = Object.fromEntries(cookies.map((c) => [c.name, c]));
    for (const category of ['functional', 'preferences', 'statistics', 'marketing']) expect(byName[`cmplz_${category}`]?.value).toBe('allow');
    expect(byName.cmplz_policy_id?.value).toBe('16');
    expect(byName['cmplz_banner-status']?.value).toBe('dismissed');
    // 365 days, SameSite=Lax, as Complianz writes them.
    const expiresInDays = (byName.cmplz_marketing!.expires - Date.now() / 1000) / DAY;
    expect(expiresInDays).toBeGreaterThan(364.9);
    expect(expiresInDays).toBeLessThan(365.1);
    expect(byName.cmplz_marketing!.sameSite).toBe('Lax');
    expect(byName.wp_consent_marketing?.value).toBe('allow');
    expect(byName._ga).toBeDefined();
    expect(byName._fbp).toBeDefined();

    await expect.poll(() => consentRecords(page)).toEqual([
      { consented_categories: ['functional', 'preferences', 'statistics', 'marketing'], consented_services: {}, consenttype: 'optin', at: expect.any(Number) },
    ]);
    const events = await page.evaluate(() => (window as any).__events as Array<[string, any]>);
    expect(events.filter(([t]) => t === 'cmplz_status_change').map(([, d]) => [d.category, d.value])).toEqual([
      ['functional', 'allow'], ['preferences', 'allow'], ['statistics', 'allow'], ['marketing', 'allow'],
    ]);
    expect(events.filter(([t]) => t === 'cmplz_enable_category').map(([, d]) => d.category)).toEqual(['preferences', 'statistics', 'marketing']);
    expect(events.find(([t]) => t === 'cmplz_fire_categories')?.[1]).toMatchObject({ category: 'marketing', region: 'eu' });
    expect(events).toContainEqual(['wp_listen_for_consent_change', { marketing: 'allow' }]);
    expect(events).toContainEqual(['cmplz_banner_status', 'dismissed']);
    await expect(page.locator('body')).toHaveClass(/cmplz-statistics.*cmplz-marketing/);

    // The scripts went back in place, live, and the video plays.
    await expect(page.locator('script[type="text/plain"][data-category]')).toHaveCount(0);
    await expect(page.locator('iframe[data-src-cmplz]')).toHaveAttribute('src', 'https://www.youtube.com/embed/Hk2026gryta?feature=oembed');

    // Next page: the choice is known, the tags run at once, the banner stays away, the manage button shows.
    await page.goto('/varukorg/');
    await consentReady(page);
    await expect.poll(() => blockedRuns(page)).toEqual(ALL_TAGS_IN_ORDER);
    await expect(page.locator('.cmplz-cookiebanner')).toBeHidden();
    await expect(page.locator('#cmplz-manage-consent .cmplz-manage-consent')).toBeVisible();
    expect(await consentRecords(page)).toHaveLength(1);
  });

  test('save preferences allows the ticked categories only; a placeholder gives consent to its service alone', async ({ page, context }) => {
    await openWithConsent(page, '/butik/');
    const banner = page.locator('.cmplz-cookiebanner');
    await banner.getByRole('button', { name: 'Visa preferenser' }).click();
    await expect(banner.locator('.cmplz-categories')).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Spara preferenser' })).toBeVisible();
    await banner.locator('input.cmplz-statistics').check();
    await banner.getByRole('button', { name: 'Spara preferenser' }).click();
    await expect(banner).toBeHidden();

    await expect.poll(() => blockedRuns(page)).toEqual(['analytics-lib', 'analytics-config:function']);
    const cookies = await cookieMap(context);
    expect([cookies.cmplz_statistics, cookies.cmplz_marketing, cookies.cmplz_preferences]).toEqual(['allow', 'deny', 'deny']);
    expect(cookies._fbp).toBeUndefined();

    const video = page.locator('iframe[data-src-cmplz]');
    await video.scrollIntoViewIfNeeded();
    await mounted(page, 'iframe[data-src-cmplz]', 'consent-placeholder');
    await expect(video).toHaveAttribute('src', 'about:blank');
    await page.locator('.wp-block-embed__wrapper').getByRole('button', { name: /aktivera Youtube/ }).click();
    await expect(video).toHaveAttribute('src', /youtube\.com\/embed\/Hk2026gryta/);
    await expect(page.locator('.cmplz-blocked-content-notice')).toHaveCount(0);
    expect(JSON.parse((await cookieMap(context)).cmplz_consented_services!)).toEqual({ youtube: true });
    // The pixel is marketing too, but only YouTube was allowed.
    expect(await blockedRuns(page)).toEqual(['analytics-lib', 'analytics-config:function']);
    await expect.poll(async () => (await consentRecords(page)).at(-1)?.consented_services).toEqual({ youtube: true });
  });

  test('deny all after accepting clears the tracking cookies and reloads the page', async ({ page, context }) => {
    await openWithConsent(page, '/butik/');
    await acceptAll(page);
    await expect.poll(() => trackingCookies(context)).toEqual(expect.arrayContaining(['_ga', '_fbp', 'sbjs_current']));

    const manage = page.locator('#cmplz-manage-consent .cmplz-manage-consent');
    await manage.click();
    const banner = page.locator('.cmplz-cookiebanner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Acceptera alla' })).toBeFocused();

    const reloaded = page.waitForEvent('framenavigated');
    await banner.getByRole('button', { name: 'Neka' }).click();
    await reloaded;
    await consentReady(page);
    expect(await trackingCookies(context)).toEqual([]);
    const cookies = await cookieMap(context);
    expect([cookies.cmplz_statistics, cookies.cmplz_marketing, cookies['cmplz_banner-status']]).toEqual(['deny', 'deny', 'dismissed']);
    await page.waitForTimeout(300);
    expect(await blockedRuns(page)).toBeUndefined();
    await expect(banner).toBeHidden();
    expect((await consentRecords(page)).map((r) => r.consented_categories)).toEqual([['functional', 'preferences', 'statistics', 'marketing'], ['functional']]);
  });

  test('deny all on a first visit changes nothing that ran, so the page stays', async ({ page, context }) => {
    await openWithConsent(page, '/');
    await page.evaluate(() => ((window as any).stillHere = true));
    await page.locator('.cmplz-cookiebanner').getByRole('button', { name: 'Neka' }).click();
    await expect.poll(() => consentRecords(page)).toHaveLength(1);
    await page.waitForTimeout(700);
    expect(await page.evaluate(() => (window as any).stillHere)).toBe(true);
    expect((await cookieMap(context)).cmplz_marketing).toBe('deny');
    expect(await blockedRuns(page)).toBeUndefined();
  });

  test('a cookie of a denied service is removed within a second by the clean-up', async ({ page, context }) => {
    await openWithConsent(page, '/');
    // An untagged script (or a tag that ran before a revoke) writes Analytics and pixel cookies.
    await page.evaluate(() => {
      document.cookie = '_ga=GA1.1.1.1; path=/';
      document.cookie = '_ga_HK2026=GS1.1.1; path=/';
      document.cookie = '_fbp=fb.1.1.1; path=/';
      document.cookie = 'hk_cart_note=behåll; path=/';
    });
    // The clean-up's watch finds them within a second; the cookie list and the first pass follow at once.
    await expect.poll(() => trackingCookies(context), { timeout: 2500, intervals: [200] }).toEqual([]);
    expect(await backendCalls(page, 'complianz/v1/cookie_data')).toHaveLength(1);
    expect((await cookieMap(context)).hk_cart_note).toBe('behåll');
  });

  test('the cookie statement: banner out of the way, switches in step with the store, revoking marketing reloads', async ({ page, context }) => {
    await openWithConsent(page, '/');
    await acceptAll(page);
    await expect.poll(() => trackingCookies(context)).toEqual(expect.arrayContaining(['_fbp', 'sbjs_current']));

    await page.goto('/cookiepolicy-eu/');
    const area = page.locator('#cmplz-manage-consent-container');
    await area.scrollIntoViewIfNeeded();
    await mounted(page, '#cmplz-manage-consent-container', 'consent-manage');
    await expect(page.locator('#cmplz-manage-consent-container-nojavascript')).toBeHidden();
    await expect(area.locator('input.cmplz-marketing')).toBeChecked();
    await expect(area.locator('input.cmplz-statistics')).toBeChecked();
    await expect(page.locator('.cmplz-cookiebanner')).toBeHidden();
    // Its labels tick its own boxes (the banner's copies have the same ids on the server).
    await expect(area.locator('label[for="cmplz-marketing-optin-manage"]')).toHaveCount(1);

    const reloaded = page.waitForEvent('framenavigated');
    await area.locator('input.cmplz-marketing').uncheck();
    await reloaded;
    await consentReady(page);
    const cookies = await cookieMap(context);
    expect([cookies.cmplz_marketing, cookies.cmplz_statistics]).toEqual(['deny', 'allow']);
    expect(await trackingCookies(context)).toEqual(['_ga', '_ga_HK2026']);
    await expect.poll(() => blockedRuns(page)).toEqual(['analytics-lib', 'analytics-config:function']);
    await expect(page.locator('#cmplz-manage-consent-container input.cmplz-marketing')).not.toBeChecked();
  });

  test('a consent area loads its content from Complianz only once consent allows it, at once when it already does', async ({ page }) => {
    const ROUTE = 'complianz/v1/consent-area/812/insta-flode';
    await openWithConsent(page, '/folj-oss/');
    const area = page.locator('.cmplz-consent-area');
    await mounted(page, '.cmplz-consent-area', 'consent-area');
    await page.waitForTimeout(500);
    expect(await backendCalls(page, ROUTE)).toHaveLength(0);
    await expect(area).toHaveText('Klicka här för att godkänna Instagram och visa vårt flöde.');

    await acceptAll(page);
    await expect(area.getByRole('link', { name: 'Kanelbullar i gjutjärnspannan' })).toHaveAttribute('href', 'https://www.instagram.com/p/Hk2026bullar/');
    await expect(area.getByRole('heading', { name: 'Senaste från @hemochkok' })).toBeVisible();
    await expect(area.locator('.instagram-placeholder')).toHaveCount(0);
    await expect(area).not.toHaveClass(/cmplz-placeholder/);
    expect(await backendCalls(page, ROUTE)).toHaveLength(1);

    // A returning visitor who allowed marketing gets it without a click.
    await page.reload();
    await expect(area.getByRole('link', { name: 'Nytt linne till hösten' })).toBeVisible();
  });

  test("a click on a consent area's placeholder consents to its service alone and loads the area", async ({ page, context }) => {
    await openWithConsent(page, '/folj-oss/');
    const area = page.locator('.cmplz-consent-area');
    await mounted(page, '.cmplz-consent-area', 'consent-area');
    await area.locator('.instagram-placeholder').click();
    await expect(area.getByRole('link', { name: 'Kanelbullar i gjutjärnspannan' })).toBeVisible();
    await expect(page.locator('.cmplz-cookiebanner')).toBeHidden();
    const cookies = await cookieMap(context);
    expect(JSON.parse(cookies.cmplz_consented_services!)).toEqual({ instagram: true });
    expect(cookies.cmplz_marketing).not.toBe('allow');
    expect(await blockedRuns(page)).toBeUndefined();
  });

  test('a changed policy id resets consent and shows the banner again', async ({ page, context, baseURL }) => {
    await openWithConsent(page, '/');
    await acceptAll(page);
    await expect.poll(() => blockedRuns(page)).toEqual(ALL_TAGS_IN_ORDER);

    // The shop changes its cookie policy: Complianz raises the policy id.
    await context.addCookies([{ name: 'wi_fixture_policy', value: '17', url: baseURL! }]);
    await page.goto('/varukorg/');
    await consentReady(page);
    await expect(page.locator('.cmplz-cookiebanner')).toBeVisible();
    await page.waitForTimeout(300);
    expect(await blockedRuns(page)).toBeUndefined();
    const cookies = await cookieMap(context);
    expect(cookies.cmplz_policy_id).toBe('17');
    expect(Object.keys(cookies).filter((n) => /^cmplz_(functional|preferences|statistics|marketing|banner-status)$/.test(n))).toEqual([]);
    await expect.poll(() => trackingCookies(context), { timeout: 2500 }).toEqual([]);
  });

  test('crawlers are treated as consented; speed testers get no banner', async ({ browser, baseURL }) => {
    const crawler = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const crawlerPage = await crawler.newPage();
    await openWithConsent(crawlerPage, '/');
    await expect.poll(() => blockedRuns(crawlerPage)).toEqual(ALL_TAGS_IN_ORDER);
    await expect(crawlerPage.locator('.cmplz-cookiebanner')).toBeVisible();
    await crawlerPage.locator('.cmplz-cookiebanner').getByRole('button', { name: 'Acceptera alla' }).click();
    await crawlerPage.waitForTimeout(300);
    expect(await consentRecords(crawlerPage)).toEqual([]);
    await crawler.close();

    const lighthouse = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse' });
    const speedPage = await lighthouse.newPage();
    await openWithConsent(speedPage, '/');
    await speedPage.waitForTimeout(300);
    await expect(speedPage.locator('.cmplz-cookiebanner')).toBeHidden();
    await expect(speedPage.locator('.cmplz-cookiebanner')).toHaveClass(/cmplz-hidden/);
    expect(await blockedRuns(speedPage)).toBeUndefined();
    await lighthouse.close();
  });

  test('an opt-out banner runs the tags and dismisses itself after scrolling past 400 px', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'wi_fixture_consenttype', value: 'optout', url: baseURL! }]);
    await openWithConsent(page, '/butik/');
    const banner = page.locator('.cmplz-cookiebanner.optout');
    await expect(banner).toBeVisible();
    await expect.poll(() => blockedRuns(page)).toEqual(ALL_TAGS_IN_ORDER);
    await page.evaluate(() => window.scrollTo(0, 350));
    await page.waitForTimeout(200);
    await expect(banner).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 450));
    await expect(banner).toBeHidden();
    const cookies = await cookieMap(context);
    expect(cookies['cmplz_banner-status']).toBe('dismissed');
    // Opt-out writes no category cookies: the visitor simply did not object.
    expect(cookies.cmplz_marketing).toBeUndefined();
    await expect.poll(() => consentRecords(page)).toEqual([
      { consented_categories: ['functional', 'preferences', 'statistics', 'marketing'], consented_services: {}, consenttype: 'optout', at: expect.any(Number) },
    ]);
  });

  test('an opt-out banner dismisses itself after its timeout', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'wi_fixture_consenttype', value: 'optout', url: baseURL! }]);
    await page.clock.install();
    await pauseClock(page);
    await stubYouTube(page);
    await page.goto('/');
    await runUntilConsentReady(page);
    await page.clock.runFor(50);
    const banner = page.locator('.cmplz-cookiebanner.optout');
    await expect(banner).toBeVisible();
    await page.clock.runFor(14_000);
    await expect(banner).toBeVisible();
    await page.clock.runFor(1_100);
    await expect(banner).toBeHidden();
    expect((await cookieMap(context))['cmplz_banner-status']).toBe('dismissed');
  });
});
