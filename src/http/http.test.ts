import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminAjax, encodeForm, getJSON, postFormText, postMultipart, RequestFailed, wcAjax } from './index';
import { restAll } from './rest/all';
import { forgetRestNonce, rest } from './rest/index';
import { uploadMedia } from './rest/media-upload';
import { failureMessage } from '../i18n/failure';

/** A failure as the shopper meets it: its kind and status, and the message they read. */
function shown(error: unknown) {
  const { kind, status, code } = error as RequestFailed;
  return { kind, status, code, message: failureMessage(error) };
}

const failed = (request: Promise<unknown>) =>
  request.then(() => {
    throw new Error('the request did not fail');
  }, shown);

function respond(body: string, init: ResponseInit = {}): ReturnType<typeof vi.fn> {
  return vi.fn(async () => new Response(body, { status: 200, ...init }));
}

interface Sent {
  method: string;
  url: URL;
  body: string;
  type: string | null;
  nonce: string | null;
  override: string | null;
}

/** Answers every request with `answer` and records what was sent. */
function server(answer: (sent: Sent) => Response | Promise<Response>): Sent[] {
  const log: Sent[] = [];
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
    const sent = {
      method: request.method,
      url: new URL(request.url),
      body: await request.clone().text(),
      type: request.headers.get('content-type'),
      nonce: request.headers.get('x-wp-nonce'),
      override: request.headers.get('x-http-method-override'),
    };
    log.push(sent);
    return answer(sent);
  }));
  return log;
}

/** A fetch that never answers until the request is aborted (by its timeout or its caller). */
function silentServer(): void {
  vi.stubGlobal('fetch', vi.fn((request: Request) => new Promise((_, reject) => {
    // As fetch does, a request aborted before it is sent fails at once.
    if (request.signal.aborted) reject(request.signal.reason);
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  })));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  forgetRestNonce();
});

