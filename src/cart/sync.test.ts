import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart } from '../stores/cart';
import { writeCache } from './cache';
import { startCartSync } from './sync';

const keys = { hashKey: 'wc_cart_hash_test', fragmentName: 'wc_fragments_test' };
const miniCart = (text: string) => `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"><li class="mini_cart_item"><span class="quantity">1 × 10 kr</span>${text}</li></ul></div>`;

let fetches: string[] = [];
let stop: () => void = () => {};

function serverAnswers(body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
    fetches.push(new URL(request.url).search);
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  }));
}

async function settle() {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

// The sync loads HTTP's code with its first request; loaded here once, a refresh settles in a few ticks.
beforeAll(async () => {
  await import('../http');
});

beforeEach(() => {
  fetches = [];
  document.body.innerHTML = '<div class="widget_shopping_cart_content"></div><span class="__cart-count">0</span>';
  vi.stubGlobal('wc_cart_fragments_params', { cart_hash_key: keys.hashKey, fragment_name: keys.fragmentName, request_timeout: '5000' });
  serverAnswers({ fragments: { 'div.widget_shopping_cart_content': miniCart('from server'), _count_: 1 }, cart_hash: 'h-server' });
});

afterEach(() => {
  stop();
  sessionStorage.clear();
  localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  vi.unstubAllGlobals();
});

describe('startCartSync', () => {
  it('takes the cart as empty without asking the server when there is no cart cookie', async () => {
    stop = startCartSync();
    await settle();
    expect(fetches).toEqual([]);
    expect($cart.get()).toMatchObject({ itemCount: 0, status: 'ready' });
  });

  it("touches no storage as it starts without a cart (a first add's request waits for nothing), and drops an old cart's cache a task later", async () => {
    writeCache(keys, { 'div.widget_shopping_cart_content': miniCart('old') }, 'h-old', Date.now(), true);
    const storage = vi.spyOn(Storage.prototype, 'removeItem');
    const listened = vi.spyOn(window, 'addEventListener');
    stop = startCartSync();
    expect(storage).not.toHaveBeenCalled();
    expect(listened.mock.calls.some(([type]) => type === 'storage')).toBe(false);
    await settle();
    expect(sessionStorage.getItem(keys.fragmentName)).toBeNull();
    expect(listened.mock.calls.some(([type]) => type === 'storage')).toBe(true);
  });

  it("keeps the cache an add wrote before that task came", async () => {
    stop = startCartSync();
    // The add's answer: its cookies and its cart in the cache, before the sync's deferred clean-up.
    Cookies.set('woocommerce_cart_hash', 'h-added', { path: '/' });
    writeCache(keys, { 'div.widget_shopping_cart_content': miniCart('added') }, 'h-added', Date.now(), true);
    await settle();
    expect(sessionStorage.getItem(keys.hashKey)).toBe('h-added');
  });

  it('shows a cached cart whose hash matches the cookie, with no request', async () => {
    Cookies.set('woocommerce_cart_hash', 'h1', { path: '/' });
    Cookies.set('woocommerce_items_in_cart', '1', { path: '/' });
    writeCache(keys, { 'div.widget_shopping_cart_content': miniCart('from cache') }, 'h1', Date.now(), true);
    stop = startCartSync();
    await settle();
    expect(fetches).toEqual([]);
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toContain('from cache');
    expect($cart.get()).toMatchObject({ hash: 'h1', itemCount: 1 });
  });

  it("shows the cart a new tab's other tabs left, with no request, and keeps its age", async () => {
    Cookies.set('woocommerce_cart_hash', 'h1', { path: '/' });
    Cookies.set('woocommerce_items_in_cart', '1', { path: '/' });
    const created = Date.now() - 60_000;
    writeCache(keys, { 'div.widget_shopping_cart_content': miniCart('from the other tab') }, 'h1', created, true);
    sessionStorage.clear(); // the new tab
    stop = startCartSync();
    await settle();
    expect(fetches).toEqual([]);
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toContain('from the other tab');
    expect($cart.get()).toMatchObject({ hash: 'h1', itemCount: 1 });
    // Now this tab's own, as WooCommerce keeps it: the next page of this tab reads it from there.
    expect(sessionStorage.getItem(keys.hashKey)).toBe('h1');
    expect(sessionStorage.getItem('wc_cart_created')).toBe(String(created));
  });

  it("takes the copy when this tab's own cache went stale while it was between pages", async () => {
    Cookies.set('woocommerce_cart_hash', 'h1', { path: '/' });
    writeCache(keys, { 'div.widget_shopping_cart_content': miniCart('before') }, 'h1', Date.now(), true);
    const mine = { ...sessionStorage };
    Cookies.set('woocommerce_cart_hash', 'h2', { path: '/' });
    writeCache(keys, { 'div.widget_shopping_cart_content': miniCart('added in the other tab') }, 'h2', Date.now(), false);
    for (const [key, value] of Object.entries(mine)) sessionStorage.setItem(key, value);
    stop = startCartSync();
    await settle();
    expect(fetches).toEqual([]);
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toContain('added in the other tab');
    expect(sessionStorage.getItem(keys.hashKey)).toBe('h2');
  });

  it("asks the server in a new tab when the other tabs' copy is for another cart or a day old", async () => {
    Cookies.set('woocommerce_cart_hash', 'h2', { path: '/' });
    writeCache(keys, { 'div.widget_shopping_cart_content': miniCart('other cart') }, 'h1', Date.now(), true);
    sessionStorage.clear();
    stop = startCartSync();
    await settle();
    expect(fetches).toEqual(['?wc-ajax=get_refreshed_fragments']);
    stop();

    fetches = [];
    Cookies.set('woocommerce_cart_hash', 'h1', { path: '/' });
    writeCache(keys, { 'div.widget_shopping_cart_content': miniCart('old cart') }, 'h1', Date.now() - 864e5, true);
    sessionStorage.clear();
    stop = startCartSync();
    await settle();
    expect(fetches).toEqual(['?wc-ajax=get_refreshed_fragments']);
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toContain('from server');
  });

  it('asks once when the cookie hash changed since the cache was written', async () => {
    Cookies.set('woocommerce_cart_hash', 'h2', { path: '/' });
    writeCache(keys, { 'div.widget_shopping_cart_content': miniCart('old') }, 'h1', Date.now(), true);
    stop = startCartSync();
    await settle();
    expect(fetches).toEqual(['?wc-ajax=get_refreshed_fragments']);
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toContain('from server');
    expect(sessionStorage.getItem(keys.hashKey)).toBe('h-server');
  });

  it('reports a failed refresh with wc_fragments_ajax_error and no message', async () => {
    Cookies.set('woocommerce_cart_hash', 'h2', { path: '/' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>oops</html>', { status: 500 })));
    const failed = vi.fn();
    document.body.addEventListener('wc_fragments_ajax_error', failed);
    stop = startCartSync();
    await settle();
    expect(failed).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.woocommerce-error')).toBeNull();
    expect($cart.get().status).toBe('failed');
  });

  it('re-checks a page restored from the back-forward cache', async () => {
    stop = startCartSync();
    await settle();
    expect(fetches).toEqual([]);
    Cookies.set('woocommerce_cart_hash', 'h3', { path: '/' });
    // happy-dom's PageTransitionEvent ignores its init dictionary; the property is what sync reads.
    const restored = new Event('pageshow');
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
    await settle();
    expect(fetches).toEqual(['?wc-ajax=get_refreshed_fragments']);
  });

  it('refreshes when another tab changed the cart, and when a theme asks', async () => {
    Cookies.set('woocommerce_cart_hash', 'h1', { path: '/' });
    writeCache(keys, { 'div.widget_shopping_cart_content': miniCart('cached') }, 'h1', Date.now(), true);
    stop = startCartSync();
    await settle();
    // A tab running WooCommerce's own script, which leaves no copy of its cart.
    Cookies.set('woocommerce_cart_hash', 'h-other-tab', { path: '/' });
    localStorage.setItem(keys.hashKey, 'h-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: keys.hashKey }));
    await settle();
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    await settle();
    expect(fetches).toEqual(['?wc-ajax=get_refreshed_fragments', '?wc-ajax=get_refreshed_fragments']);
  });

  it("takes another tab's change from the copy it left, with no request", async () => {
    Cookies.set('woocommerce_cart_hash', 'h1', { path: '/' });
    writeCache(keys, { 'div.widget_shopping_cart_content': miniCart('cached') }, 'h1', Date.now(), true);
    stop = startCartSync();
    await settle();
    // The other tab's add: its cookies, its copy, then the hash this tab hears.
    const mine = { ...sessionStorage };
    Cookies.set('woocommerce_cart_hash', 'h2', { path: '/' });
    writeCache(keys, { 'div.widget_shopping_cart_content': miniCart('added in the other tab') }, 'h2', Date.now(), false);
    for (const [key, value] of Object.entries(mine)) sessionStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key: keys.hashKey }));
    await settle();
    expect(fetches).toEqual([]);
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toContain('added in the other tab');
    expect($cart.get()).toMatchObject({ hash: 'h2' });
    expect(sessionStorage.getItem(keys.hashKey)).toBe('h2');
  });

  it("applies and caches the fragments of another plugin's added_to_cart", async () => {
    stop = startCartSync();
    await settle();
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { detail: [{ 'div.widget_shopping_cart_content': miniCart('theme add') }, 'h-theme', null] }));
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toContain('theme add');
    expect(sessionStorage.getItem(keys.hashKey)).toBe('h-theme');
    expect(fetches).toEqual([]);
  });
});
