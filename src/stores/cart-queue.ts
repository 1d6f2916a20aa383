import { atom } from 'nanostores';

/** Cart requests (adds and removes) waiting or on their way; they go one at a time, in click order. */
export const $cartRequests = atom(0);

let tail: Promise<unknown> = Promise.resolve();

/**
 * Queues a cart request behind the ones already waiting, as WooCommerce's add-to-cart.js does: five
 * quick clicks are five requests the server handles one after another, and none is lost.
 */
export function queueCartRequest<T>(send: () => Promise<T>): Promise<T> {
  $cartRequests.set($cartRequests.get() + 1);
  const result = tail.then(send);
  tail = result.catch(() => undefined);
  return result.finally(() => $cartRequests.set($cartRequests.get() - 1));
}
