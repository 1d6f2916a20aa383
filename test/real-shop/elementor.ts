// What a shopper looks at and does on the real shop's Elementor pages (../shared/real-shop/README.md,
// "Elementor and PRO Elements"): /elementor-demo/ and pages built like it for one test.
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO = '/elementor-demo/';

/**
 * The page's popups counted as shown once this session, as Elementor Pro records it
 * (`sessionStorage['popup-<id>-impressions-count']`): the demo's offer, which would open over the page
 * after 2 s, stays shut. Its journeys are another file's.
 */
export async function popupsSeen(page: Page, path = DEMO): Promise<void> {
  const response = await page.request.get(path);
  expect(response.status(), `${path} answers: install the real shop with ELEMENTOR=1`).toBe(200);
  const ids = [...(await response.text()).matchAll(/data-elementor-type="popup" data-elementor-id="(\d+)"/g)].map((m) => m[1] ?? '');
  await page.addInitScript((popups: string[]) => {
    for (const id of popups) sessionStorage.setItem(`popup-${id}-impressions-count`, '1');
  }, ids);
}

/** Opens an Elementor page with its popups already seen. */
export async function openElementorPage(page: Page, path = DEMO): Promise<void> {
  await popupsSeen(page, path);
  await page.goto(path);
}

/**
 * Moves the mouse onto the middle of an element the way a hand does, a few pixels at a time (SmartMenus
 * takes the pointer for a mouse only after two moves within 4 px).
 */
export async function mouseOnto(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the element has no box to move onto');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x - 12, y);
  await page.mouse.move(x, y, { steps: 6 });
}

/** Moves the mouse to the page's top left corner, away from every widget. */
export async function mouseAway(page: Page): Promise<void> {
  await page.mouse.move(12, 12, { steps: 4 });
}

export function navMenu(page: Page) {
  const widget = page.locator('.elementor-widget-nav-menu');
  const main = widget.locator('nav.elementor-nav-menu--main');
  const dropdown = widget.locator('nav.elementor-nav-menu--dropdown.elementor-nav-menu__container');
  return {
    widget,
    main,
    /** The main menu's parent item and its sub-menu. */
    parent: main.getByRole('link', { name: 'Kategorier' }),
    sub: main.locator('ul.sub-menu'),
    toggle: widget.locator('.elementor-menu-toggle'),
    dropdown,
    dropdownParent: dropdown.getByRole('link', { name: 'Kategorier' }),
    dropdownSub: dropdown.locator('ul.sub-menu'),
  };
}

export function carousel(page: Page) {
  const widget = page.locator('.elementor-widget-image-carousel');
  return {
    widget,
    track: widget.locator('.elementor-image-carousel-wrapper'),
    next: widget.locator('.elementor-swiper-button-next'),
    prev: widget.locator('.elementor-swiper-button-prev'),
    dot: (n: number) => widget.locator('.swiper-pagination-bullet').nth(n - 1),
  };
}

/** The photos the shopper sees in the carousel, left to right (each slide's image, by its alt text). */
export async function slidesInView(page: Page): Promise<string[]> {
  return carousel(page).track.evaluate((track) => {
    const frame = track.getBoundingClientRect();
    return [...track.querySelectorAll('.swiper-slide')]
      .map((slide) => ({ slide, box: slide.getBoundingClientRect() }))
      .filter(({ box }) => box.right > frame.left + 20 && box.left < frame.right - 20)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ slide }) => slide.querySelector('img')?.getAttribute('alt') ?? '');
  });
}

/**
 * The first photo in view once the carousel is at rest ('' while it moves): Swiper ignores a click on
 * an arrow of a looping carousel that is still moving, as a shopper waiting for it never notices.
 */
export async function firstSlide(page: Page): Promise<string> {
  const where = () => carousel(page).track.evaluate((track) => [...track.querySelectorAll('.swiper-slide')].map((slide) => Math.round(slide.getBoundingClientRect().left)).join(','));
  const before = await where();
  await page.waitForTimeout(150);
  if ((await where()) !== before) return '';
  return (await slidesInView(page))[0] ?? '';
}

/**
 * Drags the carousel with the mouse by `slides` slide widths (negative: towards the next ones), in
 * small steps.
 */
