import { describe, expect, it } from 'vitest';
import { applyFragments, countItems, isFragments } from './fragments';

describe('applyFragments', () => {
  it('replaces every element each selector matches with the server markup', () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_content">old</div><div class="widget_shopping_cart_content">old</div><span class="__cart-count">0</span>';
    applyFragments({
      'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"></ul></div>',
      '.__cart-count': '<span class="__cart-count">3</span>',
      _count_: '3',
      'not a [valid selector': '<p>x</p>',
    });
    expect(document.querySelectorAll('div.widget_shopping_cart_content ul.woocommerce-mini-cart')).toHaveLength(2);
    expect(document.querySelector('.__cart-count')?.textContent).toBe('3');
  });

  it('strips what could run code, whatever a tampered cache holds', () => {
    document.body.innerHTML = '<div class="x"></div>';
    applyFragments({ '.x': '<div class="x"><img src="x" onerror="window.pwned=1"><a href="javascript:alert(1)">a</a><script>window.pwned=2</script></div>' });
    const x = document.querySelector('.x')!;
    expect(x.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(x.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(x.querySelector('script')).toBeNull();
  });
});

describe('countItems', () => {
  it("prefers the theme's _count_ and otherwise adds up the mini cart's quantities", () => {
    expect(countItems({ _count_: '4' })).toBe(4);
    expect(countItems({ 'div.widget_shopping_cart_content': '<div><ul><li class="mini_cart_item"><span class="quantity">2 × 10 kr</span></li><li class="mini_cart_item"><input class="qty" value="3"></li></ul></div>' })).toBe(5);
    expect(countItems({ 'div.widget_shopping_cart_content': '<div><p class="woocommerce-mini-cart__empty-message">Tom</p></div>' })).toBe(0);
    expect(countItems({ '.other': '<b></b>' })).toBeNull();
  });
});

describe('isFragments', () => {
  it("takes a Rey answer whose _cart_assets_ is an object, and applying it leaves that entry out", () => {
    const fragments: unknown = {
      'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">ny</div>',
      _count_: 2,
      _cart_assets_: { styles: { 'rey-wc-header-mini-cart': '/mini-cart.css' }, scripts: {} },
    };
    expect(isFragments(fragments)).toBe(true);
    document.body.innerHTML = '<div class="widget_shopping_cart_content">gammal</div>';
    applyFragments(fragments as Record<string, string>);
    expect(document.body.textContent).toBe('ny');
  });

  it('refuses a map whose markup entries are not text', () => {
    expect(isFragments({ 'div.widget_shopping_cart_content': { html: '<div></div>' } })).toBe(false);
    expect(isFragments(['<div></div>'])).toBe(false);
    expect(isFragments(null)).toBe(false);
  });
});
