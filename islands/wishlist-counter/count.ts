// A wishlist counter filled from the wishlist store, in plain DOM: TI's or Rey's, printed by the server.
// Started at load without React for a shopper whose count is known then (the definition's
// placeholder), else by the island when the shopper is here.
import { $wishlist, wishlistCount } from '../../src/stores/wishlist';
import { attributeState, classState, undoAll } from '../../src/helpers/undo';
import { wishlistConfig } from '../../src/wishlist/config';
// Subscribing starts the wishlist's loading (cache, server, other tabs).
import '../../src/wishlist/data';
import { followedCounters } from '../../src/helpers/wishlist-counters';

// The plugin flags its heart icon for this long after the count changes.
const ICON_FLASH_MS = 500;

/**
 * The item count, hidden at zero. TI's counter is emptied (with `hide_zero_counter`) and its link loses
 * `wishlist-counter-with-products`; Rey's counter gets `data-count` and its bubble keeps `--hidden`
 * while the count is zero; TI's heart icon is `added` for a moment after each new count. The returned
 * undo leaves the counter as the server printed it.
 */
export function followCount(host: HTMLElement): () => void {
  const rey = host.classList.contains('rey-wishlistCounter-number');
  // Rey 2.8+ with TI Wishlist prints TI's number inside Rey's counter: TI's counter shows the number,
  // Rey's carries `data-count` and shows or hides the bubble.
  const holdsNumber = rey && host.querySelector('.wishlist_products_counter_number') !== null;
  const link = rey ? null : host.closest('.wishlist_products_counter');
  const icon = link?.querySelector<HTMLElement>('i.wishlist-icon') ?? null;
  const printed = host.textContent;
  const dataCount = attributeState(rey ? host : null, 'data-count');
  const bubble = classState(rey ? host.closest('.rey-headerIcon-counter') : null, '--hidden');
  const withProducts = classState(link, 'wishlist-counter-with-products');
  const outerWithProducts = classState(rey ? null : host.closest('span.wishlist-counter-with-products'), 'wishlist-counter-with-products');
  const iconLabel = attributeState(icon, 'data-icon-label');
  let shown: number | null = null;
  let flash: ReturnType<typeof setTimeout> | undefined;
  const paint = (count: number | null) => {
    const known = count !== null;
    const hidden = count === 0 && (rey || wishlistConfig().hideZeroCounter);
    const text = !known ? printed : hidden ? '' : String(count);
    if (!holdsNumber && host.textContent !== text) host.textContent = text;
    dataCount.set(known ? String(count) : null);
    bubble.set(known ? count === 0 : null);
    withProducts.set(known ? count > 0 : null);
    outerWithProducts.set(hidden ? false : null);
    iconLabel.set(known && !hidden ? String(count) : null);
    if (!icon || !known || count === shown) return;
    shown = count;
    clearTimeout(flash);
    icon.classList.add('added');
    flash = setTimeout(() => icon.classList.remove('added'), ICON_FLASH_MS);
  };
  followedCounters.add(host);
  const stop = $wishlist.subscribe((data) => paint(wishlistCount(data)));
  return undoAll([
    () => followedCounters.delete(host),
    stop,
    () => {
      clearTimeout(flash);
      icon?.classList.remove('added');
      if (!holdsNumber && host.textContent !== printed) host.textContent = printed;
    },
    dataCount.undo,
    bubble.undo,
    withProducts.undo,
    outerWithProducts.undo,
    iconLabel.undo,
  ]);
}
