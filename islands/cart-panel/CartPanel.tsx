import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { $liveCart } from '../../src/cart/sync';
import { useAttribute, useListener } from '../../src/hooks';
import { useReyTabs, useSidePanel } from '../../src/panels';
import type { IslandProps } from '../../src/runtime/define';
import { injectStyle } from '../../src/runtime/styles';
import { $requestedPanel, dismissPanel, MINI_CART_PANEL } from '../../src/stores/panel-requests';
import type { CartPanelProps } from './read';
import css from './style.css';
import { useCoupons } from './use-coupons';
import { cartTriggers, useCartStatus } from './use-cart-status';
import { useEmptyCartContent } from './use-empty-cart-content';
import { useQuantityUpdates } from './use-quantity-updates';

export { read } from './read';

injectStyle('cart-panel', css);

function useTriggersLoading(loading: boolean): void {
  useLayoutEffect(() => {
    if (!loading) return;
    const triggers = cartTriggers();
    triggers.forEach((el) => el.classList.add('--loading'));
    return () => triggers.forEach((el) => el.classList.remove('--loading'));
  }, [loading]);
}

/**
 * Rey's mini cart side panel: opens from the header cart and after adds, starts on the cart tab,
 * updates quantities typed into it, applies and removes coupons, fills the empty cart's extra content,
 * and closes on its close or continue-shopping button, Esc or the overlay. Its status
 * (`data-cart-status`) and the something-changed flag (`data-cart-changed`) are on the panel.
 */
export default function CartPanel({ host, openAfterAdd, label }: IslandProps<CartPanelProps>) {
  const request = useStore($requestedPanel);
  const open = request?.name === MINI_CART_PANEL;
  const cart = useStore($liveCart);
  const [changed, setChanged] = useState(false);
  const { status, loading } = useCartStatus(open, openAfterAdd);
  const close = () => dismissPanel(MINI_CART_PANEL);

  useSidePanel(open, {
    id: MINI_CART_PANEL,
    element: host,
    onClose: close,
    triggers: cartTriggers,
    bodyClasses: ['--cart-active'],
    closeButtonIn: '.rey-cartPanel-header',
  });
  useTriggersLoading(loading);
  useAttribute(host, 'role', 'dialog');
  useAttribute(host, 'aria-modal', open ? 'true' : null);
  useAttribute(host, 'aria-label', label);
  useAttribute(host, 'data-cart-status', status);
  useAttribute(host, 'data-cart-changed', changed ? 'true' : null);

  const [, selectTab] = useReyTabs(host, {
    tabs: '.rey-cartPanel-header .__tab[data-item]',
    panes: (item) => [...host.querySelectorAll(`.__tab-content[data-item="${CSS.escape(item)}"]`)],
  });

  // Each opening starts on the cart; each closing forgets that something changed.
  useLayoutEffect(() => {
    if (open) selectTab('cart');
    else setChanged(false);
  }, [open]);

  useListener<MouseEvent>(host, 'click', (event) => {
    if (event.target instanceof Element && event.target.closest('.rey-cartPanel-continue button, .rey-cartPanel-continue .btn')) {
      event.preventDefault();
      close();
    }
  });

  const somethingChanged = () => setChanged(true);
  useQuantityUpdates(host, somethingChanged);
  useCoupons(host, somethingChanged);
  useEffect(() => {
    if (open && status === 'removed') setChanged(true);
  }, [open, status]);
  useEmptyCartContent(host, open, cart.itemCount, cart.fragments);

  return null;
}
