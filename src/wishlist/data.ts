// The wishlist's data (src/stores/wishlist.ts) as TI Wishlist keeps it: cached in local and session
// storage, asked of the server once the shopper has interacted, and followed across tabs.
import { onMount } from 'nanostores';
import { getCookie, removeCookie } from '../cookies';
import { emit } from '../events';
import { readItem, writeItem } from '../storage';
import { $cartRequests } from '../stores/cart-queue';
import { $wishlist, isWishlistData, type WishlistData } from '../stores/wishlist';
import { wakeIsland } from '../wake-island';
import { followedCounters } from '../helpers/wishlist-counters';
import { wishlistAction } from './ajax';
import { wishlistConfig } from './config';

// How many answers with wishlist data arrived; a get_data overtaken by an action's answer is stale.
let received = 0;

// Counters wait for the shopper on a page that had no wishlist data at load (islands/wishlist-counter);
// data that arrives for another island (the wishlist page, an add in another tab) wakes them to show it.
const COUNTERS = '.wishlist_products_counter_number, .rey-wishlistCounter-number';

function wakeCounters(): void {
  for (const counter of document.querySelectorAll(COUNTERS)) if (!followedCounters.has(counter)) wakeIsland(counter);
}

/**
 * Takes wishlist data the server sent (the plugin's set_hash): cached as JSON in both localStorage
 * and sessionStorage under the plugin's hash key, and handed to every island through the store.
 */
export function receiveWishlistData(data: unknown): void {
  if (!isWishlistData(data)) return;
  const json = JSON.stringify(data);
  writeItem('local', wishlistConfig().hashKey, json);
  showWishlistData(data, json);
}

/**
 * Hands data to this tab: its sessionStorage (what it last showed) and the store. Data another tab
 * wrote comes only this way: written back to localStorage, it could overwrite a newer list that tab
 * wrote in between, and the other tab would take the older list back.
 */
function showWishlistData(data: WishlistData, json: string): void {
  received += 1;
  writeItem('session', wishlistConfig().hashKey, json);
  announce(data);
}

/** Hands data to every island through the store, marks the plugin's buttons and wakes the counters. */
function announce(data: WishlistData): void {
  $wishlist.set(data);
  emit('tinvwl_wishlist_mark_products', [data]);
  wakeCounters();
}

function readCache(key: string): WishlistData | null {
  return parseWishlist(readItem('local', key));
}

function parseWishlist(raw: string | null): WishlistData | null {
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    return isWishlistData(data) ? data : null;
  } catch {
    return null;
  }
}

/**
 * The cached data is the shopper's: same language, and for a logged-in shopper (who gets the
 * `tinvwl_wishlists_data_counter` cookie, and `tinvwl_wishlists_data_stats` with stats) the same
 * counts as the server's. Guests have no such cookie and keep their cache.
 */
export function cacheIsCurrent(data: WishlistData, wpml: string, cookie: (name: string) => string | undefined): boolean {
  if (!(('lang' in data) ? data.lang === wpml : !wpml)) return false;
  const counter = cookie('tinvwl_wishlists_data_counter');
  if (counter === undefined) return true;
  return counter === String(data.counter) && (data.stats_count === undefined || cookie('tinvwl_wishlists_data_stats') === String(data.stats_count));
}

let inflight: Promise<void> | null = null;
let interacted = false;

/**
 * Asks the server (`get_data`), once at a time. An action answered meanwhile (an add, a removal)
 * brought data at least as new, so a get_data answer arriving after it is dropped.
 */
export function fetchWishlistData(): Promise<void> {
  const before = received;
  inflight ??= wishlistAction('get_data')
    .then((answer) => {
      if (received === before) receiveWishlistData(answer?.wishlists_data);
    })
    .catch(() => undefined)
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** Whether anything on the page shows wishlist state (the plugin asks the server only then). */
function pageNeedsData(doc: Document): boolean {
  return Boolean(doc.querySelector(`.tinvwl_add_to_wishlist_button[data-tinv-wl-product], ${COUNTERS}`));
}

/**
 * The plugin's tinvwl_get_wishlist_data(): a `tinvwl_update_data` cookie (login, logout) empties the
 * cache; a current cache is used as it is; otherwise the server is asked, but only once the shopper
 * has interacted with the page (a page view alone never costs a request).
 */
export function loadWishlist(doc: Document = document): void {
  const config = wishlistConfig();
  if (getCookie('tinvwl_update_data') !== undefined) {
    removeCookie('tinvwl_update_data');
    writeItem('local', config.hashKey, '');
  }
  const cached = readCache(config.hashKey);
  if (cached && cacheIsCurrent(cached, config.wpml, getCookie)) {
    announce(cached);
    return;
  }
  if (interacted && pageNeedsData(doc)) void fetchWishlistData();
}

/** For tests: forget that the shopper interacted. */
export function resetWishlistLoading(): void {
  interacted = false;
  inflight = null;
}

/**
 * Whether the shopper already clicked or typed on this page before the store started (it starts when
 * the first island showing wishlist state mounts): the page's first-input entry (Support: Event Timing,
 * Chrome 76, Firefox 89; elsewhere the next interaction counts).
 */
function alreadyInteracted(): boolean {
  try {
    return performance.getEntriesByType('first-input').length > 0;
  } catch {
    return false;
  }
}

/** Runs `run` once no cart request is on its way. */
function afterCartRequests(run: () => void): void {
  if ($cartRequests.get() === 0) return run();
  const stop = $cartRequests.listen((waiting) => {
    if (waiting > 0) return;
    stop();
    run();
  });
}

// A click's add starts in the click, or a moment after when it beats the button's code.
const CLICK_ADD_MS = 50;
const ADD_TO_CART = '.add_to_cart_button, .single_add_to_cart_button';

/**
 * Loads the wishlist (at once from a current cache, else once the shopper interacts), and follows
 * other tabs and returns from the back-forward cache, until the returned stop.
 */
export function followWishlist(doc: Document = document): () => void {
  const { hashKey } = wishlistConfig();
  interacted ||= alreadyInteracted();
  const firstInteraction = (event: Event) => {
    for (const type of ['click', 'keydown', 'scroll']) doc.removeEventListener(type, firstInteraction, true);
    interacted = true;
    // The plugin asks at the first click. When that click adds to the cart, the wishlist's refresh
    // waits for the cart's answer instead of sharing the shop's server with the shopper's add.
    const adding = event.type === 'click' && event.target instanceof Element && event.target.closest(ADD_TO_CART);
    if (adding) setTimeout(() => afterCartRequests(() => loadWishlist(doc)), CLICK_ADD_MS);
    else loadWishlist(doc);
  };
  if (!interacted) for (const type of ['click', 'keydown', 'scroll']) doc.addEventListener(type, firstInteraction, { capture: true, passive: true });
  // Another tab changed the wishlist: its localStorage now differs from this tab's sessionStorage.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== hashKey) return;
    const local = readItem('local', hashKey);
    if (!local || local === readItem('session', hashKey)) return;
    const data = parseWishlist(local);
    if (data) showWishlistData(data, local);
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) loadWishlist(doc);
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);
  loadWishlist(doc);
  return () => {
    for (const type of ['click', 'keydown', 'scroll']) doc.removeEventListener(type, firstInteraction, true);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onPageShow);
  };
}

// The wishlist loads when the first thing showing it subscribes (an island, or a counter filled at load
// without React), and follows other tabs while one does: nanostores runs this with the store's first
// subscriber and stops it after its last.
onMount($wishlist, () => followWishlist(document));
