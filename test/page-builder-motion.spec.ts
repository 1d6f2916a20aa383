import { expect, test } from '@playwright/test';
import { mounted, working } from './helpers';
import { installPausedClock, mountedUnderClock, withoutPopups } from './page-builder-helpers';

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ page }) => {
  await withoutPopups(page);
  await page.route(/youtube(-nocookie)?\.com|vimeo\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }));
});

test('entrance animations: invisible until in view, then animated once after their delay', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('.hemkok-hero');
  await expect(hero).toHaveClass(/animated fadeInUp/);
  await expect(hero).not.toHaveClass(/elementor-invisible/);

  const third = page.locator('.elementor-widget-heading', { hasText: 'Livstidsgaranti på gjutjärn' });
  await page.waitForTimeout(300);
  await expect(third).toHaveClass(/elementor-invisible/);
  // Timed in the page: from the scroll that brings it into view to the class change.
  await third.evaluate((el) => {
    const w = window as any;
    new MutationObserver(() => {
      if (el.classList.contains('animated') && w.animatedAt === undefined) w.animatedAt = performance.now();
    }).observe(el, { attributes: true, attributeFilter: ['class'] });
    w.scrolledAt = performance.now();
    el.scrollIntoView({ block: 'center' });
  });
  await working(page, '.elementor-widget-heading:has-text("Livstidsgaranti")', 'entrance-animation');
  await expect(third).toHaveClass(/animated fadeInRight/);
  // Its 600 ms delay runs from when it came into view, which is after the scroll.
  const waited = await page.evaluate(() => (window as any).animatedAt - (window as any).scrolledAt);
  expect(waited).toBeGreaterThanOrEqual(595);
  await expect(third).not.toHaveClass(/elementor-invisible/);
  // Once only: scrolling away and back changes nothing.
  await page.evaluate(() => window.scrollTo(0, 0));
  await third.scrollIntoViewIfNeeded();
  await expect(third).toHaveClass(/animated fadeInRight/);
});

test('the sticky bar sticks with a spacer, gains its effects class, follows a resize after 300 ms and unsticks', async ({ page }) => {
  await page.goto('/?jquery=1');
  const bar = page.locator('.hemkok-topbar:not(.elementor-sticky__spacer)');
  await mounted(page, '.hemkok-topbar', 'sticky');
  await page.evaluate(() => {
    (window as any).stickyEvents = [];
    (window as any).jQuery('.hemkok-topbar').on('sticky:stick sticky:unstick', (e: { type: string }) => (window as any).stickyEvents.push(e.type));
  });
  await expect(bar).toHaveClass(/elementor-sticky(\s|$)/);
  await expect(bar).not.toHaveClass(/elementor-sticky--active/);

  await page.evaluate(() => window.scrollTo(0, 100));
  await expect(bar).toHaveClass(/elementor-sticky--active/);
  await expect(bar).toHaveCSS('position', 'fixed');
  await expect(bar).toHaveCSS('top', '0px');
  const spacer = page.locator('.hemkok-topbar.elementor-sticky__spacer');
  await expect(spacer).toHaveCount(1);
  await expect(spacer).toHaveCSS('visibility', 'hidden');
  await expect(spacer).toHaveAttribute('data-id', await bar.getAttribute('data-id') ?? '');
  await expect(bar).not.toHaveClass(/elementor-sticky--effects/);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(bar).toHaveClass(/elementor-sticky--effects/);

  // The layout narrows (as a resize would make it) and the window reports a resize.
  const wide = await bar.evaluate((el) => el.style.width);
  await page.evaluate(() => {
    document.body.style.paddingRight = '200px';
    window.dispatchEvent(new Event('resize'));
  });
  const narrow = `${await spacer.evaluate((el) => el.getBoundingClientRect().width)}px`;
  expect(narrow).not.toBe(wide);
  await expect.poll(() => bar.evaluate((el) => el.style.width)).toBe(narrow);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).not.toHaveClass(/elementor-sticky--active/);
  await expect(spacer).toHaveCount(0);
  expect(await bar.evaluate((el) => el.style.position)).toBe('');
  const events: string[] = await page.evaluate(() => (window as any).stickyEvents);
  expect(events[0]).toBe('sticky:stick');
  expect(events.at(-1)).toBe('sticky:unstick');
  expect(events.filter((e) => e === 'sticky:stick').length).toBe(events.filter((e) => e === 'sticky:unstick').length);
});

