// WooCommerce's loop add-to-cart link, a plain island: it renders nothing, so it changes the server's
// link directly and a category page's first click needs no React.
import { announceCart, clearCartAnnouncement } from '../../src/a11y';
import { addToCart } from '../../src/cart/add-to-cart';
import { insertViewCartLink } from '../../src/cart/view-cart-link';
import { dataAttributes } from '../../src/dom';
import { emit } from '../../src/events';
import type { IslandProps } from '../../src/runtime/define';
import { listen, undoAll } from '../../src/undo';
import { isQuantity, type AddToCartButtonProps } from './read';

export { read } from './read';

/** Sets `className` on or off, never taking away a class the server printed; returns the undo. */
function classToggle(el: Element, className: string): { set(on: boolean): void; undo(): void } {
  let added = false;
  const set = (on: boolean) => {
    if (on && !el.classList.contains(className)) {
      el.classList.add(className);
      added = true;
    } else if (!on && added) {
      el.classList.remove(className);
      added = false;
    }
  };
  return { set, undo: () => set(false) };
}

/**
 * Adds to the cart without a reload. Every click is a request (queued, one at a time, so five clicks
 * add five); the link shows `loading` while any of its requests is out and `added` after success,
 * with WooCommerce's "Visa varukorg" link after it. Returns the undo of it all.
 */
export function enhance({ host }: IslandProps<AddToCartButtonProps>): () => void {
  const loading = classToggle(host, 'loading');
  const addedClass = classToggle(host, 'added');
  let pending = 0;
  let added = 0;
  let removeViewCartLink: (() => void) | null = null;
  let live = true;

  const show = () => {
    loading.set(pending > 0);
    addedClass.set(pending === 0 && added > 0);
  };

  const onClick = (event: MouseEvent) => {
    const data = dataAttributes(host);
    // A quantity a theme script broke since mount: let the link do the add without JavaScript.
    if (!isQuantity(data.quantity)) return;
    event.preventDefault();
    // Ours alone: a classic add-to-cart.js still on the page must not add it a second time.
    event.stopPropagation();
    clearCartAnnouncement();
    pending += 1;
    show();
    void addToCart({ button: host, data }).then((outcome) => {
      if (!live || outcome.kind === 'leaving') return; // keep the spinner while the browser navigates
      pending -= 1;
      if (outcome.kind === 'added') added += 1;
      show();
      if (outcome.kind !== 'added') return;
      if (!removeViewCartLink) removeViewCartLink = insertViewCartLink(host) ?? (() => {});
      emit('wc_cart_button_updated', [host]);
      announceCart(data.success_message ?? '');
    });
  };
  // Space activates links that carry `role="button"`, as WooCommerce's newer add-to-cart.js does.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    host.click();
  };
  return undoAll([
    () => removeViewCartLink?.(),
    loading.undo,
    addedClass.undo,
    listen(host, 'click', onClick),
    listen(host, 'keydown', onKeyDown),
    () => {
      live = false;
    },
  ]);
}
