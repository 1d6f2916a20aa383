import { test, expect } from './fixtures';
import type { BrowserContext } from '@playwright/test';

// Complianz (EU, opt-in): a new visitor sees the banner and nothing tracks until they choose.
// On this shop Complianz prints cookie_path ":8100/" (it takes the path from a home URL with a port),
// which the browser replaces by the page's own folder: its cookies hold on the page where the choice
// was made. The tests therefore look again at that page (a reload), as the shop's own scripts allow.
test.use({ storageState: { cookies: [], origins: [] } });

const names = async (context: BrowserContext) => (await context.cookies()).map((c) => `${c.name}=${decodeURIComponent(c.value)}`);

test('a first visit shows the banner and sets or runs nothing before a choice', async ({ page, context }) => {
  await page.goto('/butik/');
  const banner = page.getByRole('dialog', { name: 'Hantera samtycke' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Acceptera' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Neka' })).toBeVisible();
  await page.goto('/produkt/skarbrada-i-ek/');
  await expect(banner).toBeVisible();
  await page.waitForLoadState('networkidle');
  const cookies = await names(context);
  expect(cookies.filter((c) => /^(cmplz_|wp_consent_|sbjs_)/.test(c))).toEqual([]);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /sbjs|cmplz/.test(k)))).toEqual([]);
});

test('accepting allows every category, hides the banner and starts the attribution', async ({ page, context }) => {
  await page.goto('/butik/');
  const banner = page.getByRole('dialog', { name: 'Hantera samtycke' });
  await banner.getByRole('button', { name: 'Acceptera' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => names(context)).toEqual(expect.arrayContaining([
    'cmplz_banner-status=dismissed', 'cmplz_functional=allow', 'cmplz_preferences=allow', 'cmplz_statistics=allow', 'cmplz_marketing=allow', 'cmplz_policy_id=1',
  ]));
  // WooCommerce's order attribution (sourcebuster) starts with the marketing consent.
  await expect.poll(async () => (await names(context)).filter((c) => c.startsWith('sbjs_current='))).toEqual([expect.stringContaining('typ=typein')]);

  await page.reload();
  await expect(page.locator('.cmplz-cookiebanner')).toBeHidden();
  await page.waitForTimeout(500);
  await expect(page.locator('.cmplz-cookiebanner')).toBeHidden();
});

test('denying refuses statistics and marketing, hides the banner and tracks nothing; the attribution API answers empty', async ({ page, context }) => {
  await page.goto('/butik/');
  const banner = page.getByRole('dialog', { name: 'Hantera samtycke' });
  await banner.getByRole('button', { name: 'Neka' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => names(context)).toEqual(expect.arrayContaining([
    'cmplz_banner-status=dismissed', 'cmplz_functional=allow', 'cmplz_statistics=deny', 'cmplz_marketing=deny',
  ]));
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.cmplz-cookiebanner')).toBeHidden();
  expect((await names(context)).filter((c) => c.startsWith('sbjs_'))).toEqual([]);
  // WooCommerce's attribution API is there for other plugins all the same, and has nothing to tell.
  const data = await page.evaluate(() => (window as unknown as { wc_order_attribution: { getAttributionData: () => Record<string, unknown> } }).wc_order_attribution.getAttributionData());
  expect(data).toMatchObject({ source_type: null, utm_source: null, session_pages: null });
});
