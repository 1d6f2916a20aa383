import { afterEach, describe, expect, it, vi } from 'vitest';
import { reyAjax } from './index';

afterEach(() => {
  delete (window as any).reyParams;
});

function answering(body: unknown) {
  const calls: Array<{ url: string; init: RequestInit | undefined; body: string }> = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    calls.push({ url: request.url, init: { method: request.method }, body: await request.clone().text() });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }));
  return calls;
}

describe('reyAjax', () => {
  it('sends a GET call\'s fields in the query, keeping the action in it', async () => {
    (window as any).reyParams = { core: { r_ajax_nonce: 'n0', r_ajax_url: '/?reycore-ajax=%%endpoint%%' } };
    const calls = answering({ success: true, data: { account_forms_gn: { data: { 'woocommerce-login-nonce': 'abc' } } } });
    const data = await reyAjax('account_forms_gn', {}, { method: 'GET' });
    expect(data).toEqual({ 'woocommerce-login-nonce': 'abc' });
    const url = new URL(calls[0]!.url);
    expect(calls[0]!.init?.method).toBe('GET');
    expect(url.searchParams.get('reycore-ajax')).toBe('account_forms_gn');
    expect(url.searchParams.get('_nonce')).toBe('n0');
  });

  it('names the action the answer lacks', async () => {
    answering({ success: true, data: {} });
    await expect(reyAjax('get_wishlist_data')).rejects.toThrow('No data in get_wishlist_data!');
  });

  it('fails an answer that is not an object with \'Failed response\'', async () => {
    answering(null);
    await expect(reyAjax('ajax_search')).rejects.toThrow('Failed response');
  });

  it('fails an answer without a data object with \'No registered actions data!\'', async () => {
    answering({ success: true });
    await expect(reyAjax('ajax_search')).rejects.toThrow('No registered actions data!');
  });

  it('logs the server\'s errors and still hands the data to the caller', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answering({ success: true, data: { submit_review: { data: { html: '<p>Tack</p>' }, errors: ['Fel i fältet'] } } });
    await expect(reyAjax('submit_review')).resolves.toEqual({ html: '<p>Tack</p>' });
    expect(logged).toHaveBeenCalledWith('[woo-islands] submit_review:', ['Fel i fältet']);
  });

  it('sends the page\'s language as lang, and no lang field when it has none', async () => {
    (window as any).reyParams = { lang: 'sv', core: { r_ajax_nonce: 'n0' } };
    const calls = answering({ success: true, data: { ajax_search: { data: {} } } });
    await reyAjax('ajax_search', { s: 'mugg' });
    expect(new URLSearchParams(calls[0]!.body).get('lang')).toBe('sv');

    (window as any).reyParams = { lang: '', core: { r_ajax_nonce: 'n0' } };
    await reyAjax('ajax_search', { s: 'mugg' });
    expect(new URLSearchParams(calls[1]!.body).has('lang')).toBe(false);
  });

  it("loads the answer's assets (its stylesheets before it hands back the HTML), and once for a second answer naming them", async () => {
    (window as any).reyParams = { core: { r_ajax_nonce: 'n0', r_ajax_url: '/?reycore-ajax=%%endpoint%%' } };
    answering({ success: true, data: { related_products: { data: '<ul class="products"></ul>', assets: { styles: { 'rey-related': '/related.css' }, scripts: { 'rey-related': '/related.js' } } } } });
    // What the page holds when the caller gets the HTML.
    const states = await reyAjax<string>('related_products', { id: 7 })
      .then(() => [...document.querySelectorAll('link[data-wi-asset]')].map((el) => el.getAttribute('data-wi-asset')));
    expect(document.querySelectorAll('script[data-wi-asset]')).toHaveLength(1);
    expect(states).toHaveLength(1);
    expect(states.every((state) => state === 'loaded' || state === 'failed')).toBe(true);
    await reyAjax('related_products', { id: 7 });
    expect(document.querySelectorAll('link[rel="stylesheet"], script[src]')).toHaveLength(2);
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  describe('on Rey 2.1–2.2 (admin-ajax)', () => {
    const legacy = { ajaxurl: '/wp-admin/admin-ajax.php', ajax_nonce: 'n21' };

    it('asks get_wishlist_data by GET with the theme nonce as security, and hands back the list', async () => {
      (window as any).reyParams = legacy;
      const calls = answering({ success: true, data: [{ id: 5, title: 'Kanna' }] });
      await expect(reyAjax('get_wishlist_data')).resolves.toEqual([{ id: 5, title: 'Kanna' }]);
      const url = new URL(calls[0]!.url);
      expect(calls[0]!.init?.method).toBe('GET');
      expect(url.pathname).toBe('/wp-admin/admin-ajax.php');
      expect(Object.fromEntries(url.searchParams)).toEqual({ action: 'get_wishlist_data', security: 'n21' });
    });

    it('posts the account forms as reycore_account_forms with the form and action_type at the top level', async () => {
      (window as any).reyParams = legacy;
      const calls = answering({ success: true, data: { html: '', notices: '<ul class="woocommerce-error"><li>Fel</li></ul>' } });
      const form = new URLSearchParams({ username: 'a', password: 'b', login: 'Logga in' });
      await expect(reyAjax('account_forms', { action_type: 'login' }, { form })).resolves.toEqual({ html: '', notices: '<ul class="woocommerce-error"><li>Fel</li></ul>' });
      expect(calls[0]!.init?.method).toBe('POST');
      expect(Object.fromEntries(new URLSearchParams(calls[0]!.body))).toEqual({ action: 'reycore_account_forms', action_type: 'login', username: 'a', password: 'b', login: 'Logga in' });
    });

    it("fails WordPress's error answer with its message", async () => {
      (window as any).reyParams = legacy;
      answering({ success: false, data: 'Empty string!' });
      await expect(reyAjax('ajax_search', { s: '' })).rejects.toThrow('Empty string!');
    });

    it('fails an action that version did not have without asking', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      (window as any).reyParams = legacy;
      const calls = answering({ success: true, data: {} });
      await expect(reyAjax('get_svg_icon', { id: 'close' })).rejects.toThrow('get_svg_icon: no such action before Rey 2.4');
      expect(calls).toHaveLength(0);
    });
  });
});
