import { hasCart } from '../../src/runtime/page-state';
import { defineIsland } from '../../src/runtime/define';
import { atLoad } from '../../src/runtime/at-load';
import { showEmptyCart } from './empty-cart';

/** A widget the shop hides while the cart is empty: the sync decides at load whether it shows. */
const hidesWhenEmpty = (host: HTMLElement) => Boolean(host.closest('.widget_shopping_cart')?.querySelector('.hide_cart_widget_if_empty'));

/** Starts keeping the cart in step without React (./keep-step.ts); `widget` is one more to repair. */
function keepStep(widget?: HTMLElement): void {
  atLoad('mini-cart', () => import('./keep-step'), (module) => module.keepStep(widget));
}

/**
 * The mini-cart widget's content (`div.widget_shopping_cart_content`, which fragments fill). What it
 * needs at load runs without React: an empty cart is printed at once (no cookie, no request); a cart
 * is kept in step with the server from the start (cached fragments, refreshes, other tabs), as is a
 * widget the shop hides while the cart is empty. The island (the adds on their way, before the
 * server has answered) comes with the shopper.
 */
export default defineIsland<Record<string, never>>({
  name: 'mini-cart',
  area: 'cart',
  selector: 'div.widget_shopping_cart_content',
  placeholder: (host) => {
    if (hasCart() || hidesWhenEmpty(host)) keepStep(host);
    else showEmptyCart(host);
    // The widget works without its island: a click on its links is not held for React.
    return () => {};
  },
  // A function, so the widget is searched for at load and its placeholder runs then.
  trigger: () => 'interaction',
  // Another tab changed the cart (WooCommerce's cart hash in localStorage, its cookies): this one
  // follows it, still without React.
  otherTabs: { changedElsewhere: hasCart, follow: () => keepStep() },
  load: () => import('./MiniCart'),
});
