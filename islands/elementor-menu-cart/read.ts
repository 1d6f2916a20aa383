import { elementSettings, isOn } from '../../src/elementor';
import { BadMarkup } from '../../src/runtime/bad-markup';

export interface MenuCartProps {
  /** `.elementor-menu-cart__toggle_wrapper`: the toggle and the cart, which a hover cart closes on leaving. */
  wrapper: HTMLElement;
  /** `.elementor-menu-cart__container`: the overlay (side cart) around the cart. */
  container: HTMLElement | null;
  /** `.elementor-menu-cart__main`: the cart itself. */
  main: HTMLElement;
  /** `side-cart` or `mini-cart` (a dropdown below the toggle). */
  cartType: 'side-cart' | 'mini-cart';
  /** `open_cart`: on a click, or on the pointer over the toggle. */
  openOn: 'click' | 'mouseover';
  /** `automatically_open_cart`: the cart opens after an add to cart. */
  openOnAdd: boolean;
}

export function read(host: HTMLElement): MenuCartProps {
  const settings = elementSettings(host);
  if (!settings) throw new BadMarkup('data-settings is not JSON');
  const find = (selector: string) => [...host.querySelectorAll<HTMLElement>(selector)].find((el) => el.closest('.elementor-widget-woocommerce-menu-cart') === host) ?? null;
  const wrapper = find('.elementor-menu-cart__toggle_wrapper');
  const main = find('.elementor-menu-cart__main');
  if (!wrapper || !main) throw new BadMarkup('no .elementor-menu-cart__toggle_wrapper with its .elementor-menu-cart__main');
  return {
    wrapper,
    container: find('.elementor-menu-cart__container'),
    main,
    cartType: settings.cart_type === 'mini-cart' ? 'mini-cart' : 'side-cart',
    openOn: settings.open_cart === 'mouseover' ? 'mouseover' : 'click',
    openOnAdd: isOn(settings.automatically_open_cart),
  };
}
