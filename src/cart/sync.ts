import { computed, onMount } from 'nanostores';
import { shopConfig } from '../config';
import { forgetCookieReads, getCookie } from '../cookies';
import { emit, on } from '../events';
import { $cart, $cartActivity, receiveEmptyCart, recordCartActivity, setCartStatus } from '../stores/cart';
import { adoptCache, CACHE_LIFETIME_MS, cacheVerdict, clearCache, otherTabChangedCart, readCache, readSharedCopy, type CachedCart } from './cache';
import { isFragments, showCart } from './fragments';
import { takeServerCart } from './server-cart';

/** Whether the page's cart is followed for the rest of its life (followCart). */
let followed = false;

/**
 * The cart, kept in step with the server while anything watches it: subscribing runs WooCommerce's
 * fragment lifecycle (startCartSync), the last subscriber leaving stops it.
 */
export const $liveCart = computed($cart, (cart) => cart);
onMount($liveCart, () => startCartSync());

/**
 * Keeps the cart in step with the server for the rest of the page's life, whoever watches it: once the
 * shopper adds, the page's cart is live (and the cart sync records the add for the islands that
 * arrive after it, such as the cart panel that opens on it).
 */
export function followCart(): void {
  if (followed) return;
  followed = true;
  $liveCart.listen(() => {});
}

/**
 * An add on its way is shown (the cart panel's spinner) from the next frame: drawn in the click's own
 * task it would hold up the request. Skipped when the answer came first.
 */
function recordInNextFrame(args: unknown[]): void {
  const before = $cartActivity.get();
  requestAnimationFrame(() => {
    if ($cartActivity.get() === before) recordCartActivity('adding_to_cart', args);
  });
}

/** The cart cookies WooCommerce sets: a hash while the cart has items, nothing when it is empty. */
function cartCookies(): { hash: string; hasItems: boolean } {
  return {
    hash: getCookie('woocommerce_cart_hash') ?? '',
    hasItems: Number(getCookie('woocommerce_items_in_cart') ?? 0) > 0,
  };
}

/** Widgets the shop hides while the cart is empty (`.hide_cart_widget_if_empty`). */
function toggleHiddenWidgets(doc: Document, show: boolean): void {
  for (const el of doc.querySelectorAll('.hide_cart_widget_if_empty')) {
    const widget = el.closest<HTMLElement>('.widget_shopping_cart');
    if (widget) widget.style.display = show ? '' : 'none';
  }
}

/**
 * WooCommerce's cart-fragments.js, without its waste: a visitor with no cart cookie costs no request
 * (the mini cart's placeholder already shows the empty cart, islands/mini-cart/empty-cart.ts); a cached
 * cart whose hash matches the cookie (and is under 24 h old) is shown from sessionStorage, or in a new
 * tab from the copy the shopper's other tabs left (./cache.ts); anything else
 * costs exactly one `get_refreshed_fragments`. Other tabs, the back-forward cache and
 * `wc_fragment_refresh` trigger re-checks. Returns the stop function.
 */
