// WooCommerce's rating select behind the star links (single-product.js): hidden, with the stars'
// `p.stars` before it, and set by them.
import { useLayoutEffect, useState } from 'react';

/** The `p.stars` before the hidden select, for the stars to render into, while the island lives. */
export function useStarsBox(select: HTMLSelectElement): HTMLElement | null {
  const [box, setBox] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const p = select.ownerDocument.createElement('p');
    p.className = 'stars';
    select.before(p);
    const display = select.style.display;
    select.style.display = 'none';
    setBox(p);
    return () => {
      p.remove();
      select.style.display = display;
      setBox(null);
    };
  }, [select]);
  return box;
}

/** Sets the select to a rating and tells its listeners, as a choice in it would. */
export function chooseRating(select: HTMLSelectElement, rating: number): void {
  select.value = String(rating);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
