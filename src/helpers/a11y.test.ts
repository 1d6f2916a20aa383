import { describe, expect, it } from 'vitest';
import { alertsAroundLists, errorNotice } from './a11y';
import { parseServerHTML } from '../dom';

describe('error notices keep their list', () => {
  it("moves the alert role of WooCommerce's error list onto a wrapper, in place, classes and items kept", () => {
    const fragment = alertsAroundLists(parseServerHTML(
      '<p class="before">x</p><ul class="woocommerce-error" role="alert"><li>Ett</li><li data-id="billing_email">Två</li></ul><div class="woocommerce-message" role="alert">Klart</div>',
    ));
    const holder = document.createElement('div');
    holder.append(fragment);
    expect(holder.innerHTML).toBe(
      '<p class="before">x</p><div role="alert"><ul class="woocommerce-error"><li>Ett</li><li data-id="billing_email">Två</li></ul></div><div class="woocommerce-message" role="alert">Klart</div>',
    );
  });

  it('leaves markup without alert lists as it is', () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<ul class="products"><li>a</li></ul>';
    alertsAroundLists(holder);
    expect(holder.innerHTML).toBe('<ul class="products"><li>a</li></ul>');
  });

  it('builds our own error notice the same way, the message as text', () => {
    const notice = errorNotice(document, '<img src=x onerror=alert(1)> Fel');
    expect(notice.outerHTML).toBe('<div role="alert"><ul class="woocommerce-error"><li>&lt;img src=x onerror=alert(1)&gt; Fel</li></ul></div>');
  });
});
