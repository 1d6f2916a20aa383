import { expect, test, type Page } from '@playwright/test';
import { chunkWith, mounted, shopperArrives, stopClock } from './helpers';

const PRODUCT = '/produkt/gjutjarnsgryta-24-cm/';
const gallery = '.woocommerce-product-gallery';
const slides = `${gallery} .woocommerce-product-gallery__image`;
const thumbs = `${gallery} ol.flex-control-thumbs img`;

/** Index of the slide in view (the one not made inert by the carousel). */
async function currentSlide(page: Page): Promise<number> {
  return page.locator(slides).evaluateAll((els) => els.findIndex((el) => !el.hasAttribute('inert')));
}

/** Opens the page; the gallery's island comes once the shopper shows up. */
async function open(page: Page, url = PRODUCT) {
  await page.goto(url);
  await shopperArrives(page);
  await mounted(page, gallery, 'product-gallery');
}

test.describe('product gallery', () => {
  test('shows the gallery with thumbnails and arrows; arrows and thumbnails move it, disabled at the ends', async ({ page }) => {
    await open(page);
    await expect(page.locator(gallery)).toHaveCSS('opacity', '1');
    await expect(page.locator(thumbs)).toHaveCount(4);
    await expect(page.locator(thumbs).first()).toHaveClass(/flex-active/);
    // The thumbnails are the slides' data-thumb images, in WooCommerce's order.
    expect(await page.locator(thumbs).evaluateAll((imgs) => imgs.map((i) => new URL((i as HTMLImageElement).src).pathname)))
      .toEqual(await page.locator(slides).evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.thumb)));

    const prev = page.locator(`${gallery} .flex-prev`);
    const next = page.locator(`${gallery} .flex-next`);
    await expect(prev).toBeDisabled();
    await next.click();
    await expect.poll(() => currentSlide(page)).toBe(1);
    await expect(page.locator(thumbs).nth(1)).toHaveClass(/flex-active/);
    await expect(prev).toBeEnabled();
    await page.locator(`${gallery} ol.flex-control-thumbs button`).nth(3).click();
    await expect.poll(() => currentSlide(page)).toBe(3);
    await expect(next).toBeDisabled();
    await expect(next).toHaveClass(/flex-disabled/);
    // Arrow keys move it while focus is in the gallery.
    await page.locator(`${gallery} ol.flex-control-thumbs button`).nth(3).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentSlide(page)).toBe(2);
    // Dots are the phone's control; the theme hides them on a desktop.
    await expect(page.locator(`${gallery} .flex-control-paging`)).toBeHidden();
  });

  test('a move takes the gallery\'s animation speed, 500 ms', async ({ page }) => {
    await open(page);
    // When the next slide last changed place: the end of the move (one cut short by a re-measure is made
    // again and ends later, never sooner).
    const ms = await page.evaluate((sel) => new Promise<number>((resolve) => {
      const slide = document.querySelectorAll<HTMLElement>(`${sel} .woocommerce-product-gallery__image`)[1]!;
      let place = slide.style.transform;
      let last = 0;
      const start = performance.now();
      new MutationObserver(() => {
        if (slide.style.transform === place) return;
        place = slide.style.transform;
        last = performance.now() - start;
      }).observe(slide, { attributes: true, attributeFilter: ['style'] });
      document.querySelector<HTMLElement>(`${sel} .flex-next`)!.click();
      setTimeout(() => resolve(last), 1500);
    }), gallery);
    expect(ms).toBeGreaterThanOrEqual(470);
    expect(ms).toBeLessThan(1450);
  });

  test('on a phone the dots move it and the thumbnails are hidden', async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await open(page);
    await expect(page.locator(`${gallery} ol.flex-control-thumbs`)).toBeHidden();
    const dots = page.locator(`${gallery} .flex-control-paging button`);
    await expect(dots).toHaveCount(4);
    await dots.nth(2).click();
    await expect.poll(() => currentSlide(page)).toBe(2);
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await page.close();
  });

  test('loading the product page shifts nothing (gallery, thumbnails, tabs)', async ({ page }) => {
    await page.addInitScript(() => {
      (window as any).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as any[]) if (!entry.hadRecentInput) (window as any).shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await open(page);
    await mounted(page, '.woocommerce-tabs', 'product-tabs');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as any).shift)).toBeLessThan(0.01);
  });

  test('fires WooCommerce\'s init events and follows the variation form\'s events (DOM and jQuery)', async ({ page }) => {
    await page.addInitScript(() => {
      (window as any).galleryEvents = [];
      for (const type of ['wc-product-gallery-before-init', 'wc-product-gallery-after-init']) {
        document.addEventListener(type, (e) => (window as any).galleryEvents.push([type, ((e as CustomEvent).detail[0] as Element).className.split(' ')[0], typeof (e as CustomEvent).detail[1]]));
      }
    });
    await open(page, `${PRODUCT}?jquery=1`);
    await expect.poll(() => page.evaluate(() => (window as any).galleryEvents)).toEqual([
      ['wc-product-gallery-before-init', 'woocommerce-product-gallery', 'object'],
      ['wc-product-gallery-after-init', 'woocommerce-product-gallery', 'object'],
    ]);

    await page.locator(`${gallery} .flex-next`).click();
    await page.locator(`${gallery} .flex-next`).click();
    await expect.poll(() => currentSlide(page)).toBe(2);
    await page.evaluate(() => (window as any).jQuery('.woocommerce-product-gallery').trigger('woocommerce_gallery_reset_slide_position'));
    await expect.poll(() => currentSlide(page)).toBe(0);

    await page.locator(`${gallery} .flex-next`).click();
    await expect.poll(() => currentSlide(page)).toBe(1);
    await page.locator(gallery).evaluate((el) => el.dispatchEvent(new CustomEvent('woocommerce_gallery_reset_slide_position', { bubbles: true })));
    await expect.poll(() => currentSlide(page)).toBe(0);

    // The variation form clicks a thumbnail through flexslider's event when the variation image is one.
    await page.evaluate(() => (window as any).jQuery('ol.flex-control-thumbs li:eq(2) img').trigger('flexslider-click'));
    await expect.poll(() => currentSlide(page)).toBe(2);
  });

  test('zoom: the large image appears under the pointer 500 ms after it enters, and goes when it leaves', async ({ page }) => {
    await page.clock.install();
    await open(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const main = page.locator(slides).first();
    const box = (await main.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.25);
    // The zoom's code comes with the mouse's first visit; its 500 ms count from when it is there.
    await expect(page.locator(gallery)).toHaveAttribute('data-wi-zoom', 'ready');
    await page.clock.runFor(400);
    await expect(page.locator('.zoomImg')).toHaveCount(0);
    await page.clock.runFor(150);
    const zoom = page.locator(`${slides} .zoomImg`);
    await expect(zoom).toHaveCount(1);
    await expect(zoom).toHaveAttribute('src', /gjutjarnsgryta-24-cm\.svg$/);
    const before = await zoom.evaluate((img: HTMLImageElement) => [img.style.left, img.style.top]);
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.75);
    const after = await zoom.evaluate((img: HTMLImageElement) => [img.style.left, img.style.top]);
    expect(after).not.toEqual(before);
    // The large image's left edge moves left as the pointer moves right.
    expect(Number.parseFloat(after[0]!)).toBeLessThan(Number.parseFloat(before[0]!));
    await page.mouse.move(box.x + box.width + 300, box.y);
    await expect(page.locator('.zoomImg')).toHaveCount(0);
  });

  test('zoom: none when the large image is not wider than the gallery; re-checked on woocommerce_gallery_init_zoom', async ({ page }) => {
    await page.clock.install();
    await open(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    // A variation swaps the main image for one that is too small to magnify, as WooCommerce does.
    await page.locator(`${slides} img.wp-post-image`).evaluate((img) => {
      img.setAttribute('data-large_image', '/wp-content/uploads/2026/09/liten-bild.svg');
      img.setAttribute('data-large_image_width', '300');
      img.setAttribute('data-large_image_height', '300');
      img.closest('.woocommerce-product-gallery')!.dispatchEvent(new CustomEvent('woocommerce_gallery_init_zoom', { bubbles: true }));
    });
    const box = (await page.locator(slides).first().boundingBox())!;
    await page.mouse.move(box.x + 50, box.y + 50);
    await expect(page.locator(gallery)).toHaveAttribute('data-wi-zoom', 'ready');
    await page.clock.runFor(1000);
    await expect(page.locator('.zoomImg')).toHaveCount(0);

    // While the pointer rests on it, a swap back to a large image zooms again.
    await page.locator(`${slides} img.wp-post-image`).evaluate((img) => {
      img.setAttribute('data-large_image', '/wp-content/uploads/2026/09/gjutjarnsgryta-24-cm-detalj.svg');
      img.setAttribute('data-large_image_width', '1200');
      img.setAttribute('data-large_image_height', '1200');
      img.closest('.woocommerce-product-gallery')!.dispatchEvent(new CustomEvent('woocommerce_gallery_init_zoom', { bubbles: true }));
    });
    await page.clock.runFor(600);
    await expect(page.locator('.zoomImg')).toHaveAttribute('src', /gjutjarnsgryta-24-cm-detalj\.svg$/);
  });
});

