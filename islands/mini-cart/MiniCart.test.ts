import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The live cart without the sync behind it (the sync has its own tests and the e2e tests).
const liveCart = atom<{ status: 'unknown' | 'refreshing' | 'ready' | 'failed' }>({ status: 'ready' });
vi.mock('../../src/cart/sync', () => ({ $liveCart: liveCart }));
const { default: MiniCart, read } = await import('./MiniCart');
const { interact, mountIsland } = await import('../../test/render-island');
const { $pendingAdds, expectAdd } = await import('../../src/stores/cart');

// Rey's mini cart: the items in a div inside the list.
const WIDGET = `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget">
<div class="woocommerce-mini-cart-inner"><li class="woocommerce-mini-cart-item mini_cart_item">Kockkniv 20 cm</li></div></ul></div>`;

let undo: (() => void) | undefined;
afterEach(() => {
  undo?.();
  undo = undefined;
  liveCart.set({ status: 'ready' });
});

function mount(): HTMLElement {
  document.body.innerHTML = WIDGET;
  const host = document.querySelector<HTMLElement>('.widget_shopping_cart_content')!;
  undo = mountIsland(MiniCart, host, read());
  return host;
}

describe('mini cart ', () => {
  it('gives the theme\'s inner div the list\'s role, so the items are list items', () => {
    mount();
    expect(document.querySelector('ul.woocommerce-mini-cart')!.getAttribute('role')).toBe('presentation');
    expect(document.querySelector('.woocommerce-mini-cart-inner')!.getAttribute('role')).toBe('list');
  });

  it('is busy while the cart refreshes, and only then', () => {
    const host = mount();
    expect(host.hasAttribute('aria-busy')).toBe(false);
    interact(() => liveCart.set({ status: 'refreshing' }));
    expect(host.getAttribute('aria-busy')).toBe('true');
    interact(() => liveCart.set({ status: 'ready' }));
    expect(host.hasAttribute('aria-busy')).toBe(false);
  });

  it('unmounting stops watching and leaves the markup as the server printed it', () => {
    const host = mount();
    interact(() => liveCart.set({ status: 'refreshing' }));
    undo!();
    undo = undefined;
    expect(host.hasAttribute('aria-busy')).toBe(false);
    expect(document.querySelector('ul.woocommerce-mini-cart')!.hasAttribute('role')).toBe(false);
    expect(document.querySelector('.woocommerce-mini-cart-inner')!.hasAttribute('role')).toBe(false);
    interact(() => liveCart.set({ status: 'refreshing' }));
    expect(host.hasAttribute('aria-busy')).toBe(false);
  });
});

describe('adds on their way', () => {
  const pendingItems = () => document.querySelectorAll('.wi-pending-item');

  afterEach(() => $pendingAdds.set([]));

  it('show in the list, hidden from screen readers, until the server has answered', () => {
    mount();
    let settle = () => {};
    interact(() => {
      settle = expectAdd({ quantity: 2, name: 'Gjutjärnsgryta 24 cm', image: '/gryta.svg', price: '1 299,00 kr' });
    });
    expect(pendingItems()).toHaveLength(1);
    const item = pendingItems()[0]!;
    expect(item.closest('ul.woocommerce-mini-cart')).not.toBeNull();
    expect(item.getAttribute('aria-hidden')).toBe('true');
    expect(item.textContent).toContain('Gjutjärnsgryta 24 cm');
    expect(item.querySelector('.quantity')!.textContent).toBe('2 × 1 299,00 kr');
    interact(() => settle());
    expect(pendingItems()).toHaveLength(0);
  });

  it('an empty cart gets a list while an add is on its way, and its message back after', () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">Inga produkter i varukorgen.</p></div>';
    const host = document.querySelector<HTMLElement>('.widget_shopping_cart_content')!;
    undo = mountIsland(MiniCart, host, read());
    let settle = () => {};
    interact(() => {
      settle = expectAdd({ quantity: 1, name: 'Kockkniv 20 cm', image: '', price: '899,00 kr' });
    });
    expect(host.querySelector('ul.woocommerce-mini-cart .wi-pending-item')).not.toBeNull();
    expect(host.querySelector<HTMLElement>('.woocommerce-mini-cart__empty-message')!.hidden).toBe(true);
    interact(() => settle());
    expect(host.querySelector('ul.woocommerce-mini-cart')).toBeNull();
    expect(host.querySelector<HTMLElement>('.woocommerce-mini-cart__empty-message')!.hidden).toBe(false);
  });
});
