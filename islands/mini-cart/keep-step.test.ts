import { afterEach, describe, expect, it, vi } from 'vitest';

// The sync itself has its own tests (src/cart/sync.test.ts): here, what the widgets show of it.
const followed = vi.fn();
vi.mock('../../src/cart/sync', () => ({ followCart: followed }));
const { keepStep } = await import('./keep-step');
const { $cart, receiveCart, setCartStatus } = await import('../../src/stores/cart');
const { applyFragments } = await import('../../src/cart/fragments');

// Rey's mini cart: the items in a div inside the list.
const WIDGET = `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget">
<div class="woocommerce-mini-cart-inner"><li class="woocommerce-mini-cart-item mini_cart_item">Kockkniv 20 cm</li></div></ul></div>`;

const widget = () => document.querySelector<HTMLElement>('.widget_shopping_cart_content')!;

afterEach(() => {
  $cart.set({ fragments: {}, hash: '', itemCount: null, status: 'unknown' });
});

describe('the mini cart kept in step without React', () => {
  it('follows the cart once per page, gives the theme\'s inner div the list\'s role, and is busy while the cart refreshes', () => {
    document.body.innerHTML = WIDGET;
    keepStep(widget());
    keepStep(widget());
    expect(followed).toHaveBeenCalledTimes(1);
    expect(document.querySelector('ul.woocommerce-mini-cart')!.getAttribute('role')).toBe('presentation');
    expect(document.querySelector('.woocommerce-mini-cart-inner')!.getAttribute('role')).toBe('list');
    expect(widget().hasAttribute('aria-busy')).toBe(false);
    setCartStatus('refreshing');
    expect(widget().getAttribute('aria-busy')).toBe('true');
    setCartStatus('failed');
    expect(widget().hasAttribute('aria-busy')).toBe(false);
  });

  it('repairs the server\'s fragments after every swap, and a widget that arrives later', () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_content"></div>';
    keepStep();
    const fragments = { 'div.widget_shopping_cart_content': WIDGET };
    applyFragments(fragments);
    receiveCart(fragments, 'abc', 1);
    expect(document.querySelector('.woocommerce-mini-cart-inner')!.getAttribute('role')).toBe('list');
    document.body.insertAdjacentHTML('beforeend', `<aside>${WIDGET}</aside>`);
    const late = document.querySelector<HTMLElement>('aside .widget_shopping_cart_content')!;
    keepStep(late);
    expect(late.querySelector('.woocommerce-mini-cart-inner')!.getAttribute('role')).toBe('list');
  });
});
