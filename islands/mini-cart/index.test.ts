import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/i18n/messages';
import { clearAllCookies } from '../../test/unit-complianz';
import { EMPTY_CART_MESSAGE } from './empty-cart';

// The cart kept in step without React has its own tests; here: whether the placeholder starts it.
const kept: Array<Element | undefined> = [];
vi.mock('./keep-step', () => ({ keepStep: (widget?: Element) => kept.push(widget) }));
const { default: miniCart } = await import('.');
const started = () => new Promise((resolve) => setTimeout(resolve)).then(() => kept.splice(0));

/** What the entry does when it finds the widget: its placeholder, then its trigger. */
function find(host: HTMLElement) {
  miniCart.placeholder?.(host);
  return typeof miniCart.trigger === 'function' ? miniCart.trigger(host) : miniCart.trigger;
}

function widget(where: 'panel' | 'sidebar', content = ''): HTMLElement {
  document.body.innerHTML = where === 'panel'
    ? `<div class="rey-cartPanel-wrapper"><div class="widget_shopping_cart"><div class="widget_shopping_cart_content">${content}</div></div></div>`
    : `<aside><section class="widget widget_shopping_cart"><div class="widget_shopping_cart_content">${content}</div></section></aside>`;
  return document.querySelector('.widget_shopping_cart_content')!;
}

const message = () => document.querySelector('.woocommerce-mini-cart__empty-message')?.textContent;

afterEach(() => {
  clearAllCookies();
  sessionStorage.clear();
});

describe('when the mini cart mounts', () => {
  it('a visitor without a cart sees the empty cart at once, and the widget waits for the shopper', async () => {
    expect(find(widget('sidebar'))).toBe('interaction');
    expect(message()).toBe('No products in the cart.');
    expect(find(widget('panel'))).toBe('interaction');
    expect(message()).toBe('No products in the cart.');
    expect(await started()).toEqual([]);
  });

  it("says it in the page's language when the plugin printed a translation", () => {
    vi.stubGlobal('woo_islands_params', { i18n: { empty_cart: 'Inga produkter i varukorgen.' } });
    find(widget('sidebar'));
    expect(message()).toBe('Inga produkter i varukorgen.');
  });

  it('keeps the same English words as the catalogue the plugin translates', () => {
    expect(EMPTY_CART_MESSAGE).toBe(messages.empty_cart);
  });

  it('a widget the server filled is left as it is', () => {
    const host = widget('sidebar', '<p class="woocommerce-mini-cart__empty-message">Varukorgen är tom</p>');
    expect(find(host)).toBe('interaction');
    expect(host.querySelectorAll('p')).toHaveLength(1);
    expect(message()).toBe('Varukorgen är tom');
  });

  it('a cart in the cookies is kept in step from the start without React, and nothing is printed for it; a cache without them is an empty cart', async () => {
    document.cookie = 'woocommerce_items_in_cart=1; path=/';
    await Promise.resolve();
    const inPanel = widget('panel');
    expect(find(inPanel)).toBe('interaction');
    expect(message()).toBeUndefined();
    expect(await started()).toEqual([inPanel]);
    clearAllCookies();
    document.cookie = 'woocommerce_cart_hash=abc; path=/';
    await Promise.resolve();
    const inSidebar = widget('sidebar');
    expect(find(inSidebar)).toBe('interaction');
    expect(message()).toBeUndefined();
    expect(await started()).toEqual([inSidebar]);
    clearAllCookies();
    await Promise.resolve();
    sessionStorage.setItem('wc_fragments', '{"div.widget_shopping_cart_content":"<div></div>"}');
    expect(find(widget('panel'))).toBe('interaction');
    expect(await started()).toEqual([]);
  });

  it('a widget the shop hides while the cart is empty is kept in step from the start, so the sync hides it', async () => {
    // WC_Widget_Cart with "hide if empty" wraps the content in this div.
    document.body.innerHTML = '<section class="widget widget_shopping_cart"><div class="hide_cart_widget_if_empty"><div class="widget_shopping_cart_content"></div></div></section>';
    const host = document.querySelector<HTMLElement>('.widget_shopping_cart_content')!;
    expect(find(host)).toBe('interaction');
    expect(await started()).toEqual([host]);
  });

  it("another tab's change is followed without React", async () => {
    miniCart.otherTabs!.follow();
    expect(await started()).toEqual([undefined]);
  });
});
