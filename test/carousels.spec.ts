import { expect, test, type Locator, type Page } from '@playwright/test';
import { mounted } from './helpers';

const IMAGES = '.elementor-element-c1a0001';
const SINGLE = '.elementor-element-c1a0002';
const LOOP = '.elementor-element-c1a0003';
const REY = '.elementor-element-c1a0004 .reyEl-productGrid';

/** Index of the slide carrying `className`, among the slides of a carousel. */
const indexOf = (slides: Locator, className: string) =>
  slides.evaluateAll((all, name) => all.findIndex((s) => s.classList.contains(name)), className);

/** How many slides are (at least mostly) inside the visible box of `box`. */
function inView(page: Page, box: string, slides: string): Promise<number[]> {
  return page.evaluate(([boxSel, slideSel]) => {
    const frame = document.querySelector(boxSel)!.getBoundingClientRect();
    return [...document.querySelectorAll(slideSel)].flatMap((s, i) => {
      const r = s.getBoundingClientRect();
      const visible = Math.min(r.right, frame.right) - Math.max(r.left, frame.left);
      return visible > r.width / 2 ? [i] : [];
    });
  }, [box, slides] as const);
}

async function openImages(page: Page, query = ''): Promise<void> {
  await page.goto(`/inspiration/${query}`, { waitUntil: 'domcontentloaded' });
  // The pointer over it (from before it starts) holds its autoplay while a test looks at it.
  await page.locator(`${IMAGES} .swiper-wrapper`).hover();
  await mounted(page, IMAGES, 'elementor-carousel');
}

