import { afterEach, describe, expect, it, vi } from 'vitest';

// The cart kept in step without React has its own tests (keep-step.test.ts).
const kept: Element[] = [];
vi.mock('./keep-step', () => ({ keepStep: (widget: Element) => kept.push(widget) }));
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
  kept.splice(0);
});

function mount(): HTMLElement {
  document.body.innerHTML = WIDGET;
  const host = document.querySelector<HTMLElement>('.widget_shopping_cart_content')!;
  undo = mountIsland(MiniCart, host, read());
  return host;
}

describe('mini cart', () => {
  it('keeps the cart in step from its mount on (a visitor whose cart was empty at load)', () => {
    const host = mount();
    expect(kept).toEqual([host]);
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
