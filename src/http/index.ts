import ky, { HTTPError, TimeoutError, type Options } from 'ky';
import { shopConfig, wcAjaxUrl } from '../config';

/**
 * Why a request failed. `offline`, `invalid_json` and the rest map to the spec's three generic
 * messages, `post_process` to its failed-upload message (src/i18n/failure.ts); `aborted` is a request
 * we cancelled ourselves and has no message.
 */
export type FailureKind = 'offline' | 'invalid_json' | 'timeout' | 'http' | 'aborted' | 'post_process';

export class RequestFailed extends Error {
  override name = 'RequestFailed';

  constructor(
    readonly kind: FailureKind,
    readonly status = 0,
    readonly body?: unknown,
    /** The failed answer's headers (an upload names its half-made attachment in one). */
    readonly headers?: Headers,
  ) {
    // For the console: what a shopper reads is src/i18n/failure.ts's.
    super(status ? `${kind} ${status}` : kind);
  }

  /** The WordPress error code of a REST error body (`rest_cookie_invalid_nonce`, …). */
  get code(): string {
    const body = this.body as { code?: unknown } | undefined;
    return typeof body?.code === 'string' ? body.code : '';
  }
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

/**
 * ky builds its Request as a stream (`duplex: 'half'`), whose body the browser's DevTools (and
 * Playwright) cannot show: a shop owner debugging an add to cart saw no form data. The request goes
 * out with a plain body instead: the same method, headers, body and signal.
 */
function withBody(request: Request, body: BodyInit): Request {
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    credentials: request.credentials,
    mode: request.mode,
    cache: request.cache,
    redirect: request.redirect,
    referrer: request.referrer,
    integrity: request.integrity,
  });
}

/** What `send` hands to the client's fetch beside ky's Request (ky passes options it does not know on). */
interface PlainBody {
  /**
   * The caller's body as given (form fields, a FormData). In ky's Request it would become a stream
   * that ky clones for its retries (about 5 ms of a slowed phone's click) and the fetch reads back
   * (the tasks a click's request waits for, 40 to 80 ms).
   */
  plainBody?: BodyInit;
}

/** Statuses a Response may not carry a body with. */
const NULL_BODY_STATUS = [101, 103, 204, 205, 304];

// WooCommerce's and WordPress's scripts never retry a request, so by default neither does this
// client (ky would retry a GET twice). The body is read whole inside ky's fetch, where ky's timeout
// still runs: a server that sends its headers and then stalls is given up on too.
const client = ky.create({
  retry: 0,
  timeout: 10_000,
  fetch: async (request, init) => {
    const { plainBody, ...rest } = (init ?? {}) as RequestInit & PlainBody;
    let plain: RequestInfo | URL = request;
    // ky's own body (its `json`) is read back; the caller's goes on as it was given.
    if (request instanceof Request && (plainBody || request.body)) plain = withBody(request, plainBody ?? await request.arrayBuffer());
    const response = await fetch(plain, rest);
    // Read once, here, and handed on in memory: a clone would read the stream a second time.
    const body = NULL_BODY_STATUS.includes(response.status) ? null : await response.arrayBuffer();
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  },
});

export interface RequestOptions {
  timeout?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

interface SendOptions extends Omit<Options, 'searchParams'> {
  /** Added to the URL's own query (which may already name the endpoint: `?reycore-ajax=…`); ky's would replace it. */
  searchParams?: Record<string, string>;
}

function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The RequestFailed for whatever a request threw: ky's HTTP and timeout errors, the network's TypeError, our abort. */
async function failure(error: unknown, signal?: AbortSignal | null): Promise<RequestFailed> {
  if (error instanceof RequestFailed) return error;
  if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) return new RequestFailed('aborted');
  if (error instanceof TimeoutError) return new RequestFailed('timeout');
  if (error instanceof HTTPError) {
    const { response } = error;
    return new RequestFailed('http', response.status, parseOrText(await response.text().catch(() => '')), response.headers);
  }
  return new RequestFailed(navigator.onLine === false || error instanceof TypeError ? 'offline' : 'http');
}

/** Sends a request through ky; every failure becomes RequestFailed. */
export async function send(url: string, { searchParams, ...options }: SendOptions): Promise<Response> {
  const target = new URL(url, location.href);
  for (const [key, value] of Object.entries(searchParams ?? {})) target.searchParams.set(key, value);
  try {
    const { body, ...rest } = options;
    const sent: Omit<SendOptions, 'body'> & PlainBody = body ? { ...rest, plainBody: body } : rest;
    return await client(target, sent);
  } catch (error) {
    throw await failure(error, options.signal);
  }
}

/** Parses a JSON answer; anything else fails with the spec's invalid-JSON message. */
export async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new RequestFailed('invalid_json', response.status, text);
  }
}

/**
 * Whether a text answer is a whole HTML page (a PHP fatal error, a login wall, a proxy's error page)
 * rather than the fragment or text an endpoint answers with.
 */
export function isHtmlPage(text: string): boolean {
  return /<(!doctype|html|body)\b/i.test(text);
}

/** POSTs form-encoded data and parses a JSON answer. */
export async function postForm<T>(url: string, data: Record<string, FormValue> | URLSearchParams, options: RequestOptions = {}): Promise<T> {
  return readJson<T>(await send(url, { ...options, method: 'POST', body: encodeForm(data) }));
}

/**
 * POSTs form-encoded data and returns the answer as text (admin-ajax actions that answer with text or
 * a fragment of markup). A whole page instead fails as an answer that is not what was asked for.
 */
export async function postFormText(url: string, data: Record<string, FormValue>, options: RequestOptions = {}): Promise<string> {
  const response = await send(url, { ...options, method: 'POST', body: encodeForm(data) });
  const text = await response.text();
  if (isHtmlPage(text)) throw new RequestFailed('invalid_json', response.status, text);
  return text;
}

/**
 * POSTs multipart form data (a FormData, files included) and returns the answer as text: some
 * plugins answer these posts with JSON, others with markup, and the caller knows which it accepts.
 */
export async function postMultipart(url: string, data: FormData, options: RequestOptions = {}): Promise<string> {
  return (await send(url, { ...options, method: 'POST', body: data })).text();
}

/** GETs a URL and parses a JSON answer. */
export async function getJSON<T>(url: string, options: RequestOptions & { searchParams?: Record<string, string> } = {}): Promise<T> {
  return readJson<T>(await send(url, { ...options, method: 'GET' }));
}

/** A wc-ajax call: `POST /?wc-ajax=<endpoint>`, form-encoded. */
export function wcAjax<T>(endpoint: string, data: Record<string, FormValue> | URLSearchParams, options: RequestOptions = {}): Promise<T> {
  return postForm<T>(wcAjaxUrl(endpoint), data, options);
}

/** An admin-ajax call with an `action` field. */
export function adminAjax<T>(action: string, data: Record<string, FormValue> = {}, options: RequestOptions = {}): Promise<T> {
  return postForm<T>(shopConfig().ajaxUrl, { action, ...data }, options);
}
