// A wishlist counter, a plain island: it renders nothing (the theme and TI print the counter), so a
// returning shopper's page with a wishlist evaluates no React for it.
import { $wishlist, wishlistCount } from '../../src/stores/wishlist';
import { attributeState, classState, undoAll, type Undo } from '../../src/undo';
import { wishlistConfig } from '../../src/wishlist/config';

export function read(): Record<string, never> {
  return {};
}

// The plugin flags its heart icon for this long after the count changes.
const ICON_FLASH_MS = 500;

/** TI's heart icon: `added` for a moment after each new count. */
function iconFlash(icon: HTMLElement | null): { flash(): void; undo: Undo } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    icon?.classList.remove('added');
  };
  return {
    flash() {
      if (!icon) return;
      stop();
      icon.classList.add('added');
      timer = setTimeout(() => icon.classList.remove('added'), ICON_FLASH_MS);
    },
    undo: stop,
  };
}

/**
 * The item count, hidden at zero. TI's counter is emptied (with `hide_zero_counter`) and its link loses
 * `wishlist-counter-with-products`; Rey's counter gets `data-count` and its bubble keeps `--hidden`
 * while the count is zero. Returns the undo, which leaves the counter as the server printed it.
 */
export function enhance({ host }: { host: HTMLElement }): Undo {
  const rey = host.classList.contains('rey-wishlistCounter-number');
  const link = rey ? null : host.closest('.wishlist_products_counter');
  const printedText = host.textContent;
  const dataCount = attributeState(rey ? host : null, 'data-count');
  const bubbleHidden = classState(rey ? host.closest('.rey-headerIcon-counter') : null, '--hidden');
  const linkWithProducts = classState(link, 'wishlist-counter-with-products');
  const spanWithProducts = classState(rey ? null : host.closest('span.wishlist-counter-with-products'), 'wishlist-counter-with-products');
  const icon = link?.querySelector<HTMLElement>('i.wishlist-icon') ?? null;
  const iconLabel = attributeState(icon, 'data-icon-label');
  const iconFlashes = iconFlash(icon);
  let shown: number | null = null;

  const show = (count: number | null) => {
    const hidden = count === 0 && (rey || wishlistConfig().hideZeroCounter);
    const text = count === null ? printedText : hidden ? '' : String(count);
    if (host.textContent !== text) host.textContent = text;
    dataCount.set(count === null ? null : String(count));
    bubbleHidden.set(count === null ? null : count === 0);
    linkWithProducts.set(count === null ? null : count > 0);
    spanWithProducts.set(hidden ? false : null);
    iconLabel.set(count !== null && !hidden ? String(count) : null);
    if (count !== null && count !== shown) iconFlashes.flash();
    shown = count;
  };
  const stopWatching = $wishlist.subscribe((data) => show(wishlistCount(data)));

  return undoAll([
    () => {
      if (host.textContent !== printedText) host.textContent = printedText;
    },
    dataCount.undo,
    bubbleHidden.undo,
    linkWithProducts.undo,
    spanWithProducts.undo,
    iconLabel.undo,
    iconFlashes.undo,
    stopWatching,
  ]);
}
