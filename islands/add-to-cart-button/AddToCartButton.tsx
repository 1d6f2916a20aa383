// WooCommerce's loop add-to-cart link. It renders nothing of its own: its state shows as the classes
// WooCommerce's script sets on the server's link (`loading`, `added`) and the "Visa varukorg" link.
import { useEffect } from 'react';
import { addFromLoopButton } from '../../src/cart/loop/add';
import { removeViewCartLink } from '../../src/cart/add/view-cart-link';
import { useListener, useSpaceActivates } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { isQuantity, type AddToCartButtonProps } from './read';

export { read } from './read';

/**
 * Adds to the cart without a reload. Every click is a request (queued, one at a time, so five clicks
 * add five); src/cart/loop/add.ts shows each on the link.
 */
export default function AddToCartButton({ host }: IslandProps<AddToCartButtonProps>) {
  useSpaceActivates(host);
  // What the island added leaves with it; the classes stay, as the server's markup would have them.
  useEffect(() => () => removeViewCartLink(host), [host]);

  useListener<MouseEvent>(host, 'click', (event) => {
    // A quantity a theme script broke since mount: let the link do the add without JavaScript.
    if (!isQuantity(host.dataset.quantity)) return;
    event.preventDefault();
    // Ours alone: a classic add-to-cart.js still on the page must not add it a second time.
    event.stopPropagation();
    void addFromLoopButton(host);
  });
  return null;
}