test('background containers are marked lazy-loaded only within 200 px of the viewport', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('.hemkok-lazy-bg');
  // The container in view at load is marked (no island code needed for it); the one far below is not.
  await expect(page.locator('.hemkok-topbar')).toHaveClass(/e-lazyloaded/);
  await expect(section).not.toHaveClass(/e-lazyloaded/);
  await expect(section).toHaveCSS('background-image', 'none');
  const top = await section.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y - 900 - 300), top);
  await page.waitForTimeout(300);
  await expect(section).not.toHaveClass(/e-lazyloaded/);
  const background = page.waitForRequest(/\/uploads\/2026\/09\/verkstad\.svg$/);
  await page.evaluate((y) => window.scrollTo(0, y - 900 - 150), top);
  await expect(section).toHaveClass(/e-lazyloaded/);
  await background;
  await expect(section).not.toHaveCSS('background-image', 'none');
});

test('a lazy image that fails is retried 3 times, 500 ms apart, then marked failed', async ({ page }) => {
  const attempts: number[] = [];
  await page.route('**/receptkort-300x300.svg', (route) => {
    attempts.push(Date.now());
    return route.fulfill({ status: 503, body: '' });
  });
  await page.goto('/');
  const img = page.locator('img.hemkok-recipe-card');
  await img.scrollIntoViewIfNeeded();
  await expect(img).toHaveClass(/wi-image-failed/, { timeout: 8000 });
  expect(attempts).toHaveLength(4);
  for (let i = 1; i < attempts.length; i++) expect(attempts[i]! - attempts[i - 1]!).toBeGreaterThanOrEqual(450);
});

test('a lazy image that fails twice loads on the next try', async ({ page }) => {
  let calls = 0;
  await page.route('**/receptkort-300x300.svg', (route) => (++calls <= 2 ? route.fulfill({ status: 503, body: '' }) : route.continue()));
  await page.goto('/');
  const img = page.locator('img.hemkok-recipe-card');
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 8000 }).toBeGreaterThan(0);
  expect(calls).toBe(3);
  await expect(img).not.toHaveClass(/wi-image-failed/);
});

