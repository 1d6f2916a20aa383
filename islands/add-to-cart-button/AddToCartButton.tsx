// WooCommerce's loop add-to-cart link. It renders nothing of its own: its state shows as the classes
// WooCommerce's script sets on the server's link (`loading`, `added`) and the "Visa varukorg" link.
import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { announceCart, clearCartAnnouncement } from '../../src/a11y';
import { addToCart } from '../../src/cart/add-to-cart';
import { insertViewCartLink } from '../../src/cart/view-cart-link';
import { dataAttributes } from '../../src/dom';
import { emit } from '../../src/events';
import { useListener, useSpaceActivates, useToggleClass } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { isQuantity, type AddToCartButtonProps } from './read';

export { read } from './read';

/**
 * Adds to the cart without a reload. Every click is a request (queued, one at a time, so five clicks
 * add five); the link shows `loading` while any of its requests is out and `added` after success,
 * with WooCommerce's "Visa varukorg" link after it.
 */
export default function AddToCartButton({ host }: IslandProps<AddToCartButtonProps>) {
  const [pending, setPending] = useState(0);
  const [added, setAdded] = useState(false);
  useToggleClass(host, 'loading', pending > 0);
  useToggleClass(host, 'added', pending === 0 && added);
  useLayoutEffect(() => (added ? insertViewCartLink(host) ?? undefined : undefined), [host, added]);
  useSpaceActivates(host);

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
      // Committed at once: listeners of WooCommerce's event expect the link to be there.
      flushSync(() => {
        setPending((n) => n - 1);
        if (outcome.kind === 'added') setAdded(true);
      });
      if (outcome.kind !== 'added') return;
      emit('wc_cart_button_updated', [host]);
      announceCart(data.success_message ?? '');
    });
  });
  return null;
}
