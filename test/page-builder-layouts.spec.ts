import { expect, test, type Page } from '@playwright/test';
import { holdRequests, mounted } from './helpers';
import { installPausedClock } from './page-builder-helpers';

test.use({ viewport: { width: 1280, height: 900 } });

const TIP_BAR = '.elementor-element-b2c0002:not(.elementor-sticky__spacer)';
const SIDE_NOTE = '.elementor-element-b2c0005:not(.elementor-sticky__spacer)';

/** Scrolls until the element's natural place is `past` px above the viewport's top. */
const scrollPast = (page: Page, selector: string, past: number) => scrollFrom(page, selector, 'top', past);

/**
 * Scrolls to `by` px past the element's top or bottom edge where it is now, measured and scrolled in
 * one go, as a shopper scrolls to what they see: the carousel and the masonry grid above can still
 * change its place after it is first measured.
 */
const scrollFrom = (page: Page, selector: string, edge: 'top' | 'bottom', by: number) =>
  page.locator(selector).evaluate((el, [side, px]) => window.scrollTo(0, el.getBoundingClientRect()[side] + window.scrollY + px), [edge, by] as const);

const top = (page: Page, selector: string) => page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));

test.describe('sticky elements', () => {
  test('a bar whose sticky_on is the single string "desktop" sticks on desktop', async ({ page }) => {
    await page.goto('/koksliv/');
    await mounted(page, TIP_BAR, 'sticky');
    await scrollPast(page, TIP_BAR, 200);
    await expect(page.locator(TIP_BAR)).toHaveClass(/elementor-sticky--active/);
    await expect(page.locator(TIP_BAR)).toHaveCSS('position', 'fixed');
    expect(await top(page, TIP_BAR)).toBe(0);
  });

  test('…and not on a tablet', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    await page.goto('/koksliv/');
    await mounted(page, TIP_BAR, 'sticky');
    await scrollPast(page, SIDE_NOTE, 200);
    await expect(page.locator(SIDE_NOTE)).toHaveClass(/elementor-sticky--active/);
    await expect(page.locator(TIP_BAR)).not.toHaveClass(/elementor-sticky/);
    await expect(page.locator(TIP_BAR)).not.toHaveCSS('position', 'fixed');
  });

  test('sticky_parent: it sticks 80 px down while its container passes, then stays at the container\'s end', async ({ page }) => {
    await page.goto('/koksliv/');
    await mounted(page, SIDE_NOTE, 'sticky');
    const PARENT = '.elementor-element-b2c0004 > .e-con-inner';
    const parent = page.locator(PARENT);
    await scrollFrom(page, PARENT, 'top', 200);
    await expect(page.locator(SIDE_NOTE)).toHaveClass(/elementor-sticky--active/);
    await expect.poll(() => top(page, SIDE_NOTE)).toBe(80);

    // Scrolled until the container's end is 150 px from the top: the note rides up with it.
    await scrollFrom(page, PARENT, 'bottom', -150);
    await expect(page.locator(SIDE_NOTE)).toHaveCSS('position', 'absolute');
    const [note, box] = await Promise.all([page.locator(SIDE_NOTE).boundingBox(), parent.boundingBox()]);
    expect(Math.abs(note!.y + note!.height - (box!.y + box!.height))).toBeLessThan(1.5);
    expect(note!.y).toBeLessThan(80);

    // Back up: fixed at 80 px again.
    await scrollFrom(page, PARENT, 'top', 200);
    await expect(page.locator(SIDE_NOTE)).toHaveCSS('position', 'fixed');
    await expect.poll(() => top(page, SIDE_NOTE)).toBe(80);
  });
});

test.describe('a carousel set to fade', () => {
  const FADER = '.elementor-element-b2c0021';
  const slides = (page: Page) => page.locator(`${FADER} .swiper-slide`);

  test('cross-fades one slide into the next in place instead of sliding', async ({ page }) => {
    await page.goto('/koksliv/');
    await page.locator(FADER).scrollIntoViewIfNeeded();
    await mounted(page, FADER, 'elementor-carousel');
    await expect(page.locator(`${FADER} .swiper`)).toHaveClass(/swiper-fade/);
    await expect(slides(page).nth(0)).toHaveClass(/swiper-slide-active/);
    await expect(slides(page).nth(0)).toHaveCSS('opacity', '1');
    await expect(slides(page).nth(1)).toHaveCSS('opacity', '0');

    // Watched frame by frame through the 500 ms move: the next slide stays where the first is and
    // only its opacity changes.
    const frames = await page.evaluate(async (selector) => {
      const all = [...document.querySelectorAll<HTMLElement>(`${selector} .swiper-slide`)];
      const frame = document.querySelector(`${selector} .swiper`)!.getBoundingClientRect();
      const seen: { left: number; opacity: number }[] = [];
      document.querySelector<HTMLElement>(`${selector} .elementor-swiper-button-next`)!.click();
      const end = performance.now() + 700;
      while (performance.now() < end) {
        await new Promise(requestAnimationFrame);
        seen.push({ left: Math.round(all[1]!.getBoundingClientRect().left - frame.left), opacity: Number(getComputedStyle(all[1]!).opacity) });
      }
      return seen;
    }, FADER);
    expect(new Set(frames.map((f) => f.left))).toEqual(new Set([0]));
    expect(frames.some((f) => f.opacity > 0.05 && f.opacity < 0.95)).toBe(true);
    expect(frames.at(-1)!.opacity).toBe(1);
    await expect(slides(page).nth(1)).toHaveClass(/swiper-slide-active/);
    await expect(slides(page).nth(0)).toHaveCSS('opacity', '0');
    await expect(slides(page).nth(0)).toHaveCSS('pointer-events', 'none');
  });
});