/** The slider library's chunk (keen-slider) as the shop serves it. */
const sliderLibrary = () => `/wp-content/plugins/islands-for-woocommerce/dist${chunkWith('node_modules/keen-slider/keen-slider.es.js')}`;

/** Collects the page's requests for the slider library's chunk. */
function sliderLibraryRequests(page: Page): string[] {
  const chunk = sliderLibrary();
  const seen: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname === chunk && seen.push(r.url()));
  return seen;
}

test.describe('product gallery: the slider library comes when the shopper reaches for the gallery', () => {
  test('a pointer elsewhere and a scroll fetch none; a pointer over the gallery does, and the slider drags', async ({ page }) => {
    const requested = sliderLibraryRequests(page);
    await open(page);
    await page.waitForLoadState('load');
    // The shopper reads the summary and scrolls down and back, the gallery never under the pointer.
    const summary = await page.locator('.summary').boundingBox();
    await page.mouse.move(summary!.x + summary!.width / 2, summary!.y + 40, { steps: 4 });
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(400);
    await page.mouse.wheel(0, -800);
    await page.waitForTimeout(600);
    expect(requested).toEqual([]);
    await expect(page.locator(gallery)).toHaveAttribute('data-wi-slider', 'waiting');

    await page.locator(slides).first().hover();
    await expect.poll(() => requested.length).toBe(1);
    // The slider is there (between waiting and ready the attribute is gone while its library loads):
    // a mouse drag to the left brings the next slide.
    await expect(page.locator(gallery)).toHaveAttribute('data-wi-slider', 'ready');
    const box = (await page.locator(slides).first().boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => currentSlide(page)).toBe(1);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('a swipe made before the slider library has arrived is made once it has', async ({ page }) => {
      const requested = sliderLibraryRequests(page);
      let arrive!: () => void;
      const held = new Promise<void>((resolve) => (arrive = resolve));
      await page.route(`**${sliderLibrary()}`, async (route) => {
        await held;
        await route.continue();
      });
      await open(page);
      await page.waitForLoadState('load');
      expect(requested).toEqual([]);

      // A real finger: a leftward swipe of 120 px across the first slide.
      const box = (await page.locator(slides).first().boundingBox())!;
      const y = Math.round(box.y + box.height / 2);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 300, y }] });
      for (const x of [270, 240, 210, 180]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      // The touch asked for the library, which is still on its way.
      await expect.poll(() => requested.length).toBe(1);
      await expect(page.locator(gallery)).toHaveAttribute('data-wi-slider', 'waiting');
      expect(await currentSlide(page)).toBe(0);

      arrive();
      await expect(page.locator(gallery)).not.toHaveAttribute('data-wi-slider', 'waiting');
      await expect.poll(() => currentSlide(page)).toBe(1);
      await expect(page.locator(`${gallery} .flex-control-paging button`).nth(1)).toHaveAttribute('aria-current', 'true');
    });
  });
});

