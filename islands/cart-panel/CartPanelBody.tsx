import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect } from 'react';
import { $liveCart } from '../../src/cart/sync';
import { useAttribute, useListener } from '../../src/hooks';
import { useReyTabs, useSidePanel } from '../../src/panels/ui';
import { loadAssets } from '../../src/rey-ajax/assets';
import { injectStyle } from '../../src/runtime/styles';
import { dismissPanel, MINI_CART_PANEL } from '../../src/stores/panel-requests';
import css from './style.css';
import { cartTriggers, type CartPanelStatus } from './use-cart-status';
import { useCoupons } from './use-coupons';
import { useEmptyCartContent } from './use-empty-cart-content';
import { useQuantityUpdates } from './use-quantity-updates';

injectStyle('cart-panel', css);

export interface CartPanelBodyProps {
  host: HTMLElement;
  open: boolean;
  status: CartPanelStatus;
  /** Something in the panel changed the cart (a quantity, a coupon, a removed item). */
  onChanged: () => void;
  /** The panel is in place: the triggers' loader can go. */
  onReady: () => void;
}

/**
 * What the mini cart does once the shopper opens it, loaded on the first opening: Rey's side panel,
 * the tabs (the cart tab on each opening), the continue-shopping button, typed quantities, coupons,
 * the empty cart's global section and the styles and scripts of `_cart_assets_`.
 */
export default function CartPanelBody({ host, open, status, onChanged, onReady }: CartPanelBodyProps) {
  const cart = useStore($liveCart);
  const close = () => dismissPanel(MINI_CART_PANEL);

  useSidePanel(open, {
    id: MINI_CART_PANEL,
    element: host,
    onClose: close,
    triggers: cartTriggers,
    bodyClasses: ['--cart-active'],
    closeButtonIn: '.rey-cartPanel-header',
  });
  useAttribute(host, 'aria-modal', open ? 'true' : null);
  useLayoutEffect(() => onReady(), []);

  const [, selectTab] = useReyTabs(host, {
    tabs: '.rey-cartPanel-header .__tab[data-item]',
    panes: (item) => [...host.querySelectorAll(`.__tab-content[data-item="${CSS.escape(item)}"]`)],
  });
  useLayoutEffect(() => {
    if (open) selectTab('cart');
  }, [open]);

  useListener<MouseEvent>(host, 'click', (event) => {
    if (event.target instanceof Element && event.target.closest('.rey-cartPanel-continue button, .rey-cartPanel-continue .btn')) {
      event.preventDefault();
      close();
    }
  });

  useQuantityUpdates(host, onChanged);
  useCoupons(host, onChanged);
  useLayoutEffect(() => {
    if (open && status === 'removed') onChanged();
  }, [open, status]);
  useEmptyCartContent(host, open, cart.itemCount, cart.fragments);
  // Rey's `_cart_assets_` fragment (a styles/scripts map): what the panel's markup needs, loaded when it
  // opens; a file the page has already is not asked again.
  const assets = (cart.fragments as Record<string, unknown>)._cart_assets_;
  useEffect(() => {
    if (open) void loadAssets(assets);
  }, [open, assets]);
  return null;
}
