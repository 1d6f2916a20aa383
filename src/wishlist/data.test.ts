import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCookieReads } from '../cookies';
import { writeItem } from '../storage';
import { $wishlist, isInWishlist, type WishlistData } from '../stores/wishlist';
import { cacheIsCurrent, fetchWishlistData, followWishlist, loadWishlist, receiveWishlistData, resetWishlistLoading } from './data';

const answers: Array<(value: unknown) => void> = [];
vi.mock('../storage', async (actual) => {
  const storage = await actual<typeof import('../storage')>();
  return { ...storage, writeItem: vi.fn(storage.writeItem) };
});
vi.mock('./ajax', () => ({
  wishlistAction: () => new Promise((resolve) => answers.push(resolve)),
}));

const data: WishlistData = {
  products: { 5: { 41: { ID: 41, title: 'Önskelista', share_key: 'abc123', in: [0] } }, 9: { 41: { ID: 41, title: 'Önskelista', share_key: 'abc123', in: [92] } } },
  counter: 2,
};

beforeEach(() => {
  (window as any).tinvwl_add_to_wishlist = { hash_key: 'ti_wishlist_data_test', nonce: 'n' };
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const name of ['tinvwl_update_data', 'tinvwl_wishlists_data_counter']) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  $wishlist.set(null);
  resetWishlistLoading();
  delete (window as any).tinvwl_add_to_wishlist;
});

describe('isInWishlist', () => {
  it('marks a button whose variation, or any variation it covers, is in a list', () => {
    expect(isInWishlist(data, 5, 0, [0])).toBe(true);
    expect(isInWishlist(data, 9, 0, [91, 92, 0])).toBe(true);
    expect(isInWishlist(data, 9, 91, [91])).toBe(false);
    expect(isInWishlist(data, 7, 0, [0])).toBe(false);
    expect(isInWishlist({ products: [], counter: 0 }, 5, 0, [0])).toBe(false);
    expect(isInWishlist(null, 5, 0, [0])).toBe(false);
  });
});

describe('the cache rules', () => {
  it('keeps a guest\'s cache, and a logged-in shopper\'s only while the counter cookie agrees', () => {
    const none = () => undefined;
    expect(cacheIsCurrent(data, '', none)).toBe(true);
    expect(cacheIsCurrent(data, '', (name) => (name === 'tinvwl_wishlists_data_counter' ? '2' : undefined))).toBe(true);
    expect(cacheIsCurrent(data, '', (name) => (name === 'tinvwl_wishlists_data_counter' ? '3' : undefined))).toBe(false);
    expect(cacheIsCurrent({ ...data, stats_count: 4 }, '', (name) => ({ tinvwl_wishlists_data_counter: '2', tinvwl_wishlists_data_stats: '5' } as Record<string, string>)[name])).toBe(false);
    expect(cacheIsCurrent({ ...data, lang: 'sv' }, 'sv', none)).toBe(true);
    expect(cacheIsCurrent({ ...data, lang: 'en' }, 'sv', none)).toBe(false);
    expect(cacheIsCurrent(data, 'sv', none)).toBe(false);
  });

  it('writes what the server sent to both storages and the store', () => {
    receiveWishlistData(data);
    expect(localStorage.getItem('ti_wishlist_data_test')).toBe(JSON.stringify(data));
    expect(sessionStorage.getItem('ti_wishlist_data_test')).toBe(JSON.stringify(data));
    expect($wishlist.get()).toEqual(data);
    receiveWishlistData('<p>no</p>');
    expect($wishlist.get()).toEqual(data);
  });

  it('loads a current cache, and empties it when the login cookie says the data changed', () => {
    localStorage.setItem('ti_wishlist_data_test', JSON.stringify(data));
    loadWishlist();
    expect($wishlist.get()?.counter).toBe(2);
    $wishlist.set(null);
    document.cookie = 'tinvwl_update_data=1; path=/';
    forgetCookieReads();
    loadWishlist();
    expect($wishlist.get()).toBeNull();
    expect(localStorage.getItem('ti_wishlist_data_test')).toBe('');
    expect(document.cookie).not.toContain('tinvwl_update_data');
  });

  it('ignores a corrupt cache', () => {
    localStorage.setItem('ti_wishlist_data_test', '{not json');
    loadWishlist();
    expect($wishlist.get()).toBeNull();
  });
});

describe('get_data', () => {
  it('is dropped when an action\'s answer overtook it', async () => {
    const asked = fetchWishlistData();
    receiveWishlistData({ products: [], counter: 4 });
    answers.shift()!({ wishlists_data: { products: [], counter: 5 } });
    await asked;
    expect($wishlist.get()?.counter).toBe(4);
    const again = fetchWishlistData();
    answers.shift()!({ wishlists_data: { products: [], counter: 3 } });
    await again;
    expect($wishlist.get()?.counter).toBe(3);
  });
});

describe('another tab\'s change', () => {
  const key = 'ti_wishlist_data_test';
  const otherTabWrites = (value: WishlistData) => {
    localStorage.setItem(key, JSON.stringify(value));
    window.dispatchEvent(new StorageEvent('storage', { key }));
  };

  it('reaches this tab\'s store and session, and is never written back to localStorage', () => {
    const stop = followWishlist(document);
    vi.mocked(writeItem).mockClear();
    otherTabWrites({ products: [], counter: 1 });
    expect($wishlist.get()?.counter).toBe(1);
    expect(sessionStorage.getItem(key)).toBe(JSON.stringify({ products: [], counter: 1 }));
    // Storage reaches other tabs a moment late: a write-back could land after a newer list the other
    // tab wrote meanwhile, and that tab would then take the older list back from this one.
    expect(vi.mocked(writeItem).mock.calls.filter(([which]) => which === 'local')).toEqual([]);
    stop();
  });
});