test.describe('gallery lightbox', () => {
  test('glightbox loads on the first open; counter, slides and the URL hash follow the shopper', async ({ page }) => {
    const lightboxChunks: string[] = [];
    page.on('request', (r) => /\/chunks\/open-[^/]+\.js$/.test(r.url()) && lightboxChunks.push(r.url()));
    await open(page);
    await page.waitForLoadState('load');
    expect(lightboxChunks).toEqual([]);

    await page.locator(`${slides}`).first().locator('a').click();
    const box = page.locator('.glightbox-container');
    await expect(box).toBeVisible();
    expect(lightboxChunks).toHaveLength(1);
    await expect(page.locator('.wi-lightbox-counter')).toHaveText('1 / 4');
    await expect(page.locator('.gslide.current img')).toHaveAttribute('src', /gjutjarnsgryta-24-cm\.svg$/);
    await expect.poll(() => new URL(page.url()).hash).toBe('#gid=product-101&pid=1');

    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.wi-lightbox-counter')).toHaveText('2 / 4');
    await expect(page.locator('.gslide.current img')).toHaveAttribute('src', /gjutjarnsgryta-24-cm-detalj\.svg$/);
    await expect(page.locator('.gslide.current img')).toHaveAttribute('alt', 'Gjutjärnsgryta 24 cm – bild 2');
    await expect.poll(() => new URL(page.url()).hash).toBe('#gid=product-101&pid=2');

    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    // The gallery followed the lightbox.
    await expect.poll(() => currentSlide(page)).toBe(1);
  });

  test('the hash is written 300 ms after the last change', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as any;
      w.hashWrites = [];
      const replace = history.replaceState.bind(history);
      history.replaceState = (state: unknown, title: string, url?: string | URL | null) => {
        w.hashWrites.push(String(url ?? ''));
        replace(state, title, url);
      };
    });
    await open(page);
    await page.locator(`${gallery} .woocommerce-product-gallery__trigger`).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#gid=product-101&pid=1');
    // The page's clock from here on moves only when the test moves it, whatever the machine's pace.
    await stopClock(page);
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.wi-lightbox-counter')).toHaveText('2 / 4');
    await page.clock.runFor(290);
    expect(new URL(page.url()).hash).toBe('#gid=product-101&pid=1');
    await page.clock.runFor(20);
    await expect.poll(() => new URL(page.url()).hash).toBe('#gid=product-101&pid=2');
    // The URL only ever holds where the shopper rested: nothing in between.
    const writes: string[] = await page.evaluate(() => (window as any).hashWrites);
    const hashes = writes.map((url) => url.slice(url.indexOf('#'))).filter((hash, n, all) => hash.startsWith('#gid=') && hash !== all[n - 1]);
    expect(hashes).toEqual(['#gid=product-101&pid=1', '#gid=product-101&pid=2']);
  });

  test('a shared link opens the lightbox at its image', async ({ page }) => {
    await open(page, `${PRODUCT}#gid=product-101&pid=3`);
    await expect(page.locator('.wi-lightbox-counter')).toHaveText('3 / 4');
    await expect(page.locator('.gslide.current img')).toHaveAttribute('src', /gjutjarnsgryta-24-cm-miljo\.svg$/);
  });

  test('the video item plays in the lightbox without a third-party player', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (r) => !r.url().startsWith('http://127.0.0.1') && thirdParty.push(r.url()));
    await open(page);
    await page.locator(`${gallery} ol.flex-control-thumbs button`).nth(3).click();
    // The shopper clicks the slide once it is the one in view.
    await expect.poll(() => currentSlide(page)).toBe(3);
    await page.locator(slides).nth(3).locator('a').click();
    const video = page.locator('.gslide.current video');
    await expect(video).toHaveAttribute('src', /gjutjarnsgryta-film\.webm$/);
    await video.evaluate((v: HTMLVideoElement) => { v.muted = true; return v.play(); });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.2);
    expect(thirdParty).toEqual([]);
  });

  test('a video file that cannot be loaded says so in the lightbox', async ({ page }) => {
    await page.route(/gjutjarnsgryta-film\.webm$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await open(page);
    await page.locator(`${gallery} ol.flex-control-thumbs button`).nth(3).click();
    // The shopper clicks the slide once it is the one in view.
    await expect.poll(() => currentSlide(page)).toBe(3);
    await page.locator(slides).nth(3).locator('a').click();
    await expect(page.locator('.gslide.current .wi-lightbox-error')).toHaveText('The requested content cannot be loaded. Please try again later.');
    await expect(page.locator('.gslide.current video')).toHaveCount(0);
  });

  test('a variation\'s swapped image is what the lightbox shows', async ({ page }) => {
    await open(page);
    // The swap as WooCommerce's variation script does it (attributes on the first image and its link).
    await page.locator(`${slides} img.wp-post-image`).evaluate((img) => {
      img.setAttribute('data-large_image', '/wp-content/uploads/2026/09/gjutjarnsgryta-24-cm-rod.svg');
      img.setAttribute('alt', 'Gjutjärnsgryta 24 cm, röd');
      img.closest('a')!.setAttribute('href', '/wp-content/uploads/2026/09/gjutjarnsgryta-24-cm-rod.svg');
    });
    await page.locator(slides).first().locator('a').click();
    await expect(page.locator('.gslide.current img')).toHaveAttribute('src', /gjutjarnsgryta-24-cm-rod\.svg$/);
    await expect(page.locator('.gslide.current img')).toHaveAttribute('alt', 'Gjutjärnsgryta 24 cm, röd');
  });
});