test.describe('a stretched element', () => {
  const BANNER = '.elementor-element-b2c0030';
  const PLAIN = '.elementor-element-b2c0032';
  const edges = (page: Page, selector: string) => page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: Math.round(r.left), width: Math.round(r.width), viewport: document.documentElement.clientWidth };
  });

  test('reaches from edge to edge of the viewport out of the boxed content, and again after a resize', async ({ page }) => {
    await page.goto('/koksliv/');
    const plain = await edges(page, PLAIN);
    expect(plain.left).toBeGreaterThan(0);
    await expect.poll(() => edges(page, BANNER)).toEqual({ left: 0, width: plain.viewport, viewport: plain.viewport });

    await page.setViewportSize({ width: 1600, height: 900 });
    await expect.poll(() => edges(page, BANNER)).toEqual({ left: 0, width: (await edges(page, BANNER)).viewport, viewport: (await edges(page, BANNER)).viewport });
    expect((await edges(page, BANNER)).width).toBeGreaterThan(1500);
  });
});

test.describe('a masonry grid of posts', () => {
  const GRID = '.elementor-element-b2c0041 .elementor-posts-container';

  /** How far each post's top is from the bottom of the post `columns` before it (the one above it), px. */
  const gapsAbove = (page: Page, columns: number) => page.locator(GRID).evaluate((grid, cols) => {
    const boxes = [...grid.children].map((el) => el.getBoundingClientRect());
    return boxes.slice(cols).map((box, i) => Math.round(box.top - boxes[i]!.bottom));
  }, columns);

  test('stacks each post 35 px (the row gap) below the one above it, in 3 columns and in 2 on a tablet', async ({ page }) => {
    await page.goto('/koksliv/');
    await expect(page.locator(GRID)).toHaveClass(/elementor-posts-masonry/);
    // The posts differ in height, so in plain rows most would sit further down.
    await expect.poll(() => gapsAbove(page, 3)).toEqual([35, 35, 35, 35]);
    const tops = await page.locator(GRID).evaluate((grid) => [...grid.children].slice(3, 6).map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBeGreaterThan(1);

    await page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(() => gapsAbove(page, 2)).toEqual([35, 35, 35, 35, 35]);
  });

  test('is laid out right when the shopper is already at the page\'s foot: pulling the posts up shortens the page and moves the scroll', async ({ page }) => {
    // The layout's code held back until the shopper has scrolled to the foot (a page reopened where it
    // was left, a link to something below the grid).
    const release = await holdRequests(page, /\/chunks\/masonry-\w+\.js$/);
    await page.goto('/koksliv/');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    release();
    await expect(page.locator(GRID)).toHaveClass(/elementor-posts-masonry/);
    await expect.poll(() => gapsAbove(page, 3)).toEqual([35, 35, 35, 35]);
  });
});

test.describe('motion effects', () => {
  const PICTURE = '.elementor-element-b2c0051';
  const CONTENT = `${PICTURE} > .elementor-widget-container`;
  /** How far the picture's content is moved down from where the widget lays it out, px. */
  const drift = (page: Page) => page.locator(PICTURE).evaluate((widget) => {
    const content = widget.querySelector(':scope > .elementor-widget-container')!;
    return Math.round(content.getBoundingClientRect().top - widget.getBoundingClientRect().top);
  });
  /** How many px the drift is from `px` (scroll positions are whole pixels, so a percentage is met to within a px or two). */
  const off = async (page: Page, px: number) => Math.abs((await drift(page)) - px);
  /** Scrolls until the widget has passed `percent` % of its way through the viewport. */
  const passTo = (page: Page, percent: number) => page.locator(PICTURE).evaluate((widget, p) => {
    const box = widget.getBoundingClientRect();
    const top = innerHeight - (p / 100) * (innerHeight + box.height);
    window.scrollBy(0, box.top - top);
  }, percent);

  test('a picture drifts with the scroll: 100 px down a quarter of the way through the viewport, level halfway, 100 px up at three quarters', async ({ page }) => {
    await page.goto('/koksliv/');
    await passTo(page, 25);
    await expect(page.locator(CONTENT)).toHaveClass(/elementor-motion-effects-element/);
    await expect(page.locator(PICTURE)).toHaveClass(/elementor-motion-effects-parent/);
    await expect.poll(() => off(page, 100)).toBeLessThanOrEqual(2);
    await passTo(page, 50);
    await expect.poll(() => off(page, 0)).toBeLessThanOrEqual(2);
    await passTo(page, 75);
    await expect.poll(() => off(page, -100)).toBeLessThanOrEqual(2);
  });

  test('its effect is for desktops: 200 ms after the window narrows to a tablet it is taken off', async ({ page }) => {
    await installPausedClock(page);
    await page.goto('/koksliv/');
    await passTo(page, 25);
    for (let i = 0; i < 50 && (await off(page, 100)) > 2; i++) await page.clock.runFor(20);
    expect(await off(page, 100)).toBeLessThanOrEqual(2);

    await page.evaluate(() => window.addEventListener('resize', () => ((window as any).resizeSeen = true), { once: true }));
    await page.setViewportSize({ width: 900, height: 900 });
    // The 200 ms count from the page's resize event, which a loaded machine may deliver late.
    await page.waitForFunction(() => (window as any).resizeSeen === true);
    await page.clock.runFor(180);
    await expect(page.locator(CONTENT)).toHaveClass(/elementor-motion-effects-element/);
    await page.clock.runFor(40);
    await expect(page.locator(CONTENT)).not.toHaveClass(/elementor-motion-effects-element/);
    expect(await drift(page)).toBe(0);
  });
});

test('a masonry loop grid of products with no columns or gap set is laid out in 3 columns, 30 px apart', async ({ page }) => {
  const GRID = '.elementor-element-b2c0061 .elementor-loop-container';
  await page.goto('/koksliv/');
  await expect(page.locator(GRID)).toHaveClass(/elementor-posts-masonry/);
  // The theme's grid puts 28 px between rows; the Masonry helper's 30 px default wins.
  await expect.poll(() => page.locator(GRID).evaluate((grid) => {
    const boxes = [...grid.children].map((el) => el.getBoundingClientRect());
    return boxes.slice(3).map((box, i) => Math.round(box.top - boxes[i]!.bottom));
  })).toEqual([30, 30, 30]);
});

test('mouse track: a note moves against the pointer, 50 px either way at the window\'s edges', async ({ page }) => {
  const NOTE = '.elementor-element-b2c0052';
  /** The note's content, moved from where the widget lays it out: [right, down] in px. */
  const moved = () => page.locator(NOTE).evaluate((widget) => {
    const box = widget.getBoundingClientRect();
    const content = widget.querySelector(':scope > .elementor-widget-container')!.getBoundingClientRect();
    return [Math.round(content.left - box.left), Math.round(content.top - box.top)];
  });
  await page.goto('/koksliv/');
  await page.locator(NOTE).scrollIntoViewIfNeeded();
  await expect(page.locator(`${NOTE} > .elementor-widget-container`)).toHaveClass(/elementor-motion-effects-element/);
  // Where the content sits before the pointer has moved (the paragraph's margin may put it lower).
  const [left, top] = await moved();
  await page.mouse.move(0, 450);
  await expect.poll(async () => (await moved()).map((px, i) => px - [left!, top!][i]!)).toEqual([50, 0]);
  await page.mouse.move(1279, 0);
  await expect.poll(async () => (await moved()).map((px, i) => px - [left!, top!][i]!)).toEqual([-50, 50]);
});

test('background motion effect: the section\'s background is a taller layer that slides up through its extra room as the page scrolls', async ({ page }) => {
  const SECTION = '.elementor-element-b2c0070';
  const LAYER = `${SECTION} > .elementor-motion-effects-container > .elementor-motion-effects-layer`;
  /** The layer's offset, its extra room, and the share (%) of the way the section's parent has passed through the viewport. */
  const state = () => page.locator(SECTION).evaluate((section: HTMLElement) => {
    const layer = section.querySelector<HTMLElement>(':scope > .elementor-motion-effects-container > .elementor-motion-effects-layer')!;
    const parent = section.parentElement!.getBoundingClientRect();
    const passed = Math.max(0, Math.min(1, (innerHeight - parent.top) / (innerHeight + parent.height))) * 100;
    return { offset: layer.getBoundingClientRect().top - section.getBoundingClientRect().top, room: layer.offsetHeight - section.offsetHeight, passed };
  });
  await page.goto('/koksliv/');
  await page.locator(SECTION).scrollIntoViewIfNeeded();
  await expect(page.locator(SECTION)).toHaveClass(/elementor-motion-effects-element-type-background/);
  await expect(page.locator(LAYER)).toHaveCount(1);
  const section = await page.locator(SECTION).evaluate((el: HTMLElement) => el.offsetHeight);
  expect(Math.round((await page.locator(LAYER).evaluate((el: HTMLElement) => el.offsetHeight)) / section * 100)).toBe(140);
  for (const y of [0, 400]) {
    await page.evaluate((by) => window.scrollBy(0, by), y);
    await expect.poll(async () => {
      const { offset, room, passed } = await state();
      // Measurably moved (the parent is the whole page, so the share grows slowly), and by the rule.
      return Math.abs(offset + (room * passed) / 100) <= 2 && offset < -10;
    }).toBe(true);
  }
});
