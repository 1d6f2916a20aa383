// Adds on their way to the server, shown in the mini cart's list as WooCommerce's items look, before
// the server's fragments replace the list. Hidden from assistive technology: screen readers hear the
// add's outcome (announced when the server has answered), not the guess.
import { useStore } from '@nanostores/react';
import { createPortal } from 'react-dom';
import { $pendingAdds } from '../../src/stores/cart';
import { useItemList } from './item-list';

export function PendingItems({ host }: { host: HTMLElement }) {
  const pending = useStore($pendingAdds);
  const list = useItemList(host, pending.length > 0);
  if (!list) return null;
  return createPortal(pending.map((add, i) => (
    <li key={i} className="woocommerce-mini-cart-item mini_cart_item wi-pending-item" aria-hidden="true">
      {add.image ? <img src={add.image} alt="" width="300" height="300" className="attachment-woocommerce_thumbnail" /> : null}
      {add.name}
      <span className="quantity">{add.quantity} × {add.price}</span>
    </li>
  )), list);
}
