// The products a "load more" answer brings, added to the grid. They are the server's markup: they stay
// when the island goes.
import { parseServerHTML } from '../../src/dom';

/** Appends the answer's `li.product` to the grid's list; returns how many it brought. */
export function appendProducts(list: HTMLElement, html: unknown): number {
  const items = typeof html === 'string' ? [...parseServerHTML(html).querySelectorAll('li.product')] : [];
  list.append(...items);
  return items.length;
}
