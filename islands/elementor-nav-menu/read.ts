import { elementSettings } from '../../src/elementor';
import { BadMarkup } from '../../src/runtime/bad-markup';
import { menusOf } from './prepare';

export interface NavMenuProps {
  /** The horizontal or vertical menu (`nav.elementor-nav-menu--main > ul`), absent in the dropdown layout. */
  main: HTMLUListElement | null;
  /** The dropdown's menu (`nav.elementor-nav-menu--dropdown > ul`), shown by the burger. */
  dropdownMenu: HTMLUListElement | null;
  /** The dropdown's container (`nav.elementor-nav-menu__container.elementor-nav-menu--dropdown`). */
  dropdown: HTMLElement | null;
  /** The burger (`.elementor-menu-toggle`), printed when `toggle` is `burger`. */
  toggle: HTMLElement | null;
  /** `full_width`: the dropdown is stretched across the window, and a final item closes it. */
  fullWidth: boolean;
}

export function read(host: HTMLElement): NavMenuProps {
  const settings = elementSettings(host);
  if (!settings) throw new BadMarkup('data-settings is not JSON');
  const menus = menusOf(host);
  const main = menus.find((ul) => ul.parentElement?.matches('.elementor-nav-menu--main')) ?? null;
  const dropdown = [...host.querySelectorAll<HTMLElement>('.elementor-nav-menu__container.elementor-nav-menu--dropdown')].find((el) => el.closest('.elementor-widget-nav-menu') === host) ?? null;
  const dropdownMenu = menus.find((ul) => dropdown?.contains(ul)) ?? null;
  if (!main && !dropdownMenu) throw new BadMarkup('no ul.elementor-nav-menu in the widget');
  const toggle = [...host.querySelectorAll<HTMLElement>('.elementor-menu-toggle')].find((el) => el.closest('.elementor-widget-nav-menu') === host) ?? null;
  return { main, dropdownMenu, dropdown, toggle, fullWidth: Boolean(settings.full_width) };
}
