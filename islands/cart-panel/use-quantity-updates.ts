import { useLayoutEffect, useRef } from 'react';
import { errorNotice } from '../../src/helpers/a11y';
import { updateMiniCartQuantity } from '../../src/cart/change/rey-mini-cart';
import { useListener } from '../../src/hooks';
import { t } from '../../src/i18n';
import { focusableIn } from '../../src/panels/focus';
import { typedQuantity } from './quantity';

// Rey's wait after the last keystroke (theme spec §9), and before reloading a cart it could not update.
export const QUANTITY_DEBOUNCE_MS = 500;
export const RELOAD_AFTER_FAILURE_MS = 1000;

const ITEM = '.woocommerce-mini-cart-item, .mini_cart_item';

function removeLinkFor(panel: HTMLElement, key: string): HTMLAnchorElement | null {
  return [...panel.querySelectorAll<HTMLAnchorElement>('a.remove[data-cart_item_key]')].find((a) => a.dataset.cart_item_key === key) ?? null;
}

/** Shows the shop's "cannot update the cart" message at the top of the panel's cart. */
function showCannotUpdate(panel: HTMLElement): void {
  const content = panel.querySelector('.widget_shopping_cart_content');
  if (!content || content.querySelector(':scope > .wi-cannot-update')) return;
  const notice = errorNotice(panel.ownerDocument, t('cannot_update_cart'));
  notice.classList.add('wi-cannot-update');
  content.prepend(notice);
}

/**
 * Quantities typed in the panel's `input.qty` (or set by its +/- buttons, which fire `input`): the value
 * is clamped to the input's max, empty values are ignored, and 500 ms after the last change of an item
 * its quantity goes to the server. The item is blocked meanwhile. A failure shows the shop's message
 * and reloads the page a second later. Focus stays on the item's quantity after the swap.
 */
export function useQuantityUpdates(panel: HTMLElement, onUpdated: () => void): void {
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const latest = useRef(onUpdated);
  latest.current = onUpdated;

  useLayoutEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
  }, []);

  const send = async (key: string, quantity: number) => {
    const link = removeLinkFor(panel, key);
    const row = link?.closest<HTMLElement>(ITEM);
    if (!link || !row) return;
    const hadFocus = row.contains(panel.ownerDocument.activeElement);
    row.classList.add('--loading');
    row.setAttribute('aria-busy', 'true');
    const outcome = await updateMiniCartQuantity(key, quantity, link.href);
    if (outcome === 'leaving') return;
    if (outcome === 'failed') {
      showCannotUpdate(panel);
      setTimeout(() => window.location.reload(), RELOAD_AFTER_FAILURE_MS);
      return;
    }
    latest.current();
    if (!hadFocus) return;
    // The fragments replaced the item: give focus to its new quantity field (or the panel, if it went).
    const input = removeLinkFor(panel, key)?.closest(ITEM)?.querySelector<HTMLInputElement>('input.qty');
    (input ?? focusableIn(panel)[0])?.focus({ preventScroll: true });
  };

  useListener<Event>(panel, 'input', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.matches('input.qty')) return;
    const key = input.closest(ITEM)?.querySelector<HTMLElement>('a.remove[data-cart_item_key]')?.dataset.cart_item_key;
    if (!key) return;
    input.style.setProperty('--qty-len', String(Math.max(1, input.value.length)));
    clearTimeout(timers.current.get(key));
    timers.current.delete(key);
    const quantity = typedQuantity(input.value, input.min, input.max);
    if (quantity === null) return;
    if (String(quantity) !== input.value.trim()) input.value = String(quantity);
    // Back to what the server has: nothing to send.
    if (String(quantity) === input.defaultValue) return;
    timers.current.set(key, setTimeout(() => {
      timers.current.delete(key);
      void send(key, quantity);
    }, QUANTITY_DEBOUNCE_MS));
  });
}
