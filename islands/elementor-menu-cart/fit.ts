import { on } from '../../src/events';
import { listen, undoAll, type Undo } from '../../src/hooks';
import type { MenuCartProps } from './read';

/** Room kept below the dropdown mini cart (Elementor Pro's extraBottomSpacing). */
const BOTTOM_SPACING = 30;
/** The product list is never made shorter than this. */
const MIN_HEIGHT = 120;

// WooCommerce's fragments replace the list, so it is looked up each time.
const productList = (host: HTMLElement) => host.querySelector<HTMLElement>('.elementor-menu-cart__products');

/**
 * The dropdown mini cart's product list (`.elementor-menu-cart__products`) is given the height left
 * between the toggle and the bottom of the window, less the rest of the cart, as Elementor Pro's menu
 * cart governs it.
 */
export function fitProductList(host: HTMLElement, main: HTMLElement): void {
  const list = productList(host);
  const toggle = host.querySelector<HTMLElement>('.elementor-menu-cart__toggle');
  if (!list || !toggle) return;
  list.style.maxHeight = '';
  const style = getComputedStyle(toggle);
  const toggleHeight = toggle.clientHeight - Number.parseFloat(style.paddingTop || '0') - Number.parseFloat(style.paddingBottom || '0')
    + (Number.parseInt(getComputedStyle(main).marginTop, 10) || 0);
  const listHeight = list.getBoundingClientRect().height;
  const rest = main.scrollHeight - listHeight;
  const room = host.ownerDocument.documentElement.clientHeight - toggle.getBoundingClientRect().top - toggleHeight - rest - BOTTOM_SPACING;
  list.style.maxHeight = `${Math.max(MIN_HEIGHT, room)}px`;
}

/**
 * The menu cart's controller: a dropdown mini cart's product list fits the window, fitted again as
 * WooCommerce's fragments load or refresh and as the window resizes. A side cart is left alone. The
 * undo leaves the list without the inline max-height, as the server prints it.
 */
export function fitDropdown(host: HTMLElement, { main, cartType }: Pick<MenuCartProps, 'main' | 'cartType'>): Undo | void {
  if (cartType !== 'mini-cart') return;
  const fit = () => fitProductList(host, main);
  fit();
  const win = host.ownerDocument.defaultView ?? window;
  return undoAll([
    on('wc_fragments_loaded', fit),
    on('wc_fragments_refreshed', fit),
    listen(win, 'resize', fit),
    () => {
      const list = productList(host);
      if (list) list.style.maxHeight = '';
    },
  ]);
}
