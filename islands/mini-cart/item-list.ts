import { useLayoutEffect, useState } from 'react';
import { setAttribute } from '../../src/hooks';

/**
 * The widget's item list while `needed`. An empty cart has none, so one is added and its "no products"
 * message hidden meanwhile; both go back as the server printed them after.
 */
export function useItemList(host: HTMLElement, needed: boolean): HTMLElement | null {
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
    const empty = host.querySelector('.woocommerce-mini-cart__empty-message');
    const showEmpty = empty ? setAttribute(empty, 'hidden', '') : () => {};
    host.prepend(added);
    setList(added);
    return () => {
      added.remove();
      showEmpty();
      setList(null);
    };
  }, [host, needed]);
  return list;
}