test.describe("the gallery's features follow wc_single_product_params", () => {
  const trigger = `${gallery} .woocommerce-product-gallery__trigger`;

  /** Moves the pointer onto the main image and waits past the zoom's 500 ms. */
  async function hoverMainImage(page: Page) {
    const box = (await page.locator(slides).first().boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.25);
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
    await page.waitForTimeout(800);
  }

  test('slider, zoom and lightbox off (the spec\'s shop): the gallery shows, with no controls, no zoom and no lightbox', async ({ page }) => {
    await open(page, `${PRODUCT}?wc_gallery=off`);
    await expect(page.locator(gallery)).toHaveCSS('opacity', '1');
    await expect(page.locator(`${gallery} .flex-control-thumbs, ${gallery} .flex-control-paging, ${gallery} .flex-direction-nav`)).toHaveCount(0);
    await expect(page.locator(trigger)).toHaveCount(0);
    // Every slide stays where the theme put it: none is made inert by a carousel.
    expect(await page.locator(slides).evaluateAll((els) => els.filter((el) => el.hasAttribute('inert')).length)).toBe(0);
    await hoverMainImage(page);
    await expect(page.locator('.zoomImg')).toHaveCount(0);
    // An image's link is the browser's: it opens the full-size image.
    const href = await page.locator(slides).first().locator('a').getAttribute('href');
    await page.locator(slides).first().locator('a').click();
    await expect(page).toHaveURL(new URL(href!, page.url()).href);
    await expect(page.locator('.glightbox-container')).toHaveCount(0);
  });

  test('each feature on alone adds only itself', async ({ page }) => {
    await open(page, `${PRODUCT}?wc_gallery=slider`);
    await expect(page.locator(thumbs)).toHaveCount(4);
    await expect(page.locator(trigger)).toHaveCount(0);
    await hoverMainImage(page);
    await expect(page.locator('.zoomImg')).toHaveCount(0);

    await open(page, `${PRODUCT}?wc_gallery=zoom`);
    await expect(page.locator(`${gallery} .flex-control-thumbs`)).toHaveCount(0);
    await expect(page.locator(trigger)).toHaveCount(0);
    await hoverMainImage(page);
    await expect(page.locator(`${slides} .zoomImg`)).toHaveCount(1);

    await open(page, `${PRODUCT}?wc_gallery=lightbox`);
    await expect(page.locator(`${gallery} .flex-control-thumbs`)).toHaveCount(0);
    await hoverMainImage(page);
    await expect(page.locator('.zoomImg')).toHaveCount(0);
    await page.locator(trigger).click();
    await expect(page.locator('.glightbox-container')).toBeVisible();
    await expect(page.locator('.wi-lightbox-counter')).toHaveText('1 / 4');
  });
});
