import { readItem, readJSON, removeItem, writeItem, writeJSON } from '../storage';
import { isFragments, MINI_CART_KEY, type Fragments } from './fragments';

// The fragment cache, kept exactly where WooCommerce's cart-fragments.js keeps it, so a page that
// still runs the classic script (or a tab that ran it) shares the cache with us:
//   sessionStorage[fragment_name]   JSON of the fragments
//   sessionStorage[cart_hash_key]   and localStorage[cart_hash_key]: the cart hash they belong to
//   sessionStorage.wc_cart_created  when the cart was first seen (ms)

export const CACHE_LIFETIME_MS = 864e5; // 24 h, WooCommerce's own lifetime
const CREATED_KEY = 'wc_cart_created';

export interface CacheKeys {
  hashKey: string;
  fragmentName: string;
}

export interface CachedCart {
  fragments: Fragments | null;
  hash: string;
  created: number | null;
}

export function readCache(keys: CacheKeys): CachedCart {
  const fragments = readJSON<unknown>('session', keys.fragmentName);
  const created = Number(readItem('session', CREATED_KEY));
  return {
    fragments: isFragments(fragments) ? fragments : null,
    hash: readItem('session', keys.hashKey) ?? '',
    created: Number.isFinite(created) && created > 0 ? created : null,
  };
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
  writeJSON('session', keys.fragmentName, fragments);
  writeItem('session', keys.hashKey, hash);
  writeItem('local', keys.hashKey, hash);
  if (hash && (restartAge || !hadHash)) writeItem('session', CREATED_KEY, String(now));
}

export function clearCache(keys: CacheKeys): void {
  removeItem('session', keys.fragmentName);
  removeItem('session', keys.hashKey);
  removeItem('session', CREATED_KEY);
}

/** The hash another tab wrote to localStorage, if it differs from this tab's. */
export function otherTabChangedCart(keys: CacheKeys): boolean {
  return (readItem('local', keys.hashKey) ?? '') !== (readItem('session', keys.hashKey) ?? '');
}
