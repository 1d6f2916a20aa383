import { expect, test } from '@playwright/test';
import { mounted, stopClock } from './helpers';
import { withoutPopups } from './page-builder-helpers';

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ page }) => {
  // The popups that show on their own stay away; those opened by links remain.
  await withoutPopups(page, [301, 302, 303]);
  // Third-party players stay offline in tests; their requests are answered with an empty page.
  await page.route(/youtube(-nocookie)?\.com|vimeo\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }));
});

test.describe('off-canvas and link actions', () => {
  test('the off-canvas opens, toggles and closes from its links, with Esc and its overlay', async ({ page }) => {
    await page.goto('/');
    const panel = page.locator('.e-off-canvas');
    const toggle = page.locator('.elementor-widget-button a', { hasText: 'Inspiration' });
    await mounted(page, '.e-off-canvas', 'off-canvas');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', await panel.getAttribute('id') ?? '');
    await page.evaluate(() => window.addEventListener('elementor-pro/off-canvas/toggle-display-mode', (e) => ((window as any).modes ??= []).push((e as CustomEvent).detail.displayMode)));

    await toggle.click();
    await expect(panel).toHaveAttribute('aria-hidden', 'false');
    expect(await panel.evaluate((el) => el.hasAttribute('inert'))).toBe(false);
    await expect(panel.locator('.e-off-canvas__main')).toHaveClass(/animated slideInLeft/);
    await expect(page.locator('body')).toHaveClass(/e-off-canvas__no-scroll/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: 'Långkok för kalla kvällar' })).toBeFocused();
    expect(page.url()).not.toContain('elementor-action');

    await page.keyboard.press('Escape');
    await expect(panel).toHaveAttribute('aria-hidden', 'true');
    expect(await panel.evaluate((el) => el.hasAttribute('inert'))).toBe(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(panel).toHaveAttribute('aria-hidden', 'false');
    await page.mouse.click(1200, 450); // the overlay, right of the 400 px panel
    await expect(panel).toHaveAttribute('aria-hidden', 'true');

    await toggle.click();
    await panel.getByRole('link', { name: 'Stäng' }).click();
    await expect(panel).toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator('body')).not.toHaveClass(/e-off-canvas__no-scroll/);
    expect(await page.evaluate(() => (window as any).modes)).toEqual(['open', 'close', 'open', 'close', 'open', 'close']);
  });

  test('one active panel: opening a popup from the page closes the open off-canvas', async ({ page }) => {
    await page.goto('/');
    await mounted(page, '.e-off-canvas', 'off-canvas');
    await page.locator('.elementor-widget-button a', { hasText: 'Inspiration' }).click();
    await expect(page.locator('.e-off-canvas')).toHaveAttribute('aria-hidden', 'false');
    // A script's click (untrusted) is not held for code still on its way: the link's island must be there.
    await mounted(page, 'a[href*="popup%3Aopen"]', 'page-builder-link');
    await page.evaluate(() => (document.querySelector('a[href*="popup%3Aopen"]') as HTMLElement).click());
    await expect(page.locator('#elementor-popup-modal-304')).toBeVisible();
    await expect(page.locator('.e-off-canvas')).toHaveAttribute('aria-hidden', 'true');
  });

  test('reload-page reloads, an unknown action is ignored, and a deep link opens its popup on load', async ({ page }) => {
    await page.goto('/qa/popup/');
    await page.evaluate(() => ((window as any).marker = 1));
    await page.getByRole('link', { name: 'Okänd åtgärd' }).click();
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as any).marker)).toBe(1);
    expect(page.url()).not.toContain('elementor-action');

    await Promise.all([page.waitForEvent('load'), page.getByRole('link', { name: 'Ladda om sidan' }).click()]);
    expect(await page.evaluate(() => (window as any).marker)).toBeUndefined();

    const href = await page.getByRole('link', { name: 'Visa/dölj testpopup' }).getAttribute('href');
    await page.goto('/butik/');
    await page.goto(`/qa/popup/${href}`);
    await expect(page.locator('#elementor-popup-modal-401')).toBeVisible();
  });
});