export function startCartSync(win: Window = window): () => void {
  const doc = win.document;
  const keys = shopConfig(win).fragments;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  const later: Array<ReturnType<typeof setTimeout>> = [];
  let inflight: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const armExpiry = (created: number) => {
    clearTimeout(expiryTimer);
    expiryTimer = setTimeout(() => void refresh(), Math.max(0, created + CACHE_LIFETIME_MS - Date.now()));
  };

  const refresh = (): Promise<void> => {
    // A refresh asked for while one is on its way may reflect a change the first one missed.
    if (inflight) {
      again = true;
      return inflight;
    }
    setCartStatus('refreshing');
    inflight = (async () => {
      try {
        // HTTP's code comes with the first request: a cart shown from the page or the cache needs none.
        const { wcAjax } = await import('../http');
        const answer = await wcAjax<{ fragments?: unknown; cart_hash?: unknown } | null>(
          'get_refreshed_fragments',
          { time: Date.now() },
          { timeout: keys.timeoutMs },
        );
        if (stopped) return;
        if (answer && isFragments(answer.fragments)) {
          takeServerCart(answer.fragments, answer.cart_hash, { restartAge: true });
          toggleHiddenWidgets(doc, ($cart.get().itemCount ?? 1) > 0);
          emit('wc_fragments_refreshed');
          armExpiry(Date.now());
        } else {
          setCartStatus('ready');
        }
      } catch {
        // The spec: a failed refresh raises the event and shows the shopper nothing.
        setCartStatus('failed');
        emit('wc_fragments_ajax_error');
      } finally {
        inflight = null;
        if (again && !stopped) {
          again = false;
          void refresh();
        }
      }
    })();
    return inflight;
  };

  /** Shows the cart the cookies describe, from the cache when it can, else from the server. */
  const check = () => {
    const cookies = cartCookies();
    if (!cookies.hash && !cookies.hasItems) {
      // What an earlier cart left in storage goes a task later: opening storage is a synchronous call
      // into the browser, and a shopper's first add (which starts the sync) would wait for it before
      // its request goes out. Unless that add has given the visitor a cart by then.
      later.push(setTimeout(() => {
        const now = cartCookies();
        if (!now.hash && !now.hasItems) clearCache(keys);
      }, 0));
      toggleHiddenWidgets(doc, false);
      receiveEmptyCart();
      emit('wc_fragments_loaded');
      return;
    }
    // This tab's cache, else the copy its other tabs left (a new tab has none; a change another tab
    // made while this one was between pages makes its own stale).
    if (!showCached(readCache(keys), cookies.hash) && !showCached(readSharedCopy(keys), cookies.hash)) void refresh();
  };

  /** Shows a cached cart when it is the one the cookies name and under a day old. */
  const showCached = (cache: CachedCart, cookieHash: string): boolean => {
    if (cacheVerdict(cache, cookieHash, Date.now()) !== 'valid' || !cache.fragments || !cache.created) return false;
    if (cache.fromOtherTab) adoptCache(keys, cache);
    showCart(cache.fragments, cache.hash);
    toggleHiddenWidgets(doc, true);
    emit('wc_fragments_loaded');
    armExpiry(cache.created);
    return true;
  };

  const fromOthers = (args: unknown[], { own }: { own: boolean }) => {
    // Our own adds and removes already took their cart; a theme's or plugin's did not.
    const [fragments, hash] = args;
    if (!own && isFragments(fragments)) takeServerCart(fragments, hash, { restartAge: false });
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key !== keys.hashKey || !otherTabChangedCart(keys)) return;
    // The tab that changed the cart left its copy: WooCommerce asks the server again in every tab.
    forgetCookieReads();
    if (!showCached(readSharedCopy(keys), cartCookies().hash)) void refresh();
  };

  const onPageShow = (event: PageTransitionEvent) => {
    // Restored from the back-forward cache: the cart may have changed since this page was left.
    if (event.persisted && cartCookies().hash !== $cart.get().hash) check();
  };

  const unsubscribe = [
    on('wc_fragment_refresh', () => void refresh()),
    on('updated_wc_div', () => void refresh()),
    on('added_to_cart', fromOthers),
    on('removed_from_cart', fromOthers),
    on('adding_to_cart', () => toggleHiddenWidgets(doc, true)),
    on('adding_to_cart', (args) => recordInNextFrame(args)),
    ...(['added_to_cart', 'removed_from_cart'] as const).map((event) => on(event, (args) => recordCartActivity(event, args))),
  ];
  // The first storage listener a page adds is registered with the browser, synchronously: a task later
  // too, for the same first add.
  later.push(setTimeout(() => win.addEventListener('storage', onStorage), 0));
  win.addEventListener('pageshow', onPageShow);
  check();

  return () => {
    stopped = true;
    later.forEach(clearTimeout);
    clearTimeout(expiryTimer);
    unsubscribe.forEach((off) => off());
    win.removeEventListener('storage', onStorage);
    win.removeEventListener('pageshow', onPageShow);
  };
}