test('videos load their players only when wanted: YouTube on play, Vimeo once in view', async ({ page }) => {
  const players: string[] = [];
  // The players' own hosts (a consent placeholder's local preview image may carry "youtube" in its name).
  page.on('request', (request) => {
    if (/(^|\.)(youtube(-nocookie)?\.com|vimeo\.com)$/.test(new URL(request.url()).hostname)) players.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  await page.waitForTimeout(300);
  expect(players).toEqual([]);
  const video = page.locator('.elementor-widget-video').first();
  await video.scrollIntoViewIfNeeded();
  await mounted(page, '.elementor-widget-video', 'page-builder-video');
  await page.waitForTimeout(300);
  expect(players.filter((url) => url.includes('youtube'))).toEqual([]);
  await expect(video.locator('iframe')).toHaveCount(0);
  await video.getByRole('button', { name: 'Spela upp video' }).click();
  await expect(video.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/XHOmBV4js_E?autoplay=1&rel=0');
  await expect(video.locator('.elementor-custom-embed-image-overlay')).toBeHidden();

  const vimeo = page.locator('.elementor-widget-video').nth(1);
  await vimeo.scrollIntoViewIfNeeded();
  await expect(vimeo.locator('iframe')).toHaveAttribute('src', /player\.vimeo\.com\/video\/235215203\?autoplay=1&mute=1&muted=1/);
});

test('a video the consent plugin blocks stays blocked until its category is enabled', async ({ page }) => {
  await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => {
    const widget = document.querySelector('.elementor-widget-video')!;
    widget.setAttribute('data-category', 'marketing');
    widget.classList.add('cmplz-placeholder-element');
  }));
  await page.goto('/');
  const video = page.locator('.elementor-widget-video').first();
  await video.scrollIntoViewIfNeeded();
  await mounted(page, '.elementor-widget-video', 'page-builder-video');
  await video.getByRole('button', { name: 'Spela upp video' }).click();
  await page.waitForTimeout(300);
  await expect(video.locator('iframe')).toHaveCount(0);
  await page.evaluate(() => {
    document.querySelector('.elementor-widget-video')!.classList.add('cmplz-activated');
    document.dispatchEvent(new CustomEvent('cmplz_enable_category', { detail: { category: 'marketing' } }));
  });
  await expect(video.locator('iframe')).toHaveCount(1);
});

test('share buttons open each network\'s share page for this page, print prints', async ({ page }) => {
  const shared: string[] = [];
  await page.context().route(/facebook\.com|linkedin\.com/, (route) => {
    shared.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>dela</title>' });
  });
  await page.goto('/');
  const share = page.locator('.elementor-widget-share-buttons');
  await share.scrollIntoViewIfNeeded();
  const [facebook] = await Promise.all([page.waitForEvent('popup'), share.locator('.elementor-share-btn_facebook').click()]);
  await facebook.waitForLoadState();
  expect(facebook.url()).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http%3A%2F%2F127\.0\.0\.1%3A\d+%2F$/);
  await facebook.close();
  const [linkedin] = await Promise.all([page.waitForEvent('popup'), share.locator('.elementor-share-btn_linkedin').press('Enter')]);
  await linkedin.waitForLoadState();
  expect(linkedin.url()).toContain('linkedin.com/shareArticle?mini=true&url=http%3A%2F%2F127.0.0.1');
  expect(linkedin.url()).toContain('&title=Hem');
  await linkedin.close();
  expect(shared).toHaveLength(2);
  await page.evaluate(() => (window.print = () => ((window as any).printed = true)));
  await share.locator('.elementor-share-btn_print').click();
  expect(await page.evaluate(() => (window as any).printed)).toBe(true);
  await expect(share.locator('.elementor-share-btn')).toHaveCount(19);
});

test('a tooltip shows 50 ms after the pointer arrives and leaves with it', async ({ page }) => {
  await installPausedClock(page);
  await page.goto('/');
  const info = page.locator('.hemkok-info');
  await info.hover();
  await mountedUnderClock(page, '.hemkok-info', 'tooltip');
  await page.mouse.move(5, 500);
  await info.hover();
  await page.clock.runFor(40);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.clock.runFor(20);
  await expect(page.getByRole('tooltip')).toHaveText('Gäller leveranser inom Sverige.');
  await expect(info).toHaveAttribute('aria-describedby', await page.getByRole('tooltip').getAttribute('id') ?? '');
  await page.mouse.move(5, 500);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test('breakpoints: the body carries the device mode, browser classes and the probe, and init fires once', async ({ page }) => {
  await page.addInitScript(() => window.addEventListener('elementor/frontend/init', () => ((window as any).inits = ((window as any).inits ?? 0) + 1)));
  await page.goto('/');
  const body = page.locator('body');
  await expect(body).toHaveAttribute('data-elementor-device-mode', 'desktop');
  await expect(body).toHaveClass(/e--ua-chrome/);
  await expect(body).toHaveClass(/e--ua-blink/);
  await expect(page.locator('#elementor-device-mode.elementor-screen-only')).toHaveCount(1);
  expect(await page.evaluate(() => (window as any).inits)).toBe(1);
  await page.setViewportSize({ width: 900, height: 900 });
  await expect(body).toHaveAttribute('data-elementor-device-mode', 'tablet');
  await page.setViewportSize({ width: 767, height: 900 });
  await expect(body).toHaveAttribute('data-elementor-device-mode', 'mobile');
  await page.setViewportSize({ width: 1025, height: 900 });
  await expect(body).toHaveAttribute('data-elementor-device-mode', 'desktop');
});
