import { useEffect, useRef, useState } from 'react';
import { navigate } from '../../src/dom';
import { on } from '../../src/events';
import { shopConfig } from '../../src/config';
import { MINI_CART_PANEL, requestPanel } from '../../src/stores/panel-requests';

export type CartPanelStatus = 'init' | 'adding' | 'added' | 'removed';

// Rey shows the cart trigger's loader this long before the panel slides in after an add.
export const OPEN_AFTER_ADD_DELAY_MS = 200;

/** Header cart buttons that open the panel (a link instead means the panel is off on this page). */
export function cartTriggers(doc: Document = document): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>('button.js-rey-headerCart, .js-rey-headerCart:not(a)')];
}

/**
 * The mini cart's status, from WooCommerce's events: `adding` on `adding_to_cart`, `added` on
 * `added_to_cart`, `removed` on `removed_from_cart`, back to `init` when the panel closes. After an
 * add (when the shop opens the cart after adds, and not on the cart or checkout page) the triggers
 * show Rey's loader for 200 ms, then the panel opens; a button carrying `data-checkout` goes to that
 * checkout URL instead, and one with `--prevent-open-cart` opens nothing.
 */
export function useCartStatus(open: boolean, openAfterAdd: boolean): { status: CartPanelStatus; loading: boolean } {
  const [status, setStatus] = useState<CartPanelStatus>('init');
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!open) setStatus('init');
  }, [open]);

  useEffect(() => {
    const offs = [
      on('adding_to_cart', () => setStatus('adding')),
      on('removed_from_cart', () => setStatus('removed')),
      on('added_to_cart', (args) => {
        setStatus('added');
        const button = args[2] instanceof HTMLElement ? args[2] : null;
        const checkout = button?.getAttribute('data-checkout');
        if (checkout && navigate(checkout)) return;
        const config = shopConfig();
        if (!openAfterAdd || config.isCart || config.isCheckout || button?.classList.contains('--prevent-open-cart')) return;
        if (!cartTriggers().length) return;
        clearTimeout(timer.current);
        setLoading(true);
        timer.current = setTimeout(() => {
          setLoading(false);
          requestPanel(MINI_CART_PANEL, button);
        }, OPEN_AFTER_ADD_DELAY_MS);
      }),
    ];
    return () => {
      offs.forEach((off) => off());
      clearTimeout(timer.current);
    };
  }, [openAfterAdd]);

  return { status, loading };
}