test.describe('the image carousel', () => {
  const slides = (page: Page) => page.locator(`${IMAGES} .swiper-slide`);
  const bullets = (page: Page) => page.locator(`${IMAGES} .swiper-pagination-bullet`);

  test("starts with Swiper's classes, three slides in view, labelled arrows and a dot per slide", async ({ page }) => {
    await openImages(page);
    const root = page.locator(`${IMAGES} .elementor-image-carousel-wrapper`);
    await expect(root).toHaveClass(/swiper-initialized/);
    await expect(root).toHaveClass(/swiper-horizontal/);
    expect(await inView(page, `${IMAGES} .swiper`, `${IMAGES} .swiper-slide`)).toEqual([0, 1, 2]);
    await expect(slides(page).nth(0)).toHaveClass(/swiper-slide-active/);
    await expect(slides(page).nth(1)).toHaveClass(/swiper-slide-next/);
    await expect(slides(page).nth(7)).toHaveClass(/swiper-slide-prev/);
    // Slides out of view are out of the tab order and hidden from screen readers.
    await expect(slides(page).nth(4)).toHaveAttribute('aria-hidden', 'true');
    expect(await slides(page).nth(4).evaluate((s) => s.hasAttribute('inert'))).toBe(true);
    expect(await slides(page).nth(1).evaluate((s) => s.hasAttribute('inert') || s.hasAttribute('aria-hidden'))).toBe(false);

    await expect(page.locator(`${IMAGES} .elementor-swiper-button-prev`)).toHaveAttribute('aria-label', 'Föregående bild');
    await expect(page.locator(`${IMAGES} .elementor-swiper-button-next`)).toHaveAttribute('aria-label', 'Nästa bild');
    await expect(bullets(page)).toHaveCount(8);
    await expect(bullets(page).first()).toHaveClass(/swiper-pagination-bullet-active/);
    await expect(bullets(page).first()).toHaveAttribute('aria-current', 'true');
    await expect(bullets(page).first()).toHaveAttribute('tabindex', '0');
    await expect(bullets(page).nth(1)).not.toHaveAttribute('tabindex');
    await expect(bullets(page).nth(1)).toHaveAttribute('aria-label', 'Gå till bild 2');
    await expect(page.locator(`${IMAGES} .swiper-pagination`)).toHaveClass(/swiper-pagination-bullets/);

    // The slide width leaves room for the 16 px gaps between three slides.
    const [slideWidth, frameWidth] = await page.locator(`${IMAGES} .swiper-wrapper`).evaluate((w) => [w.children[0]!.getBoundingClientRect().width, w.getBoundingClientRect().width]);
    expect(Math.abs(slideWidth! * 3 + 32 - frameWidth!)).toBeLessThan(2);
  });

  test('arrows and dots move it, it loops past the ends, and Enter and Space work on them', async ({ page }) => {
    await openImages(page);
    const next = page.locator(`${IMAGES} .elementor-swiper-button-next`);
    const prev = page.locator(`${IMAGES} .elementor-swiper-button-prev`);
    await next.click();
    await expect(slides(page).nth(1)).toHaveClass(/swiper-slide-active/);
    await expect(bullets(page).nth(1)).toHaveClass(/swiper-pagination-bullet-active/);
    await prev.click();
    await expect(slides(page).nth(0)).toHaveClass(/swiper-slide-active/);
    await prev.click();
    await expect(slides(page).nth(7)).toHaveClass(/swiper-slide-active/);
    await expect(prev).not.toHaveClass(/swiper-button-disabled/);

    await bullets(page).nth(4).click();
    await expect(slides(page).nth(4)).toHaveClass(/swiper-slide-active/);
    await expect(bullets(page).nth(4)).toHaveAttribute('tabindex', '0');
    await bullets(page).nth(4).focus();
    await page.keyboard.press('ArrowRight');
    await expect(slides(page).nth(5)).toHaveClass(/swiper-slide-active/);
    await expect(bullets(page).nth(5)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slides(page).nth(3)).toHaveClass(/swiper-slide-active/);

    await next.focus();
    await page.keyboard.press('Enter');
    await expect(slides(page).nth(4)).toHaveClass(/swiper-slide-active/);
    await page.keyboard.press(' ');
    await expect(slides(page).nth(5)).toHaveClass(/swiper-slide-active/);
  });

  test('set to run right to left, the arrow keys follow it: right goes back, left goes on', async ({ page }) => {
    await openImages(page, '?carousel_direction=rtl');
    await expect(page.locator(`${IMAGES} .swiper`)).toHaveAttribute('dir', 'rtl');
    await bullets(page).nth(4).click();
    await expect(slides(page).nth(4)).toHaveClass(/swiper-slide-active/);
    await bullets(page).nth(4).focus();
    await page.keyboard.press('ArrowRight');
    await expect(slides(page).nth(3)).toHaveClass(/swiper-slide-active/);
    // Slide 3 sits to the right of slide 4: the key went the way the carousel moved.
    expect(await page.evaluate((sel) => {
      const [three, four] = [3, 4].map((i) => document.querySelectorAll(sel)[i]!.getBoundingClientRect().left);
      return three! > four!;
    }, `${IMAGES} .swiper-slide`)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slides(page).nth(5)).toHaveClass(/swiper-slide-active/);
  });

  test('lazy images load for the slides in view and one either side, and as it moves', async ({ page }) => {
    await openImages(page);
    const loaded = () => slides(page).evaluateAll((all) => all.flatMap((s, i) => (s.querySelector('img[data-src]') ? [] : [i])));
    expect(await loaded()).toEqual([0, 1, 2, 3, 7]);
    await expect(slides(page).nth(0).locator('img')).toHaveClass(/swiper-lazy-loaded/);
    await expect(slides(page).nth(0).locator('.swiper-lazy-preloader')).toHaveCount(0);
    await expect(slides(page).nth(5).locator('img')).not.toHaveAttribute('src');
    await page.locator(`${IMAGES} .elementor-swiper-button-next`).click();
    await expect(slides(page).nth(1)).toHaveClass(/swiper-slide-active/);
    expect(await loaded()).toEqual([0, 1, 2, 3, 4, 7]);
  });

  test('autoplay moves every 5 s, waits while hovered, stops on focus until the pointer leaves, and stops for good after the arrows are used', async ({ page }) => {
    // Every fake second runs the page's animation frames; a busy machine needs the time.
    test.setTimeout(60_000);
    await page.clock.install({ time: Date.now() });
    await openImages(page);
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 3000);
    const active = () => indexOf(slides(page), 'swiper-slide-active');

    // Hovered: it waits.
    await page.clock.runFor(6_000);
    expect(await active()).toBe(0);
    await page.mouse.move(5, 5);
    await page.clock.runFor(4_900);
    expect(await active()).toBe(0);
    await page.clock.runFor(800);
    expect(await active()).toBe(1);
    await page.clock.runFor(5_600);
    expect(await active()).toBe(2);

    // Focus inside stops it: focus leaving does not restart it, the pointer leaving does.
    await page.locator(`${IMAGES} .swiper-pagination-bullet-active`).focus();
    await page.clock.runFor(6_000);
    expect(await active()).toBe(2);
    await page.locator('h1').click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(11_000);
    expect(await active()).toBe(2);
    await page.locator(`${IMAGES} .swiper-wrapper`).hover();
    await page.mouse.move(5, 5);
    await page.clock.runFor(5_600);
    expect(await active()).toBe(3);

    // pause_on_interaction: the arrows end it.
    await page.locator(`${IMAGES} .elementor-swiper-button-next`).click();
    await page.clock.runFor(600);
    expect(await active()).toBe(4);
    await page.locator('h1').click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(6_000);
    expect(await active()).toBe(4);
  });

  test("drags end as the page builder's Swiper 8 ends them: the track follows at once, a quick drag goes on, a slow one only past half a slide", async ({ page }) => {
    test.setTimeout(60_000);
    await page.clock.install({ time: Date.now() });
    await openImages(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now()) + 1000);
    const active = () => indexOf(slides(page), 'swiper-slide-active');
    const firstLeft = () => slides(page).nth(0).evaluate((s) => Math.round(s.getBoundingClientRect().left));
    const box = (await page.locator(`${IMAGES} .swiper-wrapper`).boundingBox())!;
    const slideWidth = (await slides(page).nth(0).boundingBox())!.width;
    const y = box.y + box.height / 2;
    const start = box.x + box.width / 2;
    const rest = await firstLeft();
    /** Drags left by `steps` moves of `px`, `ms` of page time apart, and lets go; returns the active slide once it settles. */
    const drag = async (steps: number, px: number, ms: number) => {
      await page.mouse.move(start, y);
      await page.mouse.down();
      for (let i = 1; i <= steps; i++) {
        await page.clock.runFor(ms);
        await page.mouse.move(start - i * px, y);
      }
      await page.mouse.up();
      await page.clock.runFor(1000);
      return active();
    };

    // No threshold: the track follows the pointer from the first pixels.
    await page.mouse.move(start, y);
    await page.mouse.down();
    await page.mouse.move(start - 4, y);
    await page.clock.runFor(20);
    await page.mouse.move(start - 8, y);
    await page.clock.runFor(20);
    expect(await firstLeft()).toBeLessThan(rest);
    await page.mouse.move(start - 14, y);
    await page.clock.runFor(20);
    // Let go 14 px from the start, quickly: a short swipe goes on to the next slide.
    await page.mouse.up();
    await page.clock.runFor(1000);
    expect(await active()).toBe(1);

    // 60 px slowly (5 px every 100 ms, well under half a slide): a long swipe goes back.
    expect(await drag(12, 5, 100)).toBe(1);
    // Past half a slide, slowly: on to the next.
    expect(await drag(12, Math.ceil((slideWidth * 0.6) / 12), 100)).toBe(2);
    // A slide and a third in 30 ms: the slide let go over, plus one (no throw beyond it).
    expect(await drag(6, Math.ceil((slideWidth * 1.3) / 6), 5)).toBe(4);
  });

  test('a one-image carousel is left as it is', async ({ page }) => {
    await page.goto('/inspiration/');
    await page.locator(SINGLE).scrollIntoViewIfNeeded();
    await mounted(page, SINGLE, 'elementor-carousel');
    await expect(page.locator(`${SINGLE} .elementor-image-carousel-wrapper`)).not.toHaveClass(/swiper-initialized/);
    expect(await page.locator(`${SINGLE} .swiper-wrapper`).evaluate((w) => w.hasAttribute('data-wi-carousel'))).toBe(false);
    await expect(page.locator(`${SINGLE} .swiper-slide`)).not.toHaveClass(/swiper-slide-active/);
    await expect(page.locator(`${SINGLE} .swiper-slide img`)).toBeVisible();
  });
});

