import { params, shopConfig, str, wcAjaxUrl } from './config';
import { t } from './i18n';
import { $restNonce, rememberRestNonce } from './stores/rest-nonce';

/**
 * Why a request failed. `offline`, `invalid_json` and the rest map to the spec's three generic
 * messages; `aborted` is a request we cancelled ourselves and has no message.
 */
export type FailureKind = 'offline' | 'invalid_json' | 'timeout' | 'http' | 'aborted';

export class RequestFailed extends Error {
  override name = 'RequestFailed';

  constructor(
    readonly kind: FailureKind,
    readonly status = 0,
    readonly body?: unknown,
  ) {
    super(messageFor(kind));
  }

  /** The WordPress error code of a REST error body (`rest_cookie_invalid_nonce`, …). */
  get code(): string {
    const body = this.body as { code?: unknown } | undefined;
    return typeof body?.code === 'string' ? body.code : '';
  }
}

/** The shopper-facing message for a failure kind. */
export function messageFor(kind: FailureKind): string {
  if (kind === 'offline') return t('fetch_error');
  if (kind === 'invalid_json') return t('invalid_json');
  if (kind === 'aborted') return '';
  return t('unknown_error');
}

export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/**
 * Form-encodes data the way jQuery.param does, which is what the shop's PHP handlers expect:
 * nested objects become `a[b]=1`, arrays `a[]=1`. Undefined values are left out.
 */
export function encodeForm(data: Record<string, FormValue> | URLSearchParams): URLSearchParams {
  if (data instanceof URLSearchParams) return data;
  const out = new URLSearchParams();
  const add = (key: string, value: FormValue): void => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      value.forEach((item, i) => add(item !== null && typeof item === 'object' ? `${key}[${i}]` : `${key}[]`, item));
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    } else {
      out.append(key, value === null ? '' : String(value));
    }
  };
  for (const [key, value] of Object.entries(data)) add(key, value);
  return out;
}

// Requests go through fetch directly. ky did this job until the budgets counted it: 5.9 KB gzip on
// every page (13% of what a category page may load before the first interaction) for hooks and
// retries nothing here uses; timeouts, JSON and the error mapping are the few lines below.
const DEFAULT_TIMEOUT_MS = 10_000;

interface Init {
  method: 'GET' | 'POST';
  body?: BodyInit;
  json?: unknown;
  /** Added to the URL's own query (which may already name the endpoint: `?reycore-ajax=…`). */
  searchParams?: Record<string, string>;
  headers?: Record<string, string>;
  timeout?: number;
  signal?: AbortSignal;
}

function classify(error: unknown, signal?: AbortSignal | null): RequestFailed {
  if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) return new RequestFailed('aborted');
  return new RequestFailed(navigator.onLine === false || error instanceof TypeError ? 'offline' : 'http');
}

export interface RequestOptions {
  timeout?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Sends a request and returns the response text. The timeout covers reading the body too; network
 * failures, the timeout and the caller's abort become RequestFailed.
 */
async function send(url: string, init: Init): Promise<{ response: Response; text: string }> {
  const target = new URL(url, location.href);
  for (const [key, value] of Object.entries(init.searchParams ?? {})) target.searchParams.set(key, value);
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, init.timeout ?? DEFAULT_TIMEOUT_MS);
  const cancel = () => controller.abort();
  init.signal?.addEventListener('abort', cancel);
  try {
    const request = new Request(target, { method: init.method, headers, credentials: 'same-origin', signal: controller.signal, ...(body !== undefined ? { body } : {}) });
    const response = await fetch(request);
    return { response, text: await response.text() };
  } catch (error) {
    throw timedOut ? new RequestFailed('timeout') : classify(error, init.signal);
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', cancel);
  }
}

/**
 * Whether a text answer is a whole HTML page (a PHP fatal error, a login wall, a proxy's error page)
 * rather than the fragment or text an endpoint answers with.
 */
export function isHtmlPage(text: string): boolean {
  return /<(!doctype|html|body)\b/i.test(text);
}

function parse(text: string, status: number): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new RequestFailed('invalid_json', status);
  }
}

async function json<T>(url: string, init: Init): Promise<T> {
  const { response, text } = await send(url, init);
  if (!response.ok) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    throw new RequestFailed('http', response.status, body);
  }
  return parse(text, response.status) as T;
}

