import type { CartActivity } from './cart';

/**
 * Cart changes the cart panel already acted on. Kept for the page, not the panel: a remounted panel
 * must not act on them again.
 */
export const handledCartActivity = new WeakSet<CartActivity>();
