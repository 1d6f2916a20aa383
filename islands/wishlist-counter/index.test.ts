import { afterEach, describe, expect, it, vi } from 'vitest';
import { expireAllCookies } from '../../test/unit-cookies';

// The counter's painting has its own tests: here, whether the placeholder starts it.
const followed: HTMLElement[] = [];
vi.mock('./count', () => ({ followCount: (host: HTMLElement) => (followed.push(host), () => {}) }));
const { default: definition } = await import('./index');

const host = () => document.createElement('span');
/** What the entry does when it finds a counter: its placeholder (a promise when the count shows at load), then its trigger. */
async function find(): Promise<{ atLoad: boolean; trigger: string }> {
  const counter = host();
  const work = definition.placeholder!(counter);
  if (work instanceof Promise) await work;
  return { atLoad: followed.splice(0).includes(counter), trigger: (definition.trigger as (host: HTMLElement) => string)(counter) };
}
// The page-state cookie jar is read once per task.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  expireAllCookies();
  localStorage.clear();
});

describe('when the wishlist counter is found', () => {
  it("waits for the shopper without TI's cookies, and does not read storage to find that out", async () => {
    localStorage.setItem('ti_wishlist_data', '{"counter":2}');
    const read = vi.spyOn(Storage.prototype, 'getItem');
    expect(await find()).toEqual({ atLoad: false, trigger: 'interaction' });
    expect(read).not.toHaveBeenCalled();
  });

  it("shows the count at load without React for a logged-in shopper's cookies, or a guest's list with cached data", async () => {
    document.cookie = 'tinvwl_wishlists_data_counter=3; path=/';
    expect(await find()).toEqual({ atLoad: true, trigger: 'interaction' });
    expireAllCookies();
    await nextTask();
    document.cookie = 'tinv_wishlistkey=a1b2c3; path=/';
    expect(await find()).toEqual({ atLoad: false, trigger: 'interaction' });
    localStorage.setItem('ti_wishlist_data', '{"counter":2}');
    expect(await find()).toEqual({ atLoad: true, trigger: 'interaction' });
  });
});
