import { afterEach, describe, expect, it } from 'vitest';
import { reyAdminAjaxUrl, reyAjaxUrl, reyTransport } from './transport';

afterEach(() => {
  delete (window as { reyParams?: unknown }).reyParams;
  delete (window as { woocommerce_params?: unknown }).woocommerce_params;
});

describe("Rey's transport, as the page's params say", () => {
  it("is the newer endpoint where Rey printed its address or nonce (Rey 2.4+ also prints ajaxurl)", () => {
    (window as { reyParams?: unknown }).reyParams = { ajaxurl: '/wp-admin/admin-ajax.php', ajax_nonce: 'a', core: { r_ajax_url: '/?reycore-ajax=%%endpoint%%', r_ajax_nonce: 'b' } };
    expect(reyTransport()).toBe('reycore-ajax');
    expect(reyAjaxUrl('ajax_search')).toBe('/?reycore-ajax=ajax_search');
  });

  it('is admin-ajax where Rey printed only ajaxurl (Rey 2.1–2.2)', () => {
    (window as { reyParams?: unknown }).reyParams = { ajaxurl: '/sv/wp-admin/admin-ajax.php', ajax_nonce: 'a', rest_url: '/wp-json/rey/v1' };
    expect(reyTransport()).toBe('admin-ajax');
    expect(reyAdminAjaxUrl()).toBe('/sv/wp-admin/admin-ajax.php');
  });

  it('is the newer endpoint at its default address on a page that printed neither', () => {
    expect(reyTransport()).toBe('reycore-ajax');
    expect(reyAjaxUrl('get_svg_icon')).toBe('/?reycore-ajax=get_svg_icon');
  });

  it("falls back to WooCommerce's admin-ajax address", () => {
    (window as { woocommerce_params?: unknown }).woocommerce_params = { ajax_url: '/shop/wp-admin/admin-ajax.php' };
    expect(reyAdminAjaxUrl()).toBe('/shop/wp-admin/admin-ajax.php');
  });
});
