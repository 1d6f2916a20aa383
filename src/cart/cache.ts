import { readItem, readJSON, removeItem, writeItem, writeJSON } from '../storage';
import { isFragments, MINI_CART_KEY, type Fragments } from './fragments';

// The fragment cache, kept exactly where WooCommerce's cart-fragments.js keeps it, so a page that
// still runs the classic script (or a tab that ran it) shares the cache with us:
//   sessionStorage[fragment_name]   JSON of the fragments
//   sessionStorage[cart_hash_key]   and localStorage[cart_hash_key]: the cart hash they belong to
//   sessionStorage.wc_cart_created  when the cart was first seen (ms)
// and one copy of our own for the shopper's next tab (see SHARED_PREFIX).

export const CACHE_LIFETIME_MS = 864e5; // 24 h, WooCommerce's own lifetime
const CREATED_KEY = 'wc_cart_created';

// WooCommerce keeps the fragments per tab, so every new tab asked the server again for a cart this
// browser already had. A copy in localStorage (`woo_islands_<fragment_name>`: fragments, hash and
// age) lets a new tab show it under the same rule, the cookie's hash and 24 hours, with no request.
const SHARED_PREFIX = 'woo_islands_';

export interface CacheKeys {
  hashKey: string;
  fragmentName: string;
}

export interface CachedCart {
  fragments: Fragments | null;
  hash: string;
  created: number | null;
  /** Read from the copy the shopper's tabs left, not from this tab's own cache. */
  fromOtherTab?: boolean;
}

const asAge = (value: unknown): number | null => {
  const created = Number(value);
  return Number.isFinite(created) && created > 0 ? created : null;
};

/** This tab's cache. */
export function readCache(keys: CacheKeys): CachedCart {
  const fragments = readJSON<unknown>('session', keys.fragmentName);
  return {
    fragments: isFragments(fragments) ? fragments : null,
    hash: readItem('session', keys.hashKey) ?? '',
    created: asAge(readItem('session', CREATED_KEY)),
  };
}

/** The copy of the cart the shopper's tabs last had from the server (a new tab has no cache of its own). */
export function readSharedCopy(keys: CacheKeys): CachedCart {
  const copy = readJSON<{ fragments?: unknown; hash?: unknown; created?: unknown }>('local', SHARED_PREFIX + keys.fragmentName);
  return {
    fragments: isFragments(copy?.fragments) ? copy.fragments : null,
    hash: typeof copy?.hash === 'string' ? copy.hash : '',
    created: asAge(copy?.created),
    fromOtherTab: true,
  };
}

/** Makes a copy another tab left this tab's own cache, with the cart's age unchanged. */
export function adoptCache(keys: CacheKeys, { fragments, hash, created }: CachedCart): void {
  if (!fragments || created === null) return;
  writeJSON('session', keys.fragmentName, fragments);
  writeItem('session', keys.hashKey, hash);
  writeItem('session', CREATED_KEY, String(created));
}

/** Whether a cached cart may be shown instead of asking the server, and why not. */
export function cacheVerdict(cache: CachedCart, cookieHash: string, now: number): 'valid' | 'stale' | 'expired' | 'missing' {
  if (!cache.fragments || !(MINI_CART_KEY in cache.fragments)) return 'missing';
  if (cache.hash !== cookieHash) return 'stale';
  if (cache.created === null || now - cache.created >= CACHE_LIFETIME_MS) return 'expired';
  return 'valid';
}

/**
 * Stores fragments and their hash. As in cart-fragments.js, a refresh from the network restarts the
 * cart's 24 h age (`restartAge`); an add or remove starts it only if the cart had no hash yet.
 */
export function writeCache(keys: CacheKeys, fragments: Fragments, hash: string, now: number, restartAge: boolean): void {
  const hadHash = Boolean(readItem('session', keys.hashKey));
  const json = JSON.stringify(fragments);
  writeItem('session', keys.fragmentName, json);
  writeItem('session', keys.hashKey, hash);
  if (hash && (restartAge || !hadHash)) writeItem('session', CREATED_KEY, String(now));
  const created = asAge(readItem('session', CREATED_KEY));
  // The copy first: the hash written next is what other tabs hear, and they look for the copy then.
  // An empty cart needs none: a tab without a cart cookie asks nothing anyway. Its JSON reuses the
  // fragments' (an add's answer is on the shopper's path; they are stringified once).
  if (hash && created !== null) writeItem('local', SHARED_PREFIX + keys.fragmentName, `{"hash":${JSON.stringify(hash)},"created":${created},"fragments":${json}}`);
  else removeItem('local', SHARED_PREFIX + keys.fragmentName);
  writeItem('local', keys.hashKey, hash);
}

export function clearCache(keys: CacheKeys): void {
  removeItem('session', keys.fragmentName);
  removeItem('session', keys.hashKey);
  removeItem('session', CREATED_KEY);
  removeItem('local', SHARED_PREFIX + keys.fragmentName);
}

/** The hash another tab wrote to localStorage, if it differs from this tab's. */
export function otherTabChangedCart(keys: CacheKeys): boolean {
  return (readItem('local', keys.hashKey) ?? '') !== (readItem('session', keys.hashKey) ?? '');
}
