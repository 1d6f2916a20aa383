// WooCommerce prints the mini-cart widget's content empty and leaves it to cart-fragments.js, which asks
// the server for the cart. With no cart cookie the cart is empty, and the widget shows WooCommerce's
// empty mini cart (templates/cart/mini-cart.php) at once, from the entry: no request, no island code.
// The message lives here rather than in src/i18n.ts because the entry shares no module with the chunks.

export const EMPTY_CART_MESSAGE = 'Inga produkter i varukorgen.';

/** Puts the empty-cart message into a widget the server printed empty; a filled widget is left alone. */
export function showEmptyCart(widget: HTMLElement): void {
  if (widget.childElementCount || widget.textContent?.trim()) return;
  const message = widget.ownerDocument.createElement('p');
  message.className = 'woocommerce-mini-cart__empty-message';
  message.textContent = EMPTY_CART_MESSAGE;
  widget.append(message);
}
