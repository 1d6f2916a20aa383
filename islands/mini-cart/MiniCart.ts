// The mini-cart widget, a plain island: it renders nothing (fragments fill the widget), so a returning
// shopper's page with a cart evaluates no React at load for it.
import { $liveCart } from '../../src/cart/sync';
import { attributeState, setAttribute, undoAll, type Undo } from '../../src/undo';

export function read(): Record<string, never> {
  return {};
}

/**
 * Rey opens a div inside the mini cart's <ul> and puts the items in it, so the items are not list
 * items to assistive technology. Without touching classes or layout, the div takes the list's role.
 */
function repairListSemantics(host: HTMLElement): Undo {
  const undos: Undo[] = [];
  for (const inner of host.querySelectorAll('ul.woocommerce-mini-cart > .woocommerce-mini-cart-inner')) {
    undos.push(setAttribute(inner.parentElement!, 'role', 'presentation'), setAttribute(inner, 'role', 'list'));
  }
  return undoAll(undos);
}

/**
 * Watches the live cart (which keeps it in step with the server), marks the widget busy while it
 * refreshes, and repairs the list semantics of the theme's mini-cart markup.
 */
export function enhance({ host }: { host: HTMLElement }): Undo {
  const busy = attributeState(host, 'aria-busy');
  const stopWatching = $liveCart.subscribe(({ status }) => busy.set(status === 'refreshing' ? 'true' : null));
  return undoAll([repairListSemantics(host), busy.undo, stopWatching]);
}
