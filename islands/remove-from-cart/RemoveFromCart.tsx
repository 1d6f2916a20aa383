import { useState } from 'react';
import { clearCartAnnouncement } from '../../src/helpers/a11y';
import { removeFromCart } from '../../src/cart/change/remove-from-cart';
import { useAttribute, useListener, useSpaceActivates, useToggleClass } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { injectStyle } from '../../src/runtime/styles';
import type { RemoveFromCartProps } from './read';
import css from './style.css';

export { read } from './read';

injectStyle('remove-from-cart', css);

/** Removes the item in place; its row sits under an overlay while the request runs. */
export default function RemoveFromCart({ host, cartItemKey }: IslandProps<RemoveFromCartProps>) {
  const [removing, setRemoving] = useState(false);
  const item = host.closest('.woocommerce-mini-cart-item, .mini_cart_item');

  useToggleClass(item, 'wi-removing', removing);
  useAttribute(item, 'aria-busy', removing ? 'true' : null);

  useListener<MouseEvent>(host, 'click', (event) => {
    event.preventDefault();
    event.stopPropagation();
    if (removing) return;
    clearCartAnnouncement();
    setRemoving(true);
    // On success the fragments replace this whole item (and unmount this island).
    void removeFromCart(host as HTMLAnchorElement, cartItemKey).then((removedInPlace) => {
      if (removedInPlace && host.isConnected) setRemoving(false);
    });
  });
  useSpaceActivates(host);

  return null;
}
