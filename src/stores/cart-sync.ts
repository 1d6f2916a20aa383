/** Whether the page's cart is followed for the rest of its life (src/cart/sync.ts followCart). */
export const cartSync = { followed: false };
