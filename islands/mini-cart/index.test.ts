import { afterEach, describe, expect, it } from 'vitest';
import { clearAllCookies } from '../../src/consent/test-setup';
import miniCart from '.';

const choose = (host: HTMLElement) => (typeof miniCart.trigger === 'function' ? miniCart.trigger(host) : miniCart.trigger);

function widget(where: 'panel' | 'sidebar', content = ''): HTMLElement {
  document.body.innerHTML = where === 'panel'
    ? `<div class="rey-cartPanel-wrapper"><div class="widget_shopping_cart"><div class="widget_shopping_cart_content">${content}</div></div></div>`
    : `<aside><section class="widget widget_shopping_cart"><div class="widget_shopping_cart_content">${content}</div></section></aside>`;
  return document.querySelector('.widget_shopping_cart_content')!;
}

afterEach(() => {
  clearAllCookies();
  sessionStorage.clear();
});

describe('when the mini cart mounts', () => {
  it('a visitor without a cart: the closed panel\u2019s widget waits for the shopper, an empty widget in the page for its view', () => {
    expect(choose(widget('panel'))).toBe('interaction');
    expect(choose(widget('sidebar'))).toBe('visible');
    expect(choose(widget('sidebar', '<p class="woocommerce-mini-cart__empty-message">Inga produkter</p>'))).toBe('interaction');
  });

  it('a cart in the cookies is kept in step from the start; a cache without them is an empty cart', async () => {
    document.cookie = 'woocommerce_items_in_cart=1; path=/';
    await Promise.resolve();
    expect(choose(widget('panel'))).toBe('load');
    clearAllCookies();
    document.cookie = 'woocommerce_cart_hash=abc; path=/';
    await Promise.resolve();
    expect(choose(widget('panel'))).toBe('load');
    clearAllCookies();
    await Promise.resolve();
    sessionStorage.setItem('wc_fragments', '{"div.widget_shopping_cart_content":"<div></div>"}');
    expect(choose(widget('panel'))).toBe('interaction');
  });

  it('a widget the shop hides while the cart is empty is hidden at load', () => {
    // WC_Widget_Cart with "hide if empty" wraps the content in this div.
    document.body.innerHTML = '<section class="widget widget_shopping_cart"><div class="hide_cart_widget_if_empty"><div class="widget_shopping_cart_content"></div></div></section>';
    expect(choose(document.querySelector<HTMLElement>('.widget_shopping_cart_content')!)).toBe('load');
  });
});