describe('http', () => {
  it('posts form-encoded data to the wc-ajax endpoint', async () => {
    const sent = server(() => new Response('{"ok":1}'));
    await expect(wcAjax('add_to_cart', { product_id: 12, quantity: 2 })).resolves.toEqual({ ok: 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url.search).toBe('?wc-ajax=add_to_cart');
    expect(sent[0]!.body).toBe('product_id=12&quantity=2');
    expect(sent[0]!.type).toContain('application/x-www-form-urlencoded');
  });

  it('posts an admin-ajax action with its fields, form-encoded', async () => {
    const sent = server(() => new Response('{"success":true}'));
    await expect(adminAjax('vote_review', { review_id: 5, type: 'up' })).resolves.toEqual({ success: true });
    expect(sent.map((s) => [s.method, s.url.pathname, s.body])).toEqual([['POST', '/wp-admin/admin-ajax.php', 'action=vote_review&review_id=5&type=up']]);
    expect(sent[0]!.type).toContain('application/x-www-form-urlencoded');
  });

  it('posts multipart form data, files included, and returns the answer as text', async () => {
    const sent = server(() => new Response('<p>Tillagd</p>'));
    const data = new FormData();
    data.append('product_id', '12');
    data.append('bild', new File(['abc'], 'kniv.txt', { type: 'text/plain' }));
    await expect(postMultipart('/produkt/kniv/', data)).resolves.toBe('<p>Tillagd</p>');
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[0]!.body).toContain('name="product_id"');
    expect(sent[0]!.body).toContain('filename="kniv.txt"');
  });

  it('adds search parameters to the query a URL already has', async () => {
    const sent = server(() => new Response('{}'));
    await getJSON('/?reycore-ajax=search', { searchParams: { s: 'kniv' } });
    expect(sent[0]!.url.search).toBe('?reycore-ajax=search&s=kniv');
  });

  it('encodes nested data the way jQuery.param does, leaving out undefined', () => {
    const form = encodeForm({ 'reycore-ajax-data': { s: 'kniv', post_type: 'product' }, ids: [1, 2], custom_data: undefined, empty: null });
    expect(decodeURIComponent(form.toString())).toBe('reycore-ajax-data[s]=kniv&reycore-ajax-data[post_type]=product&ids[]=1&ids[]=2&empty=');
  });

  it('maps failures to the spec messages', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    expect(await failed(wcAjax('x', {}))).toMatchObject({ kind: 'offline', message: 'You are probably offline.' });
    vi.stubGlobal('fetch', respond('<html>Fatal error</html>'));
    expect(await failed(wcAjax('x', {}))).toMatchObject({ kind: 'invalid_json', message: 'The response is not a valid JSON response.' });
    vi.stubGlobal('fetch', respond('{"code":"oops"}', { status: 500 }));
    expect(await failed(wcAjax('x', {}))).toMatchObject({ kind: 'http', status: 500, code: 'oops', message: 'An unknown error occurred.' });
    vi.stubGlobal('fetch', respond('<h1>Internal Server Error</h1>', { status: 500 }));
    expect(await failed(postMultipart('/', new FormData()))).toMatchObject({ kind: 'http', status: 500, message: 'An unknown error occurred.' });
  });

  it('sends a failing request once: nothing is retried, GETs included', async () => {
    const sent = server(() => new Response('{}', { status: 503 }));
    await expect(getJSON('/wp-json/complianz/v1/cookie_data')).rejects.toMatchObject({ kind: 'http', status: 503 });
    await expect(rest('wc/store/v1/cart')).rejects.toMatchObject({ kind: 'http', status: 503 });
    await expect(wcAjax('get_refreshed_fragments', {})).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(sent).toHaveLength(3);
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(getJSON('/wp-json/complianz/v1/cookie_data')).rejects.toMatchObject({ kind: 'offline' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('takes a text answer or a fragment from a text endpoint, but not a whole page', async () => {
    vi.stubGlobal('fetch', respond('<ul class="woocommerce-error"><li>Rabattkoden finns inte!</li></ul>'));
    await expect(postFormText('/?wc-ajax=apply_coupon', {})).resolves.toContain('Rabattkoden');
    vi.stubGlobal('fetch', respond('<!DOCTYPE html><html><body><p>There has been a critical error on this website.</p></body></html>'));
    expect(await failed(postFormText('/wp-admin/admin-ajax.php', {}))).toMatchObject({ kind: 'invalid_json', message: 'The response is not a valid JSON response.' });
  });

  it('gives up after its timeout with the unknown-error message', async () => {
    silentServer();
    const failure = await wcAjax('slow', {}, { timeout: 30 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RequestFailed);
    expect(shown(failure)).toMatchObject({ kind: 'timeout', message: 'An unknown error occurred.' });
  });

  it('ends a fragments refresh at its 5000 ms timeout, not before', async () => {
    vi.useFakeTimers();
    silentServer();
    let settled: unknown;
    void wcAjax('get_refreshed_fragments', { time: 1 }, { timeout: 5000 }).catch((error: unknown) => (settled = error));
    await vi.advanceTimersByTimeAsync(4990);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(20);
    expect(shown(settled)).toMatchObject({ kind: 'timeout', message: 'An unknown error occurred.' });
  });

  it('gives up on an answer whose body stalls after its headers', async () => {
    vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"fragments":'));
          request.signal.addEventListener('abort', () => controller.error(request.signal.reason));
        },
      });
      return new Response(body, { status: 200 });
    }));
    expect(await failed(wcAjax('get_refreshed_fragments', {}, { timeout: 30 }))).toMatchObject({ kind: 'timeout', message: 'An unknown error occurred.' });
  });

  it('a request its caller aborts fails as aborted, with no message to show', async () => {
    silentServer();
    const controller = new AbortController();
    const pending = getJSON('/?reycore-ajax=search', { signal: controller.signal });
    controller.abort();
    expect(await failed(pending)).toMatchObject({ kind: 'aborted', message: '' });
  });

  it('never sends the REST nonce to another origin', async () => {
    const sent = server(() => new Response('{"code":"rest_cookie_invalid_nonce"}', { status: 403 }));
    await expect(rest('https://annan.example/wp-json/wp/v2/users/3', { method: 'POST', nonce: 'hemlig' })).rejects.toMatchObject({ kind: 'http', status: 403 });
    expect(sent.map((s) => s.nonce)).toEqual([null]);
  });

  it('sends GET and POST as they are and PUT, PATCH and DELETE as POST naming the verb, with the nonce and body', async () => {
    const sent = server(() => new Response('{"id":7}'));
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      await expect(rest('wp/v2/users/7', { method, nonce: 'n1', ...(method === 'GET' ? {} : { json: { verb: method } }) })).resolves.toEqual({ id: 7 });
    }
    expect(sent.map((s) => [s.method, s.override, s.nonce, s.body])).toEqual([
      ['GET', null, 'n1', ''],
      ['POST', null, 'n1', '{"verb":"POST"}'],
      ['POST', 'PUT', 'n1', '{"verb":"PUT"}'],
      ['POST', 'PATCH', 'n1', '{"verb":"PATCH"}'],
      ['POST', 'DELETE', 'n1', '{"verb":"DELETE"}'],
    ]);
    expect(sent.every((s) => s.url.pathname === '/wp-json/wp/v2/users/7')).toBe(true);
    expect(sent[4]!.type).toContain('application/json');
  });

  it('retries once with a fresh nonce when WordPress calls the nonce stale, and keeps the fresh one', async () => {
    const sent = server((s) => {
      if (s.url.search === '?action=rest-nonce') return new Response('fresh123\n');
      if (s.nonce === 'stale') return new Response('{"code":"rest_cookie_invalid_nonce","message":"Cookie check failed"}', { status: 403 });
      return new Response('{"id":7}');
    });
    await expect(rest('wp/v2/users/7', { method: 'PUT', json: { a: 1 }, nonce: 'stale' })).resolves.toEqual({ id: 7 });
    expect(sent.map((s) => [s.method, s.url.pathname + s.url.search, s.nonce, s.override, s.body])).toEqual([
      ['POST', '/wp-json/wp/v2/users/7', 'stale', 'PUT', '{"a":1}'],
      ['GET', '/wp-admin/admin-ajax.php?action=rest-nonce', null, null, ''],
      ['POST', '/wp-json/wp/v2/users/7', 'fresh123', 'PUT', '{"a":1}'],
    ]);
    // The next call starts with the fresh nonce.
    await rest('wp/v2/users/8');
    expect(sent.at(-1)!.nonce).toBe('fresh123');
  });

  it('a form sent with a stale nonce goes again, fields and form type included, as the verb it names', async () => {
    const sent = server((s) => {
      if (s.url.search === '?action=rest-nonce') return new Response('fresh123');
      if (s.nonce === 'stale') return new Response('{"code":"rest_cookie_invalid_nonce"}', { status: 403 });
      return new Response('{"id":9}');
    });
    await expect(rest('wp/v2/comments/9', { method: 'PATCH', form: { content: 'Fin & bra', rating: 5 }, nonce: 'stale' })).resolves.toEqual({ id: 9 });
    const posts = sent.filter((s) => s.url.pathname === '/wp-json/wp/v2/comments/9');
    expect(posts.map((s) => [s.method, s.override, s.nonce, s.body])).toEqual([
      ['POST', 'PATCH', 'stale', 'content=Fin+%26+bra&rating=5'],
      ['POST', 'PATCH', 'fresh123', 'content=Fin+%26+bra&rating=5'],
    ]);
    expect(posts.every((s) => s.type?.includes('application/x-www-form-urlencoded'))).toBe(true);
  });

  it('retries with a fresh nonce only once', async () => {
    const sent = server((s) => {
      if (s.url.search === '?action=rest-nonce') return new Response('fresh123');
      return new Response('{"code":"rest_cookie_invalid_nonce"}', { status: 403 });
    });
    await expect(rest('wp/v2/users/7', { nonce: 'stale' })).rejects.toMatchObject({ kind: 'http', status: 403, code: 'rest_cookie_invalid_nonce' });
    expect(sent.map((s) => s.nonce ?? s.url.search)).toEqual(['stale', '?action=rest-nonce', 'fresh123']);
  });
});

