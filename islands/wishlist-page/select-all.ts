import { listen, type Undo } from '../../src/hooks';

/** The table's select-all checkbox (`input.global-cb`) checks or unchecks every item's. */
export function followSelectAll(host: HTMLElement): Undo {
  return listen(host, 'change', (event) => {
    const box = event.target;
    if (!(box instanceof HTMLInputElement) || !box.classList.contains('global-cb')) return;
    for (const cb of host.querySelectorAll<HTMLInputElement>('.product-cb input, .wishlist-cb input')) cb.checked = box.checked;
  });
}
