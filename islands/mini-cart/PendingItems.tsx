// Adds on their way to the server, shown in the mini cart's list as WooCommerce's items look, before
// the server's fragments replace the list. Hidden from assistive technology: screen readers hear the
// add's outcome (announced when the server has answered), not the guess.
import { useStore } from '@nanostores/react';
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { $pendingAdds } from '../../src/stores/cart';

/**
 * The widget's item list; an empty cart has none, so one is added (and its "no products" message
 * hidden) while something is on its way.
 */
function useItemList(host: HTMLElement, needed: boolean): HTMLElement | null {
  const [list, setList] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!needed) return;
    const printed = host.querySelector<HTMLElement>('ul.woocommerce-mini-cart');
    if (printed) {
      setList(printed);
      return () => setList(null);
    }
    const added = host.ownerDocument.createElement('ul');
    added.className = 'woocommerce-mini-cart cart_list product_list_widget';
    const empty = host.querySelector<HTMLElement>('.woocommerce-mini-cart__empty-message');
    if (empty) empty.hidden = true;
    host.prepend(added);
    setList(added);
    return () => {
      added.remove();
      if (empty) empty.hidden = false;
      setList(null);
    };
  }, [host, needed]);
  return list;
}

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
