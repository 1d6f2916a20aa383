import { expect, test, type Page } from '@playwright/test';
import { addToCartBehindTheScenes, attributionReady, followRequests, mounted, working } from './helpers';
import { acceptAll, consentReady, cookieMap, FIRST_VISIT, openWithConsent, stubYouTube, trackingCookies } from './consent-helpers';

test.use({ storageState: FIRST_VISIT });

const FIELDS = [
  'source_type', 'referrer', 'utm_campaign', 'utm_source', 'utm_medium', 'utm_content', 'utm_id', 'utm_term',
  'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic', 'session_entry', 'session_start_time',
  'session_pages', 'session_count', 'user_agent',
];

/** The form's attribution fields, once the element has stamped them (the tracker loads on demand). */
async function attributionInputs(page: Page, form = 'form.checkout'): Promise<Record<string, string>> {
  const inputs = page.locator(`${form} wc-order-attribution-inputs input[type=hidden]`);
  await expect(inputs).toHaveCount(FIELDS.length);
  return inputs.evaluateAll((inputs) =>
    Object.fromEntries(inputs.map((i) => [(i as HTMLInputElement).name.replace('wc_order_attribution_', ''), (i as HTMLInputElement).value])));
}

/**
 * Opens `url` on a first visit; the visitor's pointer reaches the banner, and their click on "Acceptera
 * alla" follows once what that asked for is here. Returns the cookies as they are at the end of the
 * click's own task: a link followed next may unload the page before any later task runs.
 */
async function reachForBannerAndAccept(page: Page, url: string): Promise<string> {
  const requests = followRequests(page);
  await page.goto(url);
  await consentReady(page);
  const accept = page.locator('.cmplz-cookiebanner').getByRole('button', { name: 'Acceptera alla' });
  await accept.hover();
  await requests.quiet();
  return accept.evaluate((button) => {
    (button as HTMLButtonElement).click();
    return document.cookie;
  });
}

async function placeOrder(page: Page) {
  await page.fill('#billing_first_name', 'Karin');
  await page.fill('#billing_last_name', 'Berg');
  await page.fill('#billing_address_1', 'Storgatan 1');
  await page.fill('#billing_postcode', '111 22');
  await page.fill('#billing_city', 'Stockholm');
  await page.fill('#billing_phone', '070-123 45 67');
  await page.fill('#billing_email', 'karin@exempel.se');
  await page.getByRole('button', { name: 'Slutför beställning' }).click();
  await page.waitForURL(/order-received/);
  const orders = await (await page.request.get('/__fixture/orders')).json();
  return orders.at(-1);
}

const UTM = '?utm_source=nyhetsbrev&utm_medium=epost&utm_campaign=host-2026&utm_content=%3Cimg%20src%3Dx%20onerror%3Dwindow.pwned%3D1%3E&utm_term=gjutj%C3%A4rn&utm_id=hk42&utm_source_platform=klaviyo&utm_creative_format=bild&utm_marketing_tactic=remarketing';

