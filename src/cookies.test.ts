import { afterEach, describe, expect, it } from 'vitest';
import { clearAllCookies } from '../test/unit-complianz';
import { getCookie, isDomainHost, removeCookieEverywhere, setCookie } from './cookies';

afterEach(() => {
  clearAllCookies();
  history.replaceState(null, '', '/');
});

describe('cookies', () => {
  it('raw values are written and read as they are; others go through js-cookie\u2019s encoding', () => {
    setCookie('cmplz_consented_services', '{"youtube":true}', { raw: true });
    expect(document.cookie).toContain('cmplz_consented_services={"youtube":true}');
    expect(getCookie('cmplz_consented_services', { raw: true })).toBe('{"youtube":true}');
    setCookie('plain', 'a b');
    expect(document.cookie).toContain('plain=a%20b');
    expect(getCookie('plain')).toBe('a b');
  });

  it('a cookie set on a deeper path by a tag is removed too', () => {
    history.replaceState(null, '', '/produkt/gryta/');
    document.cookie = '_ga=1; path=/produkt';
    document.cookie = '_ga_X=1; path=/produkt/gryta/';
    document.cookie = '_gid=1; path=/';
    removeCookieEverywhere('_ga');
    removeCookieEverywhere('_ga_X');
    removeCookieEverywhere('_gid');
    expect(document.cookie).toBe('');
  });

  it('our own writes are read back at once; another script\u2019s from the next task on', async () => {
    expect(getCookie('woocommerce_items_in_cart')).toBeUndefined();
    setCookie('woocommerce_items_in_cart', '1');
    expect(getCookie('woocommerce_items_in_cart')).toBe('1');
    document.cookie = 'woocommerce_cart_hash=abc; path=/';
    await Promise.resolve();
    expect(getCookie('woocommerce_cart_hash')).toBe('abc');
  });

  it('the first of two cookies with one name wins, and a malformed one is skipped', async () => {
    document.cookie = '%E0%A4%A=x; path=/';
    document.cookie = 'lang=sv; path=/';
    await Promise.resolve();
    expect(getCookie('lang')).toBe('sv');
    expect(getCookie('missing')).toBeUndefined();
  });

  it('domain attributes only for real domains', () => {
    expect(isDomainHost('www.hemochkok.se')).toBe(true);
    expect(isDomainHost('localhost')).toBe(false);
    expect(isDomainHost('127.0.0.1')).toBe(false);
    expect(isDomainHost('[::1]')).toBe(false);
  });
});
