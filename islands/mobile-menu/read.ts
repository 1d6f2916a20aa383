import { BadMarkup } from '../../src/runtime/bad-markup';

export interface MobileMenuProps {
  nav: HTMLElement;
  menu: HTMLElement | null;
  closeButton: HTMLElement | null;
  /** `--tap-open`: a parent's link opens its sub-menu instead of navigating. */
  tapOpen: boolean;
}

export function read(host: HTMLElement): MobileMenuProps {
  const scope = host.closest('.rey-siteHeader, header') ?? host.ownerDocument;
  const nav = scope.querySelector<HTMLElement>('.rey-mainNavigation--mobile') ?? host.ownerDocument.querySelector<HTMLElement>('.rey-mainNavigation--mobile');
  if (!nav) throw new BadMarkup('no .rey-mainNavigation--mobile for the menu button');
  return {
    nav,
    menu: nav.querySelector<HTMLElement>('ul.rey-mainMenu'),
    closeButton: nav.querySelector<HTMLElement>('.js-rey-mobileMenu-close, .rey-mobileMenu-close'),
    tapOpen: nav.classList.contains('--tap-open') || Boolean(nav.closest('.--tap-open')),
  };
}
