import { useLayoutEffect, useState } from 'react';
import { announceCart, clearCartAnnouncement } from '../../src/a11y';
import { addToCart } from '../../src/cart/add-to-cart';
import { insertViewCartLink } from '../../src/cart/view-cart-link';
import { dataAttributes } from '../../src/dom';
import { emit } from '../../src/events';
import { useListener, useSpaceActivates, useToggleClass } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { isQuantity, type AddToCartButtonProps } from './read';

export { read } from './read';

/** The "Visa varukorg" link WooCommerce puts right after a button once it added something. */
function useViewCartLink(button: HTMLElement, show: boolean): void {
  useLayoutEffect(() => (show ? insertViewCartLink(button) ?? undefined : undefined), [button, show]);
}

/**
 * Adds to the cart without a reload. Every click is a request (queued, one at a time, so five clicks
 * add five); the button shows `loading` while any of its requests is out and `added` after success.
 */
export default function AddToCartButton({ host }: IslandProps<AddToCartButtonProps>) {
  const [pending, setPending] = useState(0);
  const [added, setAdded] = useState(0);

  useToggleClass(host, 'loading', pending > 0);
  useToggleClass(host, 'added', pending === 0 && added > 0);
  useViewCartLink(host, added > 0);

  useLayoutEffect(() => {
    if (added > 0) emit('wc_cart_button_updated', [host]);
  }, [host, added]);

  useListener<MouseEvent>(host, 'click', (event) => {
    const data = dataAttributes(host);
    // A quantity a theme script broke since mount: let the link do the add without JavaScript.
    if (!isQuantity(data.quantity)) return;
    event.preventDefault();
    // Ours alone: a classic add-to-cart.js still on the page must not add it a second time.
    event.stopPropagation();
    clearCartAnnouncement();
    setPending((n) => n + 1);
    void addToCart({ button: host, data }).then((outcome) => {
      if (outcome.kind === 'leaving') return; // keep the spinner while the browser navigates
      setPending((n) => n - 1);
      if (outcome.kind === 'added') {
        setAdded((n) => n + 1);
        announceCart(data.success_message ?? '');
      }
    });
  });
  useSpaceActivates(host);

  return null;
}
