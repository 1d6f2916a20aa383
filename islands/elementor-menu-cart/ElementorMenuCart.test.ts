import { afterEach, describe, expect, it } from 'vitest';
import { emit } from '../../src/events';
import { interact, mountIsland } from '../../test/render-island';
import ElementorMenuCart, { read } from './ElementorMenuCart';

let unmount = () => {};
afterEach(() => unmount());

// The menu cart widget as Elementor Pro 3.33 prints it (side cart), its content filled by WooCommerce.
function widget(settings: Record<string, string> = { cart_type: 'side-cart', open_cart: 'click', automatically_open_cart: 'no' }) {
  document.body.innerHTML = `<div class="elementor-element elementor-widget elementor-widget-woocommerce-menu-cart" data-id="e7" data-settings='${JSON.stringify(settings)}'>
    <div class="elementor-menu-cart__wrapper"><div class="elementor-menu-cart__toggle_wrapper">
      <div class="elementor-menu-cart__container elementor-lightbox" aria-hidden="true">
        <div class="elementor-menu-cart__main" aria-hidden="true">
          <div class="elementor-menu-cart__close-button"></div>
          <div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"><li class="woocommerce-mini-cart-item"><a href="#" class="remove remove_from_cart_button">×</a>Kökshandduk</li></ul></div>
        </div>
      </div>
      <div class="elementor-menu-cart__toggle elementor-button-wrapper"><a id="elementor-menu-cart__toggle_button" href="#" class="elementor-menu-cart__toggle_button" aria-expanded="false"><span class="elementor-button-text">149,00 kr</span><span class="elementor-button-icon"><span class="elementor-button-icon-qty" data-counter="1">1</span></span></a></div>
    </div></div></div><p id="page">Sidan</p>`;
  const host = document.querySelector<HTMLElement>('.elementor-widget-woocommerce-menu-cart')!;
  unmount = mountIsland(ElementorMenuCart, host, read(host));
  return {
    host,
    toggle: host.querySelector<HTMLElement>('#elementor-menu-cart__toggle_button')!,
    container: host.querySelector<HTMLElement>('.elementor-menu-cart__container')!,
    main: host.querySelector<HTMLElement>('.elementor-menu-cart__main')!,
    close: host.querySelector<HTMLElement>('.elementor-menu-cart__close-button')!,
  };
}

const shown = ({ host, toggle, main, container }: ReturnType<typeof widget>) =>
  host.classList.contains('elementor-menu-cart--shown') && toggle.getAttribute('aria-expanded') === 'true' && main.getAttribute('aria-hidden') === 'false' && container.getAttribute('aria-hidden') === 'false';

describe('the menu cart', () => {
  it('its toggle opens and closes the cart, without following the link', () => {
    const cart = widget();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    interact(() => { cart.toggle.querySelector('.elementor-button-text')!.dispatchEvent(click); });
    expect(click.defaultPrevented).toBe(true);
    expect(shown(cart)).toBe(true);
    interact(() => cart.toggle.click());
    expect(shown(cart)).toBe(false);
    expect(cart.host.classList.contains('elementor-menu-cart--shown')).toBe(false);
  });

  it('a click in the cart keeps it open; on the overlay or elsewhere, its close button and Escape close it', () => {
    const cart = widget();
    interact(() => cart.toggle.click());
    interact(() => cart.main.querySelector<HTMLElement>('li')!.click());
    expect(shown(cart)).toBe(true);
    interact(() => cart.container.click());
    expect(shown(cart)).toBe(false);

    interact(() => cart.toggle.click());
    interact(() => document.getElementById('page')!.click());
    expect(shown(cart)).toBe(false);

    interact(() => cart.toggle.click());
    expect(cart.close.getAttribute('role')).toBe('button');
    interact(() => cart.close.click());
    expect(shown(cart)).toBe(false);

    interact(() => cart.toggle.click());
    interact(() => { document.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape', bubbles: true })); });
    expect(shown(cart)).toBe(false);
  });

  it('an item removed by the click that reached it does not close the cart', () => {
    const cart = widget();
    interact(() => cart.toggle.click());
    const remove = cart.main.querySelector<HTMLElement>('a.remove_from_cart_button')!;
    remove.addEventListener('click', (event) => {
      event.preventDefault();
      remove.closest('li')!.remove();
    });
    interact(() => remove.click());
    expect(shown(cart)).toBe(true);
  });

  it('opens after an add to cart when the widget says so, and not otherwise', () => {
    const quiet = widget();
    interact(() => emit('added_to_cart', [{}, 'hash']));
    expect(shown(quiet)).toBe(false);
    unmount();
    const eager = widget({ cart_type: 'side-cart', open_cart: 'click', automatically_open_cart: 'yes' });
    interact(() => emit('added_to_cart', [{}, 'hash']));
    expect(shown(eager)).toBe(true);
  });

  it('a hover cart opens on the pointer over its toggle and closes when it leaves the widget', () => {
    const cart = widget({ cart_type: 'mini-cart', open_cart: 'mouseover', automatically_open_cart: 'no' });
    interact(() => { cart.toggle.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })); });
    expect(shown(cart)).toBe(true);
    interact(() => { cart.host.querySelector('.elementor-menu-cart__toggle_wrapper')!.dispatchEvent(new MouseEvent('mouseleave')); });
    expect(shown(cart)).toBe(false);
  });
});