for (const [screen, viewport] of [['desktop', { width: 1280, height: 720 }], ['tablet', { width: 820, height: 1000 }], ['mobile', { width: 414, height: 860 }]] as const) {
  test.describe(`on ${screen}`, () => {
    test.use({ viewport });
    test('starting the carousels moves nothing: each keeps its height and its arrows stay put', async ({ page }) => {
      // Where the server markup and the page's styles put them, with no script running.
      const layout = () => page.evaluate((widgets) => widgets.map((sel) => {
        const box = document.querySelector(sel)!.getBoundingClientRect();
        const arrow = document.querySelector(`${sel} .elementor-swiper-button-next, ${sel} .rey-arrowSvg--right`)?.getBoundingClientRect();
        return [sel, Math.round(box.height), arrow ? Math.round(arrow.top - box.top) : null];
      }), [IMAGES, LOOP, REY]);
      await page.route('**/woo-islands.js', (route) => route.abort());
      await page.goto('/inspiration/');
      const before = await layout();
      await page.unroute('**/woo-islands.js');

      await page.goto('/inspiration/');
      for (const [widget, island] of [[IMAGES, 'elementor-carousel'], [LOOP, 'elementor-carousel'], [REY, 'rey-product-carousel']] as const) {
        await page.locator(widget).scrollIntoViewIfNeeded();
        await mounted(page, widget, island);
      }
      // The dots are in.
      for (const widget of [IMAGES, LOOP]) await expect.poll(() => page.locator(`${widget} .swiper-pagination-bullet`).count()).toBeGreaterThan(1);
      expect(await layout()).toEqual(before);
    });
  });
}