test.describe('page-builder lightbox', () => {
  const lightbox = (page: import('@playwright/test').Page) => page.locator('.glightbox-container');

  test('a gallery image opens its slideshow with counter, title, toolbar and the failure message for a missing file', async ({ page }) => {
    await page.goto('/');
    const first = page.locator('.gallery-item a').first();
    await first.click();
    await expect(lightbox(page)).toBeVisible();
    await expect(page.locator('.wi-lightbox-counter')).toHaveText('1 / 5');
    await expect(page.locator('.gslide.current .gslide-title')).toHaveText('Porslinsskålar');
    await expect(page.locator('.wi-lightbox-fullscreen')).toBeVisible();
    await expect(page.locator('.wi-lightbox-zoom')).toBeVisible();
    await expect(page.locator('.wi-lightbox-share-toggle')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.wi-lightbox-counter')).toHaveText('2 / 5');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.wi-lightbox-counter')).toHaveText('4 / 5');
    await expect(page.locator('.gslide.current .wi-lightbox-error')).toHaveText('The requested content cannot be loaded. Please try again later.');
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
  });

  test('the image carousel\'s slides form their own slideshow', async ({ page }) => {
    await page.goto('/');
    await page.locator('.elementor-image-carousel .swiper-slide a').nth(1).click();
    await expect(page.locator('.wi-lightbox-counter')).toHaveText('2 / 5');
    await expect(page.locator('.gslide.current .gslide-title')).toHaveText('Stekpanna i kolstål');
  });

  test('a plain image link opens alone; a forbidden one and a download link never open it', async ({ page }) => {
    await page.goto('/');
    await page.locator('a.hemkok-single').click();
    await expect(page.locator('.wi-lightbox-counter')).toHaveText('1 / 1');
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.locator('a.hemkok-download').click();
    await download;
    await expect(lightbox(page)).toHaveCount(0);

    await page.locator('a.hemkok-no-lightbox').click();
    await page.waitForURL(/forklade\.svg$/);
  });

  test('the lightbox action plays a video in the lightbox, with no player script', async ({ page }) => {
    await page.goto('/');
    const player = page.waitForRequest(/youtube-nocookie\.com\/embed\/XHOmBV4js_E/);
    await page.locator('a.hemkok-video-link').click();
    await player;
    await expect(lightbox(page).locator('iframe[src*="youtube-nocookie.com/embed/XHOmBV4js_E"]')).toHaveCount(1);
    expect(page.url()).not.toContain('elementor-action');
  });

  test('a deep link to a gallery image opens the lightbox at that image', async ({ page }) => {
    await page.goto('/');
    const hash = await page.locator('.gallery-item a').nth(2).getAttribute('data-e-action-hash');
    await page.goto('/butik/');
    await page.goto(`/${hash}`);
    await expect(page.locator('.wi-lightbox-counter')).toHaveText('3 / 5');
    await expect(page.locator('.gslide.current .gslide-title')).toHaveText('Glasburkar');
  });
});

