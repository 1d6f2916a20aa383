/** Room kept below the dropdown mini cart (Elementor Pro's extraBottomSpacing). */
const BOTTOM_SPACING = 30;
/** The product list is never made shorter than this. */
const MIN_HEIGHT = 120;

/**
 * The dropdown mini cart's product list (`.elementor-menu-cart__products`) is given the height left
 * between the toggle and the bottom of the window, less the rest of the cart, as Elementor Pro's menu
 * cart governs it.
 */
export function fitProductList(host: HTMLElement, main: HTMLElement): void {
  const list = host.querySelector<HTMLElement>('.elementor-menu-cart__products');
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
