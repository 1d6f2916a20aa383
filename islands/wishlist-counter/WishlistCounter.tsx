// A wishlist counter: TI's or Rey's, printed by the server and filled from the wishlist store.
import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef } from 'react';
import { useAttribute, useClassState } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { $wishlist, wishlistCount } from '../../src/stores/wishlist';
import { wishlistConfig } from '../../src/wishlist/config';

export function read(): Record<string, never> {
  return {};
}

// The plugin flags its heart icon for this long after the count changes.
const ICON_FLASH_MS = 500;

/** TI's heart icon: `added` for a moment after each new count. */
function useIconFlash(icon: HTMLElement | null, count: number | null): void {
  const shown = useRef<number | null>(null);
  useLayoutEffect(() => {
    const changed = count !== null && count !== shown.current;
    shown.current = count;
    if (!icon || !changed) return;
    icon.classList.add('added');
    const timer = setTimeout(() => icon.classList.remove('added'), ICON_FLASH_MS);
    return () => {
      clearTimeout(timer);
      icon.classList.remove('added');
    };
  }, [icon, count]);
}

/** Writes `text` into `host` while it is not null, and puts the printed text back afterwards. */
function useText(host: HTMLElement, text: string | null): void {
  const printed = useRef(host.textContent);
  useLayoutEffect(() => {
    if (text !== null && host.textContent !== text) host.textContent = text;
  }, [host, text]);
  useLayoutEffect(() => () => {
    if (host.textContent !== printed.current) host.textContent = printed.current;
  }, [host]);
}

/**
 * The item count, hidden at zero. TI's counter is emptied (with `hide_zero_counter`) and its link loses
 * `wishlist-counter-with-products`; Rey's counter gets `data-count` and its bubble keeps `--hidden`
 * while the count is zero. Unmounted, the counter is as the server printed it.
 */
export default function WishlistCounter({ host }: IslandProps<Record<string, never>>) {
  const count = wishlistCount(useStore($wishlist));
  const rey = host.classList.contains('rey-wishlistCounter-number');
  // Rey 2.8+ with TI Wishlist prints TI's number inside Rey's counter: TI's counter shows the number,
  // Rey's carries `data-count` and shows or hides the bubble.
  const holdsNumber = rey && host.querySelector('.wishlist_products_counter_number') !== null;
  const link = rey ? null : host.closest('.wishlist_products_counter');
  const icon = link?.querySelector<HTMLElement>('i.wishlist-icon') ?? null;
  const hidden = count === 0 && (rey || wishlistConfig().hideZeroCounter);
  const known = count !== null;

  useText(host, !known || holdsNumber ? null : hidden ? '' : String(count));
  useAttribute(rey ? host : null, 'data-count', known ? String(count) : null);
  useClassState(rey ? host.closest('.rey-headerIcon-counter') : null, '--hidden', known ? count === 0 : null);
  useClassState(link, 'wishlist-counter-with-products', known ? count > 0 : null);
  useClassState(rey ? null : host.closest('span.wishlist-counter-with-products'), 'wishlist-counter-with-products', hidden ? false : null);
  useAttribute(icon, 'data-icon-label', known && !hidden ? String(count) : null);
  useIconFlash(icon, count);
  return null;
}
