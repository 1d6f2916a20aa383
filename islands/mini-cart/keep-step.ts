// The mini cart kept in step with the server without React. Fragments are the server's HTML, and
// swapping them in needs no framework: the cart sync (src/cart/sync.ts) shows the cached fragments or
// asks for fresh ones when the cookies say the cart changed, follows other tabs, the back-forward
// cache and `wc_fragment_refresh`, and swaps the header count and every mini cart. Here the widgets
// also say when they are refreshing, and get their list semantics repaired after every swap.
// Started at load for a shopper with a cart (the definition's placeholder), when another tab changes
// the cart, and by the island when it mounts; React comes with the shopper.
import { followCart } from '../../src/cart/sync';
import { $cart, type CartState } from '../../src/stores/cart';

/** Whether the page's mini carts follow the cart already. */
let widgetsFollowed = false;

const WIDGET = 'div.widget_shopping_cart_content';

/**
 * Rey opens a div inside the mini cart's <ul> and puts the items in it, so the items are not list
 * items to assistive technology. Without touching classes or layout, the div takes the list's role.
 */
export function repairListSemantics(widget: Element): void {
  for (const inner of widget.querySelectorAll('ul.woocommerce-mini-cart > .woocommerce-mini-cart-inner')) {
    inner.parentElement!.setAttribute('role', 'presentation');
    inner.setAttribute('role', 'list');
  }
}

function showState(doc: Document, status: CartState['status']): void {
  for (const widget of doc.querySelectorAll(WIDGET)) {
    if (status === 'refreshing') widget.setAttribute('aria-busy', 'true');
    else widget.removeAttribute('aria-busy');
    repairListSemantics(widget);
  }
}

/**
 * Keeps the page's cart and its mini carts in step with the server for the rest of the page's life
 * (as after a first add). Once per page; `widget`, a mini cart that arrived since, is repaired too.
 */
export function keepStep(widget?: Element, doc: Document = document): void {
  if (widget) repairListSemantics(widget);
  if (widgetsFollowed) return;
  widgetsFollowed = true;
  followCart();
  $cart.subscribe(({ status }) => showState(doc, status));
}
