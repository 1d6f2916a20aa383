import { shopConfig } from '../config';
import { writeCache } from './cache';
import { showCart, type Fragments } from './fragments';

/**
 * Takes a cart the server sent (after an add, a remove or a refresh): swaps its fragments into the
 * page, caches them for the next page view, and updates the cart store.
 */
export function takeServerCart(fragments: Fragments, hash: unknown, { restartAge }: { restartAge: boolean }): void {
  const cartHash = typeof hash === 'string' ? hash : '';
  showCart(fragments, cartHash);
  writeCache(shopConfig().fragments, fragments, cartHash, Date.now(), restartAge);
}
