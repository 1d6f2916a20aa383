// WooCommerce prints the mini-cart widget's content empty and leaves it to cart-fragments.js, which asks
// the server for the cart. With no cart cookie the cart is empty, and the widget shows WooCommerce's
// empty mini cart (templates/cart/mini-cart.php) at once, from the entry: no request, no island code.
// The message lives here rather than in src/i18n/index.ts because the entry shares no module with the chunks;
// src/i18n/messages.ts lists it too (empty_cart), for the plugin's translations.

export const EMPTY_CART_MESSAGE = 'No products in the cart.';

/** The message in the page's language: the plugin's translation (woo_islands_params.i18n), or English. */
function emptyCartMessage(win: Window): string {
  const printed = (win as { woo_islands_params?: { i18n?: { empty_cart?: unknown } } }).woo_islands_params?.i18n?.empty_cart;
  return typeof printed === 'string' && printed ? printed : EMPTY_CART_MESSAGE;
}

/** Puts the empty-cart message into a widget the server printed empty; a filled widget is left alone. */
export function showEmptyCart(widget: HTMLElement): void {
  if (widget.childElementCount || widget.textContent?.trim()) return;
  const doc = widget.ownerDocument;
  const message = doc.createElement('p');
  message.className = 'woocommerce-mini-cart__empty-message';
  message.textContent = emptyCartMessage(doc.defaultView ?? window);
  widget.append(message);
}
