import { useEffect, useRef, useState } from 'react';
import { navigate } from '../../src/dom';
import { shopConfig } from '../../src/config';
import { panelOpening } from '../../src/panels/active-panel';
import { $cartActivity, LATE_ACTIVITY_MS, type CartActivity } from '../../src/stores/cart';
import { dismissPanel, MINI_CART_PANEL, requestPanel } from '../../src/stores/panel-requests';

/**
 * Cart changes the cart panel already acted on. Kept for the page, not the panel: a remounted panel
 * must not act on them again.
 */
const handledCartActivity = new WeakSet<CartActivity>();

export type CartPanelStatus = 'init' | 'adding' | 'added' | 'removed';

// Rey shows the cart trigger's loader this long before the panel slides in after an add.
export const OPEN_AFTER_ADD_DELAY_MS = 200;

/** Header cart buttons that open the panel (a link instead means the panel is off on this page). */
export function cartTriggers(doc: Document = document): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>('button.js-rey-headerCart, .js-rey-headerCart:not(a)')];
}

/**
 * The mini cart's status, from WooCommerce's cart events (through the cart activity store, so an add
 * that happened just before this code arrived counts too): `adding` on `adding_to_cart`, `added` on
 * `added_to_cart`, `removed` on `removed_from_cart`, back to `init` when the panel closes. After an
 * add (when the shop opens the cart after adds, and not on the cart or checkout page) the triggers
 * show Rey's loader for 200 ms, then the panel opens (Esc meanwhile stops it); a button carrying
 * `data-checkout` goes to that checkout URL instead, and one with `--prevent-open-cart` opens nothing.
 */
export function useCartStatus(open: boolean, openAfterAdd: boolean): { status: CartPanelStatus; loading: boolean } {
  const [status, setStatus] = useState<CartPanelStatus>('init');
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopOpening = useRef(() => {});

  useEffect(() => {
    if (!open) setStatus('init');
  }, [open]);

  useEffect(() => {
    const added = (args: unknown[]) => {
      setStatus('added');
      const button = args[2] instanceof HTMLElement ? args[2] : null;
      const checkout = button?.getAttribute('data-checkout');
      if (checkout && navigate(checkout)) return;
      const config = shopConfig();
      if (!openAfterAdd || config.isCart || config.isCheckout || button?.classList.contains('--prevent-open-cart')) return;
      if (!cartTriggers().length) return;
      clearTimeout(timer.current);
      setLoading(true);
      stopOpening.current();
      stopOpening.current = panelOpening(MINI_CART_PANEL, () => {
        clearTimeout(timer.current);
        setLoading(false);
        dismissPanel(MINI_CART_PANEL);
      });
      timer.current = setTimeout(() => {
        setLoading(false);
        requestPanel(MINI_CART_PANEL, button);
      }, OPEN_AFTER_ADD_DELAY_MS);
    };
    const take = (activity: CartActivity | null) => {
      if (!activity || handledCartActivity.has(activity)) return;
      handledCartActivity.add(activity);
      if (activity.event === 'adding_to_cart') setStatus('adding');
      else if (activity.event === 'removed_from_cart') setStatus('removed');
      else added(activity.args);
    };
    const last = $cartActivity.get();
    if (last && Date.now() - last.at < LATE_ACTIVITY_MS) take(last);
    const unlisten = $cartActivity.listen(take);
    return () => {
      unlisten();
      clearTimeout(timer.current);
      stopOpening.current();
    };
  }, [openAfterAdd]);

  return { status, loading };
}
