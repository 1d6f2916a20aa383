import { useStore } from '@nanostores/react';
import { flag, params, shopConfig } from '../../src/config';
import { navigate } from '../../src/dom';
import { useAttribute, useListener } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { $shownItemCount } from '../../src/stores/cart';
import { MINI_CART_PANEL, togglePanel } from '../../src/stores/panel-requests';
import { wakePanel } from '../../src/panels/wake-panel';
import { useButtonCount } from './count';

export function read(): Record<string, never> {
  return {};
}

/** The cart panel, and the mini cart inside it (which waits for the shopper when there is no cart). */
const preloadCartPanel = () => wakePanel(document.querySelector('.rey-cartPanel-wrapper.js-rey-cartPanel'), 'div.widget_shopping_cart_content');

/**
 * Where the button goes instead of opening the panel: Rey before 2.8 prints a button everywhere,
 * `--cart-checkout` with the cart's address in `data-href` on the cart and checkout pages, and the
 * theme may turn the panel off (`reyParams.disable_header_cart_panel`).
 */
function goesToCart(button: HTMLElement): string | null {
  const href = button.getAttribute('data-href');
  if (!href) return null;
  return button.classList.contains('--cart-checkout') || flag(params('reyParams').disable_header_cart_panel) ? href : null;
}

/**
 * The cart count on the header (Rey's `[data-rey-cart-count]` and the count in the button, from the
 * `_count_` fragment or the mini cart) and the button that opens the cart panel. A link instead of a
 * button (the cart and checkout pages) keeps going to the cart.
 */
export default function HeaderCart({ host }: IslandProps<Record<string, never>>) {
  // The server's count and the adds on their way (screen readers hear the add's outcome, announced
  // when the server has answered).
  const itemCount = useStore($shownItemCount);
  const count = itemCount === null ? null : String(itemCount);
  useAttribute(host, 'data-rey-cart-count', count);
  useButtonCount(host, count);

  const button = host.querySelector<HTMLElement>('.js-rey-headerCart:not(a)');
  useAttribute(button, 'aria-haspopup', 'dialog');
  // Reaching for the button loads the panel's code, so the first opening does not wait for it.
  useListener(button, 'pointerenter', preloadCartPanel);
  useListener(button, 'focus', preloadCartPanel);
  useListener<MouseEvent>(button, 'click', (event) => {
    const cart = goesToCart(button!);
    if (cart) {
      event.preventDefault();
      navigate(cart);
      return;
    }
    const config = shopConfig();
    if (config.isCart || config.isCheckout) return;
    event.preventDefault();
    preloadCartPanel();
    togglePanel(MINI_CART_PANEL, button);
  });
  return null;
}
