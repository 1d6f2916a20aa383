import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeForm, postFormText, RequestFailed, rest, wcAjax } from './http';

function respond(body: string, init: ResponseInit = {}): ReturnType<typeof vi.fn> {
  return vi.fn(async () => new Response(body, { status: 200, ...init }));
}

afterEach(() => vi.unstubAllGlobals());

describe('http', () => {
  it('posts form-encoded data to the wc-ajax endpoint', async () => {
    const sent: Array<{ method: string; url: string; body: string; type: string | null }> = [];
    vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
      sent.push({ method: request.method, url: request.url, body: await request.clone().text(), type: request.headers.get('content-type') });
      return new Response('{"ok":1}');
    }));
    await expect(wcAjax('add_to_cart', { product_id: 12, quantity: 2 })).resolves.toEqual({ ok: 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(new URL(sent[0]!.url).search).toBe('?wc-ajax=add_to_cart');
    expect(sent[0]!.body).toBe('product_id=12&quantity=2');
    expect(sent[0]!.type).toContain('application/x-www-form-urlencoded');
  });

  it('encodes nested data the way jQuery.param does, leaving out undefined', () => {
    const form = encodeForm({ 'reycore-ajax-data': { s: 'kniv', post_type: 'product' }, ids: [1, 2], custom_data: undefined, empty: null });
    expect(decodeURIComponent(form.toString())).toBe('reycore-ajax-data[s]=kniv&reycore-ajax-data[post_type]=product&ids[]=1&ids[]=2&empty=');
  });

  it('maps failures to the spec messages', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(wcAjax('x', {})).rejects.toMatchObject({ kind: 'offline', message: 'Du är förmodligen offline.' });
    vi.stubGlobal('fetch', respond('<html>Fatal error</html>'));
    await expect(wcAjax('x', {})).rejects.toMatchObject({ kind: 'invalid_json', message: 'Svaret är inget giltigt JSON-svar.' });
    vi.stubGlobal('fetch', respond('{"code":"oops"}', { status: 500 }));
    await expect(wcAjax('x', {})).rejects.toMatchObject({ kind: 'http', status: 500, message: 'Ett okänt fel uppstod.' });
  });

  it('takes a text answer or a fragment from a text endpoint, but not a whole page', async () => {
    vi.stubGlobal('fetch', respond('<ul class="woocommerce-error"><li>Rabattkoden finns inte!</li></ul>'));
    await expect(postFormText('/?wc-ajax=apply_coupon', {})).resolves.toContain('Rabattkoden');
    vi.stubGlobal('fetch', respond('<!DOCTYPE html><html><body><p>There has been a critical error on this website.</p></body></html>'));
    await expect(postFormText('/wp-admin/admin-ajax.php', {})).rejects.toMatchObject({ kind: 'invalid_json', message: 'Svaret är inget giltigt JSON-svar.' });
  });

  it('never sends the REST nonce to another origin', async () => {
    const nonces: Array<string | null> = [];
    vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
      nonces.push(request.headers.get('x-wp-nonce'));
      return new Response('{"code":"rest_cookie_invalid_nonce"}', { status: 403 });
    }));
    await expect(rest('https://annan.example/wp-json/wp/v2/users/3', { method: 'POST', nonce: 'hemlig' })).rejects.toMatchObject({ kind: 'http', status: 403 });
    expect(nonces).toEqual([null]);
  });

  it('gives up after its timeout with the unknown-error message', async () => {
    vi.stubGlobal('fetch', vi.fn((request: Request) => new Promise((_, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
    })));
    const failure = await wcAjax('slow', {}, { timeout: 30 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RequestFailed);
    expect(failure).toMatchObject({ kind: 'timeout', message: 'Ett okänt fel uppstod.' });
  });

  it('sends the REST nonce, tunnels PUT through POST, and retries once with a fresh nonce', async () => {
    const seen: Array<{ method: string; nonce: string | null; override: string | null; url: string }> = [];
    vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
      seen.push({ method: request.method, nonce: request.headers.get('x-wp-nonce'), override: request.headers.get('x-http-method-override'), url: request.url });
      if (request.url.includes('rest-nonce')) return new Response('fresh123');
      if (request.headers.get('x-wp-nonce') === 'stale') {
        return new Response('{"code":"rest_cookie_invalid_nonce","message":"Cookie check failed"}', { status: 403 });
      }
      return new Response('{"id":7}');
    }));
    await expect(rest('wp/v2/users/7', { method: 'PUT', json: { a: 1 }, nonce: 'stale' })).resolves.toEqual({ id: 7 });
    expect(seen.map((s) => [s.method, s.nonce, s.override])).toEqual([
      ['POST', 'stale', 'PUT'],
      ['GET', null, null],
      ['POST', 'fresh123', 'PUT'],
    ]);
    expect(seen[1]!.url).toContain('admin-ajax.php?action=rest-nonce');
  });
});
