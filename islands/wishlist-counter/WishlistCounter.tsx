import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { useAttribute, useClassState } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { $wishlist, wishlistCount } from '../../src/stores/wishlist';
import { wishlistConfig } from '../../src/wishlist/config';

export function read(): Record<string, never> {
  return {};
}

// The plugin flags its heart icon for this long after the count changes.
const ICON_FLASH_MS = 500;

/**
 * A wishlist counter: the item count, hidden at zero. TI's counter is emptied (with `hide_zero_counter`)
 * and its link loses `wishlist-counter-with-products`; Rey's counter gets `data-count` and its bubble
 * keeps `--hidden` while the count is zero.
 */
export default function WishlistCounter({ host }: IslandProps<Record<string, never>>) {
  const count = wishlistCount(useStore($wishlist));
  const rey = host.classList.contains('rey-wishlistCounter-number');
  const hidden = count === 0 && (rey || wishlistConfig().hideZeroCounter);
  const text = count === null ? null : hidden ? '' : String(count);

  useLayoutEffect(() => {
    if (text === null) return;
    const before = host.textContent;
    host.textContent = text;
    return () => {
      host.textContent = before;
    };
  }, [host, text]);

  useAttribute(host, 'data-count', rey && count !== null ? String(count) : null);
  useClassState(rey ? host.closest('.rey-headerIcon-counter') : null, '--hidden', count === null ? null : count === 0);

  const link = rey ? null : host.closest('.wishlist_products_counter');
  useClassState(link, 'wishlist-counter-with-products', count === null ? null : count > 0);
  useClassState(rey ? null : host.closest('span.wishlist-counter-with-products'), 'wishlist-counter-with-products', hidden ? false : null);

  const icon = link?.querySelector<HTMLElement>('i.wishlist-icon') ?? null;
  useAttribute(icon, 'data-icon-label', count !== null && !hidden ? String(count) : null);
  useLayoutEffect(() => {
    if (!icon || count === null) return;
    icon.classList.add('added');
    const timer = setTimeout(() => icon.classList.remove('added'), ICON_FLASH_MS);
    return () => {
      clearTimeout(timer);
      icon.classList.remove('added');
    };
  }, [icon, count]);

  return null;
}