/** POSTs form-encoded data and parses a JSON answer. */
export function postForm<T>(url: string, data: Record<string, FormValue> | URLSearchParams, options: RequestOptions = {}): Promise<T> {
  return json<T>(url, { method: 'POST', body: encodeForm(data), ...options });
}

/**
 * POSTs form-encoded data and returns the answer as text (admin-ajax actions that answer with text or
 * a fragment of markup). A whole page instead fails as an answer that is not what was asked for.
 */
export async function postFormText(url: string, data: Record<string, FormValue>, options: RequestOptions = {}): Promise<string> {
  const { response, text } = await send(url, { method: 'POST', body: encodeForm(data), ...options });
  if (!response.ok) throw new RequestFailed('http', response.status, text);
  if (isHtmlPage(text)) throw new RequestFailed('invalid_json', response.status, text);
  return text;
}

/**
 * POSTs multipart form data (a FormData, files included) and returns the answer as text: some
 * plugins answer these posts with JSON, others with markup, and the caller knows which it accepts.
 */
export async function postMultipart(url: string, data: FormData, options: RequestOptions = {}): Promise<string> {
  const { response, text } = await send(url, { method: 'POST', body: data, ...options });
  if (!response.ok) throw new RequestFailed('http', response.status, text);
  return text;
}

/** GETs a URL and parses a JSON answer. */
export function getJSON<T>(url: string, options: RequestOptions & { searchParams?: Record<string, string> } = {}): Promise<T> {
  return json<T>(url, { method: 'GET', ...options });
}

/** A wc-ajax call: `POST /?wc-ajax=<endpoint>`, form-encoded. */
export function wcAjax<T>(endpoint: string, data: Record<string, FormValue> | URLSearchParams, options: RequestOptions = {}): Promise<T> {
  return postForm<T>(wcAjaxUrl(endpoint), data, options);
}

/** An admin-ajax call with an `action` field. */
export function adminAjax<T>(action: string, data: Record<string, FormValue> = {}, options: RequestOptions = {}): Promise<T> {
  return postForm<T>(shopConfig().ajaxUrl, { action, ...data }, options);
}

export interface RestOptions extends RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  form?: Record<string, FormValue>;
  searchParams?: Record<string, string>;
  /** The nonce for the cookie session; defaults to the last fresh nonce or the one WordPress printed. */
  nonce?: string;
}

/** A fresh REST nonce from WordPress, for a session whose nonce went stale. */
export async function freshRestNonce(): Promise<string> {
  const { response, text } = await send(shopConfig().ajaxUrl, { method: 'GET', searchParams: { action: 'rest-nonce' } });
  if (!response.ok || !text.trim()) throw new RequestFailed('http', response.status, text);
  rememberRestNonce(text.trim());
  return text.trim();
}

/**
 * A call to the WordPress REST API. Sends `X-WP-Nonce`; sends PUT, PATCH and DELETE as POST with
 * `X-HTTP-Method-Override` (hosts that block those verbs); when WordPress answers
 * `rest_cookie_invalid_nonce`, fetches a fresh nonce and tries once more.
 */
export async function rest<T>(path: string, options: RestOptions = {}): Promise<T> {
  const url = /^(https?:)?\//.test(path) ? path : `${shopConfig().restRoot}${path.replace(/^\//, '')}`;
  // The nonce proves the shopper's session to the shop; it never goes to another origin (a URL from markup).
  const ownOrigin = new URL(url, location.href).origin === location.origin;
  const attempt = (nonce: string): Promise<T> => {
    const headers: Record<string, string> = { ...options.headers };
    if (nonce && ownOrigin) headers['X-WP-Nonce'] = nonce;
    let method = options.method ?? 'GET';
    if (method === 'PUT' || method === 'PATCH' || method === 'DELETE') {
      headers['X-HTTP-Method-Override'] = method;
      method = 'POST';
    }
    return json<T>(url, {
      method,
      headers,
      ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.searchParams ? { searchParams: options.searchParams } : {}),
      ...(options.json !== undefined ? { json: options.json } : {}),
      ...(options.form ? { body: encodeForm(options.form) } : {}),
    });
  };
  const nonce = options.nonce ?? ($restNonce.get() || str(params('wpApiSettings').nonce));
  try {
    return await attempt(nonce);
  } catch (error) {
    if (ownOrigin && error instanceof RequestFailed && error.code === 'rest_cookie_invalid_nonce') {
      return attempt(await freshRestNonce());
    }
    throw error;
  }
}
