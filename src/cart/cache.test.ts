import { afterEach, describe, expect, it } from 'vitest';
import { CACHE_LIFETIME_MS, cacheVerdict, clearCache, readCache, readSharedCopy, writeCache } from './cache';

const keys = { hashKey: 'wc_cart_hash_abc', fragmentName: 'wc_fragments_abc' };
const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>' };

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('fragment cache', () => {
  it('is valid only while its hash equals the cart cookie and it is under 24 hours old', () => {
    const now = 5_000_000;
    writeCache(keys, fragments, 'h1', now, true);
    const cache = readCache(keys);
    expect(cacheVerdict(cache, 'h1', now + 1000)).toBe('valid');
    expect(cacheVerdict(cache, 'h2', now + 1000)).toBe('stale');
    expect(cacheVerdict(cache, 'h1', now + CACHE_LIFETIME_MS - 1)).toBe('valid');
    expect(cacheVerdict(cache, 'h1', now + CACHE_LIFETIME_MS)).toBe('expired');
  });

  it('needs the mini-cart fragment, as cart-fragments.js does', () => {
    writeCache(keys, { '.__cart-count': '<span>1</span>' }, 'h1', 1, true);
    expect(cacheVerdict(readCache(keys), 'h1', 2)).toBe('missing');
    sessionStorage.setItem(keys.fragmentName, '{broken');
    expect(readCache(keys).fragments).toBeNull();
  });

  it('keeps the hash in both storages, under WooCommerce keys, so other tabs notice changes', () => {
    writeCache(keys, fragments, 'h9', 10, true);
    expect(localStorage.getItem(keys.hashKey)).toBe('h9');
    expect(sessionStorage.getItem(keys.hashKey)).toBe('h9');
    expect(sessionStorage.getItem('wc_cart_created')).toBe('10');
  });

  it('restarts the cart age on a network refresh but not on an add to a cart that had a hash', () => {
    writeCache(keys, fragments, 'h1', 100, true);
    writeCache(keys, fragments, 'h2', 200, false);
    expect(readCache(keys).created).toBe(100);
    writeCache(keys, fragments, 'h3', 300, true);
    expect(readCache(keys).created).toBe(300);
  });

  it("leaves a copy for the shopper's tabs while the cart has items, and none once it is empty or cleared", () => {
    writeCache(keys, fragments, 'h1', 100, true);
    writeCache(keys, fragments, 'h2', 200, false);
    sessionStorage.clear();
    expect(readSharedCopy(keys)).toEqual({ fragments, hash: 'h2', created: 100, fromOtherTab: true });
    expect(readCache(keys).fragments).toBeNull();
    writeCache(keys, fragments, '', 300, true);
    expect(readSharedCopy(keys).fragments).toBeNull();
    writeCache(keys, fragments, 'h3', 400, true);
    clearCache(keys);
    expect(readSharedCopy(keys).fragments).toBeNull();
  });
});