test.describe('lightbox: slideshow, idle controls, wheel, address', () => {
  const counter = (page: import('@playwright/test').Page) => page.locator('.wi-lightbox-counter');

  async function openGallery(page: import('@playwright/test').Page, nth = 0) {
    await page.goto('/');
    await page.locator('.gallery-item a').nth(nth).click();
    await expect(counter(page)).toHaveText(`${nth + 1} / 5`);
    // The page's clock from here on moves only when the test moves it.
    await stopClock(page);
  }

  test('the play button steps through the slides every 3000 ms until paused', async ({ page }) => {
    await openGallery(page);
    const play = page.locator('.wi-lightbox-slideshow');
    await expect(play).toHaveAttribute('aria-label', 'Starta bildspel');
    await play.click();
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    await expect(play).toHaveAttribute('aria-label', 'Pausa bildspel');
    await page.clock.runFor(2990);
    await expect(counter(page)).toHaveText('1 / 5');
    await page.clock.runFor(20);
    await expect(counter(page)).toHaveText('2 / 5');
    await page.clock.runFor(3000);
    await expect(counter(page)).toHaveText('3 / 5');
    // The controls stepped aside meanwhile (3 s without a move); a move brings them back.
    await page.mouse.move(300, 300);
    await page.mouse.move(310, 305);
    await play.click();
    await expect(play).toHaveAttribute('aria-pressed', 'false');
    await page.clock.runFor(7000);
    await expect(counter(page)).toHaveText('3 / 5');
  });

  test('a slideshow started while the lightbox is still opening keeps its 3000 ms', async ({ page }) => {
    await page.goto('/');
    // A slow phone: the opening animation ends well after the shopper pressed play.
    await page.addStyleTag({ content: '.glightbox-container .gslide { animation-duration: 1500ms !important; }' });
    await page.locator('.gallery-item a').first().click();
    await expect(counter(page)).toHaveText('1 / 5');
    await stopClock(page);
    const play = page.locator('.wi-lightbox-slideshow');
    await play.click();
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(2000);
    // The opening animation runs on the browser's own clock: the slideshow's step counts from its end.
    await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
    await page.clock.runFor(1010);
    await expect(counter(page)).toHaveText('2 / 5');
  });

  test('the controls hide after 3 s without a move and come back with one', async ({ page }) => {
    await openGallery(page);
    const toolbar = page.locator('.wi-lightbox-toolbar');
    await page.clock.runFor(2900);
    await expect(toolbar).toBeVisible();
    await expect(page.locator('.glightbox-container .gclose')).toBeVisible();
    await page.clock.runFor(400);
    await expect(toolbar).toBeHidden();
    await expect(page.locator('.glightbox-container .gclose')).toBeHidden();
    await page.mouse.move(200, 200);
    await page.mouse.move(220, 210);
    await expect(toolbar).toBeVisible();
  });

  test('the wheel moves one slide per 250 ms at most', async ({ page }) => {
    await openGallery(page);
    await page.mouse.move(640, 450);
    await page.mouse.wheel(0, 120);
    await expect(counter(page)).toHaveText('2 / 5');
    await page.mouse.wheel(0, 120);
    await page.clock.runFor(240);
    await page.mouse.wheel(0, 120);
    await expect(counter(page)).toHaveText('2 / 5');
    await page.clock.runFor(20);
    await page.mouse.wheel(0, 120);
    await expect(counter(page)).toHaveText('3 / 5');
    await page.clock.runFor(260);
    await page.mouse.wheel(0, -120);
    await expect(counter(page)).toHaveText('2 / 5');
  });

  test("the address holds the slideshow's name and 1-based slide, and a shared one opens it there", async ({ page }) => {
    await openGallery(page);
    const group = await page.locator('.gallery-item a').first().getAttribute('data-elementor-lightbox-slideshow');
    await page.clock.runFor(310);
    await expect.poll(() => new URL(page.url()).hash).toBe(`#gid=${group}&pid=1`);
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('2 / 5');
    await page.clock.runFor(310);
    await expect.poll(() => new URL(page.url()).hash).toBe(`#gid=${group}&pid=2`);
    await page.keyboard.press('Escape');
    await expect(page.locator('.glightbox-container')).toHaveCount(0);
    expect(new URL(page.url()).hash).toBe('');

    await page.goto('/butik/');
    await page.goto(`/#gid=${group}&pid=3`);
    await expect(counter(page)).toHaveText('3 / 5');
    await expect(page.locator('.gslide.current .gslide-title')).toHaveText('Glasburkar');
  });

  test('a file that cannot be loaded says so in German on a German page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => document.documentElement.setAttribute('lang', 'de-DE'));
    await page.locator('.gallery-item a').nth(3).click();
    await expect(counter(page)).toHaveText('4 / 5');
    await expect(page.locator('.glightbox-container .wi-lightbox-error')).toHaveText('Die angeforderten Daten konnten nicht geladen werden. Bitte versuchen Sie es später nochmal.');
  });
});

