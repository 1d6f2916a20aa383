/**
 * Whether the page's cart is followed for the rest of its life (src/cart/sync.ts followCart), and
 * whether its mini carts show that (islands/mini-cart/keep-step.ts).
 */
export const cartSync = { followed: false, widgetsFollowed: false };
