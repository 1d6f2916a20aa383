import { expect, test, type Page } from '@playwright/test';
import { countShifts, mounted, shifts } from './helpers';

// Rey's scattered product grid on /utvalt/: 14 cards (two runs of the theme's 7), "load more" brings
// 4 more into the same list, and the related products below carry --prevent-scattered.
const PAGE = '/utvalt/';
const CARDS = '.reyEl-productGrid ul.rey-wcGrid-scattered > li.product';
const RELATED = 'section.related ul.products > li.product';
const BUTTON = 'button.rey-pg-loadmore';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Each card's variant (null: none) and whether it is drawn away from its place in the grid. */
const cards = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((items) => items.map((item) => ({
    variant: item.getAttribute('data-scattered-variant'),
    moved: getComputedStyle(item).transform !== 'none',
  })));

/** The variants of the cards, once every card has one. */
async function scattered(page: Page, count: number): Promise<number[]> {
  await expect.poll(async () => (await cards(page, CARDS)).filter((c) => c.variant !== null).length).toBe(count);
  return (await cards(page, CARDS)).map((c) => Number(c.variant));
}

/** One of the 8 variants each; none the same as its neighbour; none twice in a run of 7. */
function expectDealt(variants: number[]) {
  for (const v of variants) expect(v >= 1 && v <= 8 && Number.isInteger(v)).toBe(true);
  variants.slice(1).forEach((v, i) => expect(v).not.toBe(variants[i]));
  for (let run = 0; run < variants.length; run += 7) {
    const inRun = variants.slice(run, run + 7);
    expect(new Set(inRun).size).toBe(inRun.length);
  }
}

test('on desktop every card of the scattered grid is offset by one of 8 variants, and the page does not shift', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await countShifts(page);
  await page.goto(PAGE);
  const variants = await scattered(page, 14);
  expectDealt(variants);
  expect((await cards(page, CARDS)).every((c) => c.moved)).toBe(true);
  // A card is drawn off its grid cell, by at most a small part of its size.
  const [drawn, cell] = await page.locator(CARDS).first().evaluate((item) => {
    const box = item.getBoundingClientRect();
    const style = getComputedStyle(item);
    const matrix = new DOMMatrixReadOnly(style.transform);
    return [{ x: matrix.m41, y: matrix.m42 }, { width: box.width, height: box.height }];
  });
  expect(Math.abs(drawn.x) + Math.abs(drawn.y)).toBeGreaterThan(0);
  expect(Math.abs(drawn.x)).toBeLessThan(cell.width * 0.1);
  expect(Math.abs(drawn.y)).toBeLessThan(cell.height * 0.1);
  await page.waitForTimeout(300);
  expect(await shifts(page)).toBeLessThan(0.01);
});

test('two visits are dealt differently (the variants are random)', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const deals = new Set<string>();
  for (let visit = 0; visit < 3; visit += 1) {
    await page.goto(PAGE);
    deals.add((await scattered(page, 14)).join());
  }
  expect(deals.size).toBeGreaterThan(1);
});

test('the related products (--prevent-scattered) stay straight beside a scattered grid', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(PAGE);
  await scattered(page, 14);
  expect(await cards(page, RELATED)).toEqual(Array(4).fill({ variant: null, moved: false }));
});

test('on a phone the grid sits straight; widened to desktop, the same cards are offset', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(PAGE);
  const variants = await scattered(page, 14);
  expect((await cards(page, CARDS)).some((c) => c.moved)).toBe(false);
  await page.setViewportSize({ width: 1024, height: 844 });
  expect((await cards(page, CARDS)).some((c) => c.moved)).toBe(false);
  await page.setViewportSize({ width: 1025, height: 844 });
  expect(await cards(page, CARDS)).toEqual(variants.map((v) => ({ variant: String(v), moved: true })));
});

test('cards that "load more" appends get variants too, continuing the run; the first ones keep theirs', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(PAGE);
  const before = await scattered(page, 14);
  await page.locator(BUTTON).scrollIntoViewIfNeeded();
  await mounted(page, BUTTON, 'product-grid-load-more');
  await expect(page.locator(BUTTON)).toHaveClass(/--visible/);
  // From the keyboard: a pointer landing on the grid would mount its island, which scatters it anew.
  await page.locator(BUTTON).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(CARDS)).toHaveCount(18);
  const after = await scattered(page, 18);
  expect(after.slice(0, 14)).toEqual(before);
  expectDealt(after);
  expect((await cards(page, CARDS)).every((c) => c.moved)).toBe(true);
});