describe('media upload', () => {
  const image = (): FormData => {
    const data = new FormData();
    data.append('file', new File(['x'], 'foto.jpg', { type: 'image/jpeg' }));
    return data;
  };
  const halfMade = () => new Response('{"code":"rest_upload_image_error"}', { status: 500, headers: { 'X-WP-Upload-Attachment-ID': '42' } });

  it('asks five times for the image sizes, then deletes the attachment and fails with the upload message', async () => {
    const sent = server((s) => (s.url.pathname === '/wp-json/wp/v2/media/42' ? new Response('{"deleted":true}') : halfMade()));
    const failure = await uploadMedia(image(), { nonce: 'n1' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RequestFailed);
    expect(shown(failure)).toMatchObject({
      kind: 'post_process',
      message: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
    });
    await vi.waitFor(() => expect(sent).toHaveLength(7));
    const postProcess = ['POST', '/wp-json/wp/v2/media/42/post-process', null, '{"action":"create-image-subsizes"}'];
    expect(sent.map((s) => [s.method, s.url.pathname + s.url.search, s.override, s.type?.startsWith('multipart') ? 'file' : s.body])).toEqual([
      ['POST', '/wp-json/wp/v2/media', null, 'file'],
      postProcess, postProcess, postProcess, postProcess, postProcess,
      ['POST', '/wp-json/wp/v2/media/42?force=true', 'DELETE', ''],
    ]);
    expect(sent.every((s) => s.nonce === 'n1')).toBe(true);
  });

  it('takes the attachment from a post-process that succeeds, and deletes nothing', async () => {
    let attempts = 0;
    const sent = server((s) => {
      if (!s.url.pathname.endsWith('/post-process')) return halfMade();
      attempts += 1;
      return attempts < 3 ? new Response('{}', { status: 500 }) : new Response('{"id":42,"media_type":"image"}');
    });
    await expect(uploadMedia(image())).resolves.toEqual({ id: 42, media_type: 'image' });
    expect(sent).toHaveLength(4);
  });

  it('a failure that names no attachment is the plain failure', async () => {
    const sent = server(() => new Response('{"code":"rest_upload_no_data"}', { status: 500 }));
    await expect(uploadMedia(image())).rejects.toMatchObject({ kind: 'http', status: 500, code: 'rest_upload_no_data' });
    expect(sent).toHaveLength(1);
  });
});

describe('fetch-all', () => {
  it('pages through a collection 100 at a time until X-WP-TotalPages', async () => {
    const sent = server((s) => {
      const page = Number(s.url.searchParams.get('page'));
      return new Response(JSON.stringify([{ id: page * 1000 + 1 }, { id: page * 1000 + 2 }]), { headers: { 'X-WP-TotalPages': '3', 'X-WP-Total': '6' } });
    });
    await expect(restAll<{ id: number }>('wc/v3/products', { searchParams: { status: 'publish' } })).resolves.toEqual(
      [1001, 1002, 2001, 2002, 3001, 3002].map((id) => ({ id })),
    );
    expect(sent.map((s) => [s.method, s.url.pathname + s.url.search])).toEqual([1, 2, 3].map((page) => ['GET', `/wp-json/wc/v3/products?status=publish&per_page=100&page=${page}`]));
  });

  it('asks once for a collection of one page', async () => {
    const sent = server(() => new Response('[{"id":1}]', { headers: { 'X-WP-TotalPages': '1' } }));
    await expect(restAll('wp/v2/categories')).resolves.toEqual([{ id: 1 }]);
    expect(sent).toHaveLength(1);
  });
});