export async function dragCarousel(page: Page, slides: number): Promise<void> {
  const { track } = carousel(page);
  await track.scrollIntoViewIfNeeded();
  const box = await track.boundingBox();
  const slide = await track.locator('.swiper-slide').first().boundingBox();
  if (!box || !slide) throw new Error('the carousel has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const distance = slides * slide.width;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(x + (distance * i) / 12, y);
  await page.mouse.up();
}

export function tabs(page: Page) {
  const widget = page.locator('.elementor-widget-tabs');
  return {
    widget,
    /** The desktop layout's tab, by its title. */
    tab: (name: string) => widget.locator('.elementor-tab-desktop-title', { hasText: name }),
    /** The panel the shopper sees. */
    shown: widget.locator('.elementor-tab-content:visible'),
  };
}

export function menuCart(page: Page) {
  const widget = page.locator('.elementor-widget-woocommerce-menu-cart');
  return {
    widget,
    toggle: widget.locator('#elementor-menu-cart__toggle_button'),
    count: widget.locator('.elementor-button-icon-qty'),
    subtotal: widget.locator('.elementor-menu-cart__toggle_button .elementor-button-text'),
    cart: widget.locator('.elementor-menu-cart__main'),
    items: widget.locator('.elementor-menu-cart__main .woocommerce-mini-cart-item, .elementor-menu-cart__main .elementor-menu-cart__product'),
    close: widget.locator('.elementor-menu-cart__close-button, .elementor-menu-cart__close-button-custom'),
  };
}

/** The count in the menu cart's bubble, as shown and as its `data-counter` says. */
export async function expectMenuCartCount(page: Page, count: number): Promise<void> {
  const { count: bubble } = menuCart(page);
  await expect(bubble).toHaveText(String(count));
  await expect(bubble).toHaveAttribute('data-counter', String(count));
}

/**
 * Waits until the page's jQuery requests are answered: after an add, Elementor Pro's menu cart (its
 * runtime, plugin off) asks for its own fragments and replaces its toggle with the answer, closing a
 * cart opened meanwhile. `waitForLoadState('networkidle')` would not wait: the page was idle once.
 */
export async function jqueryRequestsAnswered(page: Page): Promise<void> {
  await page.waitForFunction(() => ((window as unknown as { jQuery?: { active: number } }).jQuery?.active ?? 0) === 0);
}

/** A product card of the products widget, by its title. */
export function productCard(page: Page, title: string): Locator {
  return page.locator('.elementor-widget-woocommerce-products ul.products li.product').filter({ has: page.locator('.woocommerce-loop-product__title', { hasText: title }) });
}

/**
 * The state markers (`data-wi-<island>`) the bundle's page-builder islands put on the page (widgets,
 * documents, the body): none means none of them took anything over.
 */
export async function pageBuilderMarkers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ours = /^data-wi-(elementor-|page-builder|popup|off-canvas|sticky|entrance-animation|lazy-background|share-buttons|loop-filter|template-scroll|carousel)/;
    const found = new Set<string>();
    for (const el of [document.body, ...document.querySelectorAll('.elementor, .elementor *')]) {
      for (const attr of el.attributes) if (ours.test(attr.name)) found.add(attr.name);
    }
    return [...found].sort();
  });
}

/** Whether the page builder's front end (Elementor's, Pro's) runs on the page. */
export async function pageBuilderRuns(page: Page): Promise<{ elementor: boolean; pro: boolean }> {
  return page.evaluate(() => ({
    elementor: typeof (window as unknown as { elementorFrontend?: unknown }).elementorFrontend === 'object',
    pro: typeof (window as unknown as { elementorProFrontend?: unknown }).elementorProFrontend === 'object',
  }));
}

/** A widget of the test's own page (`elementor-page` in wp.php), as a JSON list for it. */
export function widgetsJson(widgets: Array<{ widgetType: string; settings?: Record<string, unknown> }>): string {
  return JSON.stringify(widgets);
}

/** The first photo in view, waiting for the carousel to come to rest. */
export async function slideAtRest(page: Page): Promise<string> {
  let first = '';
  await expect.poll(async () => (first = await firstSlide(page))).not.toBe('');
  return first;
}