test.describe('the image carousel on smaller screens', () => {
  test.describe('tablet', () => {
    test.use({ viewport: { width: 820, height: 1000 } });
    test('shows two slides', async ({ page }) => {
      await openImages(page);
      expect(await inView(page, `${IMAGES} .swiper`, `${IMAGES} .swiper-slide`)).toEqual([0, 1]);
    });
  });
  test.describe('mobile', () => {
    test.use({ viewport: { width: 414, height: 860 } });
    test('shows one slide', async ({ page }) => {
      await openImages(page);
      expect(await inView(page, `${IMAGES} .swiper`, `${IMAGES} .swiper-slide`)).toEqual([0]);
      await page.locator(`${IMAGES} .elementor-swiper-button-next`).click();
      await expect.poll(() => inView(page, `${IMAGES} .swiper`, `${IMAGES} .swiper-slide`)).toEqual([1]);
    });
  });
});

test.describe('the loop carousel of products', () => {
  const slides = (page: Page) => page.locator(`${LOOP} .swiper-slide`);

  test('shows four with the next peeking past the offset, disables its arrows at the ends, and adds to the cart', async ({ page }) => {
    await page.goto('/inspiration/');
    await page.locator(LOOP).scrollIntoViewIfNeeded();
    await mounted(page, LOOP, 'elementor-carousel');
    const root = page.locator(`${LOOP} .swiper`);
    await expect(root).toHaveClass(/offset-right/);
    await expect(root).toHaveClass(/swiper-initialized/);
    expect(await inView(page, `${LOOP} .swiper`, `${LOOP} .swiper-slide`)).toEqual([0, 1, 2, 3]);
    // The fifth product peeks in at the right, inside the carousel's offset.
    const [peekLeft, rootRight] = await page.evaluate((sel) => [
      document.querySelectorAll(`${sel} .swiper-slide`)[4]!.getBoundingClientRect().left,
      document.querySelector(`${sel} .swiper`)!.getBoundingClientRect().right,
    ], LOOP);
    expect(rootRight! - peekLeft!).toBeGreaterThan(40);

    const prev = page.locator(`${LOOP} .elementor-swiper-button-prev`);
    const next = page.locator(`${LOOP} .elementor-swiper-button-next`);
    await expect(prev).toHaveClass(/swiper-button-disabled/);
    await expect(prev).toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator(`${LOOP} .swiper-pagination-bullet`)).toHaveCount(6);
    for (let i = 1; i <= 5; i++) {
      await next.click();
      await expect(slides(page).nth(i)).toHaveClass(/swiper-slide-active/);
    }
    await expect(next).toHaveClass(/swiper-button-disabled/);
    await expect(prev).not.toHaveClass(/swiper-button-disabled/);
    await next.click({ force: true });
    await expect(slides(page).nth(5)).toHaveClass(/swiper-slide-active/);
    await expect(page.locator(`${LOOP} .swiper-pagination-bullet`).last()).toHaveClass(/swiper-pagination-bullet-active/);

    await slides(page).nth(6).locator('a.add_to_cart_button').click();
    await expect(page.locator('.rey-headerCart .__cart-count')).toHaveText('1');
  });
});

