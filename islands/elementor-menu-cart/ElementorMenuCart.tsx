import { useLayoutEffect, useRef, useState } from 'react';
import { on } from '../../src/events';
import { useAttribute, useClassState, useController, useListener } from '../../src/hooks';
import { t } from '../../src/i18n';
import { usePanel } from '../../src/panels/ui';
import type { IslandProps } from '../../src/runtime/define';
import { fitDropdown } from './fit';
import type { MenuCartProps } from './read';

export { read } from './read';

const SHOWN = 'elementor-menu-cart--shown';
// The toggle: WooCommerce's fragments replace its count and subtotal, the page builder's own refresh
// the whole of it, so it is looked up when needed.
const TOGGLE = '.elementor-menu-cart__toggle';
const TOGGLE_BUTTON = '.elementor-menu-cart__toggle_button';

/**
 * Elementor Pro's menu cart, as its handler runs it: the toggle opens and closes the cart on a click (or
 * opens it on the pointer over it, closing when the pointer leaves the widget, as the widget says): the
 * widget's `elementor-menu-cart--shown`, the toggle's `aria-expanded`, the cart's and the overlay's
 * `aria-hidden`. Its close button, a click outside the cart (the side cart's overlay) and Escape close
 * it; an add to cart opens it when the widget says so. The cart's content is WooCommerce's mini cart.
 * The close button, a bare element there, is made a button for keyboards.
 */
export default function ElementorMenuCart({ host, wrapper, container, main, cartType, openOn, openOnAdd }: IslandProps<MenuCartProps>) {
  const [open, setOpen] = useState(() => host.classList.contains(SHOWN));
  const closeButton = main.querySelector<HTMLElement>('.elementor-menu-cart__close-button, .elementor-menu-cart__close-button-custom');

  useClassState(host, SHOWN, open);
  useAttribute(host.querySelector(TOGGLE_BUTTON), 'aria-expanded', String(open));
  useAttribute(main, 'aria-hidden', String(!open));
  useAttribute(container, 'aria-hidden', String(!open));

  const id = `elementor-menu-cart-${host.getAttribute('data-id') ?? ''}`;
  usePanel(open, { id, element: main, onClose: () => setOpen(false), overlay: false, trapFocus: false });

  const onToggle = (event: Event) => event.target instanceof Element && event.target.closest(TOGGLE_BUTTON) !== null && host.contains(event.target);
  useListener<MouseEvent>(wrapper, 'click', (event) => {
    if (!onToggle(event)) return;
    event.preventDefault();
    setOpen((was) => (openOn === 'mouseover' ? true : !was));
  });
  useListener<MouseEvent>(openOn === 'mouseover' ? wrapper : null, 'mouseover', (event) => {
    if (onToggle(event)) setOpen(true);
  });
  useListener(openOn === 'mouseover' ? wrapper : null, 'mouseleave', () => setOpen(false));
  // The pointer that brought a hover cart in may already be on its toggle.
  useLayoutEffect(() => {
    if (openOn === 'mouseover' && host.querySelector(`${TOGGLE_BUTTON}:hover`)) setOpen(true);
  }, []);

  // A click outside the cart and the toggle closes it. Where it landed is seen on its way down: an item
  // the click removes is no longer in the cart by the time the click bubbles up.
  const landedInside = useRef(false);
  useListener<MouseEvent>(host.ownerDocument, 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    landedInside.current = Boolean(target && (main.contains(target) || host.contains(target.closest(TOGGLE))));
  }, { capture: true });
  useListener<MouseEvent>(open ? host.ownerDocument : null, 'click', () => {
    if (!landedInside.current) setOpen(false);
  });
  useListener<MouseEvent>(closeButton, 'click', (event) => {
    event.preventDefault();
    setOpen(false);
  });
  useListener<KeyboardEvent>(closeButton, 'keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    setOpen(false);
  });
  useAttribute(closeButton, 'role', 'button');
  useAttribute(closeButton, 'tabindex', '0');
  useAttribute(closeButton, 'aria-label', t('close'));

  useLayoutEffect(() => (openOnAdd ? on('added_to_cart', () => setOpen(true)) : undefined), [openOnAdd]);

  // The dropdown mini cart's product list fits the window below the toggle.
  useController(host, fitDropdown, { main, cartType });

  return null;
}
