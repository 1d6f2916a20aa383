import type { Page } from '@playwright/test';

export const HOME_POPUPS = [301, 302, 303, 304, 305];

/** Seeds the page builder's `elementor` storage before any page script runs (every navigation). */
export async function seedElementorStorage(page: Page, values: Record<string, unknown>): Promise<void> {
  await page.addInitScript((seed) => {
    const record = JSON.parse(localStorage.getItem('elementor') || '{}');
    localStorage.setItem('elementor', JSON.stringify({ ...record, ...seed }));
  }, values);
}

/** Marks popups do-not-show-again, so tests of other parts see the page without them. */
export async function withoutPopups(page: Page, ids: number[] = HOME_POPUPS): Promise<void> {
  await seedElementorStorage(page, Object.fromEntries(ids.map((id) => [`popup_${id}_disable`, true])));
}

/** The page builder's storage as the page sees it. */
export async function elementorStorage(page: Page): Promise<Record<string, any>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('elementor') || '{}'));
}

/** Records every `elementor/popup/show|hide` heard natively on window and through jQuery on document. */
export async function recordPopupEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as any).popupEvents = seen;
    for (const type of ['elementor/popup/show', 'elementor/popup/hide']) {
      window.addEventListener(type, (event) => seen.push(`native ${type} ${(event as CustomEvent).detail.id}`));
    }
    document.addEventListener('DOMContentLoaded', () => {
      const $ = (window as any).jQuery;
      if (!$) return;
      for (const type of ['elementor/popup/show', 'elementor/popup/hide']) {
        $(document).on(type, (_event: unknown, id: number, instance: any) => seen.push(`jquery ${type} ${id} ${instance?.$element?.attr('data-elementor-id')}`));
      }
    });
  });
}

/** `/qa/popup/` with one popup (401) made of the given triggers, timing rules and settings. */
export function qaPopupUrl(triggers: object, timing: object = [], settings: object = {}): string {
  const q = new URLSearchParams({ triggers: JSON.stringify(triggers), timing: JSON.stringify(timing), settings: JSON.stringify(settings) });
  return `/qa/popup/?${q}`;
}

/**
 * With a paused clock (installPausedClock), steps it in small slices until the island has mounted:
 * idle callbacks wait for the clock, and the island's timers count from about now.
 */
export async function mountedUnderClock(page: Page, selector: string, island: string): Promise<void> {
  const element = page.locator(selector).first();
  for (let i = 0; i < 200; i++) {
    if ((await element.getAttribute(`data-wi-${island}`).catch(() => null)) === 'mounted') return;
    await page.clock.runFor(10);
  }
  throw new Error(`${island} on ${selector} did not mount`);
}

/** Playwright's clock, paused from the first script on: time moves only when the test says so. */
export async function installPausedClock(page: Page): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}
