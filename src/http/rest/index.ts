// The WordPress REST API: its nonce, the verbs hosts block, a stale nonce renewed. A chunk of its own:
// the wc-ajax and admin-ajax calls a returning shopper's page makes at load need none of it.
import ky, { type RetryOptions } from 'ky';
import { params, shopConfig, str } from '../../config';
import { encodeForm, readJson, RequestFailed, send, type FormValue, type RequestOptions } from '../index';

export interface RestOptions extends RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  form?: Record<string, FormValue>;
  /** A body as it is: a file upload's FormData. */
  body?: BodyInit;
  searchParams?: Record<string, string>;
  /** The nonce for the cookie session; defaults to the last fresh nonce or the one WordPress printed. */
  nonce?: string;
  /** Retries for a call the spec has retried; by default a REST call is retried only with a fresh nonce. */
  retry?: RetryOptions;
}

/** The freshest REST nonce of this page's cookie session ('' until WordPress hands us a new one). */
let freshNonce = '';

/** For tests: forget the fresh nonce, as a new page would. */
export function forgetRestNonce(): void {
  freshNonce = '';
}

/** A fresh REST nonce from WordPress, for a session whose nonce went stale. */
export async function freshRestNonce(): Promise<string> {
  const response = await send(shopConfig().ajaxUrl, { method: 'GET', searchParams: { action: 'rest-nonce' } });
  const nonce = (await response.text()).trim();
  if (!nonce) throw new RequestFailed('http', response.status, nonce);
  freshNonce = nonce;
  return nonce;
}

/** Verbs some hosts block: sent as POST, the verb named in a header WordPress reads. */
const TUNNELLED = ['PUT', 'PATCH', 'DELETE'];

/**
 * A call to the WordPress REST API, answered with the response itself (a collection's headers count
 * its pages). Sends `X-WP-Nonce`; sends PUT, PATCH and DELETE as POST with `X-HTTP-Method-Override`
 * (hosts that block those verbs); when WordPress answers `rest_cookie_invalid_nonce`, fetches a fresh
 * nonce and tries once more.
 */
export function restResponse(path: string, options: RestOptions = {}): Promise<Response> {
  const { method = 'GET', nonce: given, form, retry, ...request } = options;
  const url = /^(https?:)?\//.test(path) ? path : `${shopConfig().restRoot}${path.replace(/^\//, '')}`;
  // The nonce proves the shopper's session to the shop; it never goes to another origin (a URL from markup).
  const ownOrigin = new URL(url, location.href).origin === location.origin;
  let nonce = given ?? (freshNonce || str(params('wpApiSettings').nonce));
  let refreshed = false;
  return send(url, {
    ...request,
    method,
    ...(form ? { body: encodeForm(form) } : {}),
    // The fresh-nonce retry is forced from afterResponse, so it needs a retry; shouldRetry turns down any other.
    retry: retry ?? { limit: 1, shouldRetry: () => false },
    hooks: {
      beforeRequest: [
        (sent) => {
          if (nonce && ownOrigin) sent.headers.set('X-WP-Nonce', nonce);
          if (!TUNNELLED.includes(sent.method)) return;
          const tunnelled = new Request(sent, { method: 'POST' });
          tunnelled.headers.set('X-HTTP-Method-Override', sent.method);
          return tunnelled;
        },
      ],
      afterResponse: [
        async (_sent, _options, response) => {
          if (response.ok || !ownOrigin || refreshed) return;
          const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
          if (body?.code !== 'rest_cookie_invalid_nonce') return;
          refreshed = true;
          nonce = await freshRestNonce();
          return ky.retry({ delay: 0 });
        },
      ],
    },
  });
}

/** A call to the WordPress REST API (see restResponse), answered with the parsed JSON. */
export async function rest<T>(path: string, options: RestOptions = {}): Promise<T> {
  return readJson<T>(await restResponse(path, options));
}