test.describe("Rey's product carousel", () => {
  const slides = (page: Page) => page.locator(`${REY} ul.products > li`);

  test("runs on Splide's markup with Rey's arrows, and loops on desktop", async ({ page }) => {
    await page.goto('/inspiration/');
    await page.locator(REY).scrollIntoViewIfNeeded();
    await mounted(page, REY, 'rey-product-carousel');
    await expect(page.locator(`${REY} .splide`)).toHaveClass(/is-initialized/);
    await expect(page.locator(`${REY} .splide`)).toHaveClass(/splide--loop/);
    await expect(slides(page).first()).toHaveClass(/splide__slide/);
    await expect(slides(page).first()).toHaveClass(/is-active/);
    expect(await slides(page).evaluateAll((all) => all.flatMap((s, i) => (s.classList.contains('is-visible') ? [i] : [])))).toEqual([0, 1, 2, 3]);
    const right = page.locator(`${REY} .rey-arrowSvg--right`);
    const left = page.locator(`${REY} .rey-arrowSvg--left`);
    await expect(right).toHaveAttribute('role', 'button');
    await expect(right).toHaveAttribute('tabindex', '0');
    await expect(right).toHaveAttribute('aria-label', 'Nästa bild');
    await expect(left).not.toHaveClass(/--disabled/);
    await right.click();
    await expect(slides(page).nth(1)).toHaveClass(/is-active/);
    await left.click();
    await left.click();
    await expect(slides(page).nth(7)).toHaveClass(/is-active/);
  });

  test("drags follow the slider library's rules: still for 10 px, back under 20 px, thrown on by speed × 600", async ({ page }) => {
    test.setTimeout(60_000);
    await page.clock.install({ time: Date.now() });
    await page.goto('/inspiration/', { waitUntil: 'domcontentloaded' });
    await page.locator(REY).scrollIntoViewIfNeeded();
    await mounted(page, REY, 'rey-product-carousel');
    await page.clock.pauseAt(await page.evaluate(() => Date.now()) + 1000);
    const active = () => indexOf(slides(page), 'is-active');
    const firstLeft = () => slides(page).nth(0).evaluate((s) => Math.round(s.getBoundingClientRect().left));
    const box = (await page.locator(`${REY} ul.products`).boundingBox())!;
    const y = box.y + box.height / 3;
    const start = box.x + box.width / 2;
    const rest = await firstLeft();
    const drag = async (steps: number, px: number, ms: number) => {
      await page.mouse.move(start, y);
      await page.mouse.down();
      for (let i = 1; i <= steps; i++) {
        await page.clock.runFor(ms);
        await page.mouse.move(start - i * px, y);
      }
      await page.mouse.up();
      await page.clock.runFor(1000);
      return active();
    };

    // The first 10 px leave the track where it is; past them it follows the pointer.
    await page.mouse.move(start, y);
    await page.mouse.down();
    for (const px of [4, 8]) {
      await page.mouse.move(start - px, y);
      await page.clock.runFor(20);
      expect(await firstLeft()).toBe(rest);
    }
    await page.mouse.move(start - 14, y);
    await page.clock.runFor(20);
    expect(await firstLeft()).toBe(rest - 14);
    // Let go 14 px from the start, quickly: under the 20 px swipe threshold, it goes back.
    await page.mouse.up();
    await page.clock.runFor(1000);
    expect(await active()).toBe(0);
    expect(await firstLeft()).toBe(rest);

    // 60 px slowly (5 px every 100 ms): thrown on only a few px, the nearest slide is still the first.
    expect(await drag(12, 5, 100)).toBe(0);
    // 60 px in 10 ms: thrown one carousel width on, four slides (of four in view) further.
    expect(await drag(3, 20, 5)).toBe(4);
  });

  test.describe('on mobile', () => {
    test.use({ viewport: { width: 414, height: 860 } });
    test('shows two products and stops at its ends (no looping there)', async ({ page }) => {
      await page.goto('/inspiration/');
      await page.locator(REY).scrollIntoViewIfNeeded();
      await mounted(page, REY, 'rey-product-carousel');
      await expect(page.locator(`${REY} .splide`)).toHaveClass(/splide--slide/);
      expect(await inView(page, `${REY} .splide__track`, `${REY} ul.products > li`)).toEqual([0, 1]);
      const left = page.locator(`${REY} .rey-arrowSvg--left`);
      await expect(left).toHaveClass(/--disabled/);
      await expect(left).toHaveAttribute('aria-disabled', 'true');
      await left.click({ force: true });
      await expect(slides(page).first()).toHaveClass(/is-active/);
      await page.locator(`${REY} .rey-arrowSvg--right`).click();
      await expect(slides(page).nth(1)).toHaveClass(/is-active/);
      await expect(left).not.toHaveClass(/--disabled/);
    });
  });
});

test.describe('the page-builder area', () => {
  test('calls no shop API while its widgets start and move: no admin-ajax, wc-ajax or REST call of its own', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      const api = url.pathname.endsWith('/admin-ajax.php') || url.searchParams.has('wc-ajax') || url.searchParams.has('reycore-ajax') || url.pathname.startsWith('/wp-json/');
      // Asked for on every page, page builder or not: the consent banner's cookie list, the wishlist's data.
      const everyPage = url.pathname === '/wp-json/complianz/v1/cookie_data' || url.searchParams.get('wc-ajax') === 'tinvwl';
      if (api && !everyPage) calls.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    await openImages(page);
    await page.locator(`${IMAGES} .elementor-swiper-button-next`).click();
    await expect(page.locator(`${IMAGES} .swiper-slide`).nth(1)).toHaveClass(/swiper-slide-active/);
    await page.locator(LOOP).scrollIntoViewIfNeeded();
    await mounted(page, LOOP, 'elementor-carousel');
    await page.locator(`${LOOP} .elementor-swiper-button-next`).click();
    await page.locator(REY).scrollIntoViewIfNeeded();
    await mounted(page, REY, 'rey-product-carousel');
    await page.locator(`${REY} .rey-arrowSvg--right`).click();
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
  });
});