test.describe('order attribution', () => {
  test('before consent nothing is recorded: no sourcebuster cookie, empty checkout fields, an order without attribution', async ({ page, context }) => {
    await openWithConsent(page, `/${UTM}`);
    await attributionReady(page);
    expect(await page.evaluate(() => (window as any).wc_order_attribution.getAttributionData().source_type)).toBeNull();

    await addToCartBehindTheScenes(page, 104);
    await page.goto('/checkout/');
    await working(page, 'wc-order-attribution-inputs', 'order-attribution');
    const inputs = await attributionInputs(page);
    expect(Object.keys(inputs)).toEqual(FIELDS);
    expect(Object.values(inputs).every((v) => v === '')).toBe(true);
    expect(await trackingCookies(context)).toEqual([]);

    const order = await placeOrder(page);
    expect(order.attribution).toEqual({ origin: 'Okänd' });
    expect(order.fields.wc_order_attribution_source_type).toBe('');
  });

  test('a visit with utm parameters, consented on arrival, fills the checkout fields and reaches the order', async ({ page, context }) => {
    await openWithConsent(page, `/${UTM}`);
    await attributionReady(page);
    await acceptAll(page);
    await expect.poll(async () => (await cookieMap(context)).sbjs_current ?? '').toContain('typ%3Dutm');
    const cookies = await cookieMap(context);
    // sourcebuster's own format: percent-encoded `alias=value` pairs joined by |||.
    expect(decodeURIComponent(cookies.sbjs_current!)).toBe('typ=utm|||src=nyhetsbrev|||mdm=epost|||cmp=host-2026|||cnt=<img src=x onerror=window.pwned=1>|||trm=gjutjärn|||id=hk42|||plt=klaviyo|||fmt=bild|||tct=remarketing');
    expect(decodeURIComponent(cookies.sbjs_udata!)).toMatch(/^vst=1\|\|\|uip=\(none\)\|\|\|uag=Mozilla/);
    expect(decodeURIComponent(cookies.sbjs_migrations!)).toBe('1418474375998=1');

    await addToCartBehindTheScenes(page, 104);
    await page.goto('/checkout/');
    await working(page, 'wc-order-attribution-inputs', 'order-attribution');
    await expect.poll(async () => (await attributionInputs(page)).source_type).toBe('utm');
    const inputs = await attributionInputs(page);
    expect(inputs).toMatchObject({
      source_type: 'utm',
      referrer: '(none)',
      utm_source: 'nyhetsbrev',
      utm_medium: 'epost',
      utm_campaign: 'host-2026',
      utm_content: '<img src=x onerror=window.pwned=1>',
      utm_term: 'gjutjärn',
      utm_id: 'hk42',
      utm_source_platform: 'klaviyo',
      utm_creative_format: 'bild',
      utm_marketing_tactic: 'remarketing',
      session_pages: '2',
      session_count: '1',
    });
    expect(inputs.session_entry).toMatch(/\/\?utm_source=nyhetsbrev/);
    expect(inputs.session_start_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(inputs.user_agent).toBe(await page.evaluate(() => navigator.userAgent));
    // Values from the URL stay values: nothing was parsed as markup.
    expect(await page.evaluate(() => (window as any).pwned)).toBeUndefined();
    await expect(page.locator('wc-order-attribution-inputs img')).toHaveCount(0);

    const order = await placeOrder(page);
    expect(order.fields.wc_order_attribution_utm_source).toBe('nyhetsbrev');
    expect(order.attribution).toMatchObject({ source_type: 'utm', utm_source: 'nyhetsbrev', utm_campaign: 'host-2026', session_pages: '2', device_type: 'Desktop', origin: 'Källa: nyhetsbrev' });
  });

  test('a campaign visitor who consents and leaves at once keeps the campaign: the click itself records the landing page', async ({ page }) => {
    await stubYouTube(page);
    const cookiesAfterTheClick = await reachForBannerAndAccept(page, '/?utm_source=nyhetsbrev&utm_campaign=host-2026');
    expect(cookiesAfterTheClick).toContain('cmplz_marketing=allow');
    expect(cookiesAfterTheClick).toContain('sbjs_current=typ%3Dutm%7C%7C%7Csrc%3Dnyhetsbrev');

    await addToCartBehindTheScenes(page, 104);
    await page.goto('/checkout/');
    await expect.poll(async () => (await attributionInputs(page)).utm_campaign).toBe('host-2026');
    expect(await attributionInputs(page)).toMatchObject({ source_type: 'utm', utm_source: 'nyhetsbrev', session_pages: '2' });
  });

  test('a direct visitor who reaches for the banner and consents records the page in the click, as WooCommerce does', async ({ page }) => {
    expect(await reachForBannerAndAccept(page, '/butik/')).toContain('sbjs_current=typ%3Dtypein');

    await addToCartBehindTheScenes(page, 104);
    await page.goto('/checkout/');
    await expect.poll(async () => (await attributionInputs(page)).source_type).toBe('typein');
    expect((await attributionInputs(page)).session_entry).toMatch(/\/butik\/$/);
    expect((await attributionInputs(page)).session_pages).toBe('2');
  });

  test('a direct visitor whose first move is the consent click has the tracking code fetched beside the recording, not after it', async ({ page, context }) => {
    // The recording's chunk is held until the tracker and sourcebuster are asked for: fetched one after
    // the other, as each asked for the next, they never would be, and the page view would be lost to
    // a shopper who consents, adds and moves on within those fetches.
    const asked = new Set<string>();
    const both = new Promise<void>((resolve) => page.on('request', (request) => {
      const name = /chunks\/(tracker|sourcebuster)-/.exec(request.url())?.[1];
      if (name) asked.add(name);
      if (asked.size === 2) resolve();
    }));
    await page.route(/chunks\/record-page-view-[^/]+\.js$/, async (route) => {
      const inTime = await Promise.race([both.then(() => true), new Promise<boolean>((resolve) => setTimeout(resolve, 5_000, false))]);
      await (inTime ? route.continue() : route.abort());
    });
    await page.goto('/butik/');
    await consentReady(page);
    await page.locator('.cmplz-cookiebanner').getByRole('button', { name: 'Acceptera alla' }).click();
    await expect.poll(() => [...asked].sort()).toEqual(['sourcebuster', 'tracker']);
    await expect.poll(async () => decodeURIComponent((await cookieMap(context)).sbjs_current ?? '')).toContain('typ=typein');

    await addToCartBehindTheScenes(page, 104);
    await page.goto('/checkout/');
    await expect.poll(async () => (await attributionInputs(page)).source_type).toBe('typein');
    expect((await attributionInputs(page)).session_entry).toMatch(/\/butik\/$/);
  });

  test('a returning visitor who declined marketing loads no tracking code until they move or a plugin asks; consenting later records that page', async ({ page, context }) => {
    const requests = followRequests(page);
    await openWithConsent(page, '/butik/');
    await page.locator('.cmplz-cookiebanner').getByRole('button', { name: 'Neka' }).click();
    await expect.poll(async () => (await cookieMap(context))['cmplz_banner-status']).toBe('dismissed');
    expect((await cookieMap(context)).cmplz_marketing).not.toBe('allow');

    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/produkt-kategori/grytor-och-kastruller/');
    await consentReady(page);
    await requests.quiet();
    expect(scripts.filter((path) => /\/(record-page-view|tracker|sourcebuster)-/.test(path))).toEqual([]);
    // WooCommerce's API is there for other plugins all the same, with nothing to tell.
    expect(await page.evaluate(() => (window as any).wc_order_attribution.getAttributionData())).toMatchObject({ source_type: null, utm_source: null });
    // Another plugin asking it to track brings the code, which asks Complianz first: nothing is recorded.
    await page.evaluate(() => (window as any).wc_order_attribution.setOrderTracking(true));
    await expect.poll(() => scripts.some((path) => /\/record-page-view-/.test(path))).toBe(true);
    await requests.quiet();
    expect(Object.keys(await cookieMap(context)).filter((name) => name.startsWith('sbjs_'))).toEqual([]);

    await page.locator('#cmplz-manage-consent .cmplz-manage-consent').click();
    await page.locator('.cmplz-cookiebanner').getByRole('button', { name: 'Acceptera alla' }).click();
    await expect.poll(async () => (await cookieMap(context)).sbjs_current).toMatch(/^typ%3Dtypein/);
    await addToCartBehindTheScenes(page, 104);
    await page.goto('/checkout/');
    await expect.poll(async () => (await attributionInputs(page)).session_entry).toMatch(/\/produkt-kategori\/grytor-och-kastruller\/$/);
    expect((await attributionInputs(page)).session_pages).toBe('2');
  });

  test('consent given at the checkout starts tracking there; revoking it removes the cookies and empties the fields', async ({ page, context }) => {
    await openWithConsent(page, `/${UTM}`);
    await addToCartBehindTheScenes(page, 104);
    await page.goto('/checkout/');
    await working(page, 'wc-order-attribution-inputs', 'order-attribution');
    expect((await attributionInputs(page)).source_type).toBe('');

    await acceptAll(page);
    // The campaign was never stored, so this visit counts as direct, from the checkout on.
    await expect.poll(async () => (await attributionInputs(page)).source_type).toBe('typein');
    expect(await attributionInputs(page)).toMatchObject({ utm_source: '(direct)', utm_medium: '(none)', session_pages: '1', session_count: '1' });
    expect((await attributionInputs(page)).session_entry).toMatch(/\/checkout\/$/);

    // Revoked from the banner's preferences: the sbjs cookies go at once, then the page reloads.
    await page.locator('#cmplz-manage-consent .cmplz-manage-consent').click();
    const banner = page.locator('.cmplz-cookiebanner');
    await banner.getByRole('button', { name: 'Visa preferenser' }).click();
    await banner.locator('input.cmplz-marketing').uncheck();
    const reloaded = page.waitForEvent('framenavigated');
    await banner.getByRole('button', { name: 'Spara preferenser' }).click();
    await reloaded;
    await working(page, 'wc-order-attribution-inputs', 'order-attribution');
    expect(Object.keys(await cookieMap(context)).filter((n) => n.startsWith('sbjs_'))).toEqual([]);
    expect(Object.values(await attributionInputs(page)).every((v) => v === '')).toBe(true);
  });

  test('the registration form carries the fields too, and the new customer keeps them', async ({ page, context }) => {
    await openWithConsent(page, '/?utm_source=instagram&utm_medium=social');
    await attributionReady(page);
    await acceptAll(page);
    await expect.poll(async () => (await cookieMap(context)).sbjs_current ?? '').toContain('instagram');
    await page.goto('/mitt-konto/');
    const form = 'form.woocommerce-form-register';
    await working(page, `${form} wc-order-attribution-inputs`, 'order-attribution');
    await expect.poll(async () => (await attributionInputs(page, form)).utm_source).toBe('instagram');
    await page.fill('#reg_email', 'ny.kund@exempel.se');
    await page.fill('#reg_password', 'Linneduk-99');
    await page.getByRole('button', { name: 'Registrera' }).click();
    await expect(page.locator('.woocommerce-MyAccount-content')).toContainText('Hej');
    const [customer] = await (await page.request.get('/__fixture/customers')).json();
    expect(customer.attribution).toMatchObject({ source_type: 'utm', utm_source: 'instagram', utm_medium: 'social', session_pages: '2', origin: 'Källa: instagram' });
  });
});
