import { afterEach, describe, expect, it, vi } from 'vitest';
import { expireAllCookies } from '../../test/unit-cookies';
import definition from './index';

const host = () => document.createElement('span');
const trigger = () => (definition.trigger as (host: HTMLElement) => string)(host());
// The page-state cookie jar is read once per task.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  expireAllCookies();
  localStorage.clear();
});

describe('when the wishlist counter mounts', () => {
  it("waits for the shopper without TI's cookies, and does not read storage to find that out", () => {
    localStorage.setItem('ti_wishlist_data', '{"counter":2}');
    const read = vi.spyOn(Storage.prototype, 'getItem');
    expect(trigger()).toBe('interaction');
    expect(read).not.toHaveBeenCalled();
  });

  it("mounts in idle time for a logged-in shopper's cookies, or a guest's list with cached data", async () => {
    document.cookie = 'tinvwl_wishlists_data_counter=3; path=/';
    expect(trigger()).toBe('idle');
    expireAllCookies();
    await nextTask();
    document.cookie = 'tinv_wishlistkey=a1b2c3; path=/';
    expect(trigger()).toBe('interaction');
    localStorage.setItem('ti_wishlist_data', '{"counter":2}');
    expect(trigger()).toBe('idle');
  });
});
