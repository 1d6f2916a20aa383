import { params, str } from '../config';
import { encodeForm, RequestFailed, postForm, getJSON, type FormValue } from '../http';
import { readJSON, writeJSON } from '../storage';
import { logError } from '../helpers/log';
import { assetsForAnswer } from './assets';
import { legacyAction } from './legacy';
import { reyAdminAjaxUrl, reyAjaxNonce, reyAjaxUrl, reyNonce, reyTransport } from './transport';

// Rey's ajax transport (theme spec §7, contract R12): `POST /?reycore-ajax=<action>` with `_nonce`,
// the data under `reycore-ajax-data[...]`, extra form fields at the top level and `lang`. The answer is
// `{success, data: {<action>: {data, assets?, errors?, transient?}}}`. Rey 2.1–2.2 (no
// `reyParams.core.r_ajax_url`, only `reyParams.ajaxurl`) took the same calls through admin-ajax under
// their older names (src/rey-ajax/legacy.ts), answered as WordPress's `{success, data}`.

interface ReyAnswer {
  success?: boolean;
  data?: Record<string, { data?: unknown; errors?: unknown; assets?: unknown; transient?: unknown } | undefined>;
}

export interface ReyAjaxOptions {
  /** Fields sent at the top level (serialized forms: account forms, reviews). */
  form?: Record<string, FormValue> | URLSearchParams;
  method?: 'GET' | 'POST';
  /** Cache the answer in sessionStorage under this key (never for logged-in shoppers). */
  cacheKey?: string;
  signal?: AbortSignal;
  timeout?: number;
}

/** The action URL with the fields added to its query (it already carries `reycore-ajax=<action>`). */
function withQuery(url: string, fields: URLSearchParams): string {
  const target = new URL(url, window.location.href);
  for (const [key, value] of fields) target.searchParams.append(key, value);
  return target.href;
}

function storageKey(key: string): string {
  const rey = params('reyParams');
  const lang = str(rey.lang);
  return `rey_ss_${str(rey.site_id) || '1'}_${key}${lang ? `_${lang}` : ''}`;
}

const loggedIn = () => document.body.classList.contains('logged-in');

/**
 * Calls a Rey ajax action and returns its `data`. Rejects with RequestFailed (network, status, JSON)
 * or with an Error named as the theme names it ('No registered actions data!', 'No data in <action>!').
 * A server `errors` field is logged; the data is still returned. The files the answer names
 * (`assets`, and the `reyParams.lazy_assets` its HTML needs) are asked for, and its stylesheets have
 * loaded when it resolves.
 */
export async function reyAjax<T>(action: string, data: Record<string, FormValue> = {}, options: ReyAjaxOptions = {}): Promise<T> {
  if (reyTransport() === 'admin-ajax') return legacyReyAjax<T>(action, data, options);
  const cached = options.cacheKey && !loggedIn() ? readJSON<T>('session', storageKey(options.cacheKey)) : undefined;
  if (cached !== undefined) {
    await assetsForAnswer(readJSON('session', `${storageKey(options.cacheKey!)}_assets`), cached);
    return cached;
  }

  const fields = encodeForm({ _nonce: reyAjaxNonce(), 'reycore-ajax-data': data, ...(str(params('reyParams').lang) ? { lang: str(params('reyParams').lang) } : {}) });
  if (options.form) for (const [k, v] of encodeForm(options.form)) fields.append(k, v);
  const request = requestOptions(options);
  const answer = await send<ReyAnswer>(options.method === 'GET' ? 'GET' : 'POST', reyAjaxUrl(action), fields, request);
  if (!answer || typeof answer !== 'object') throw new Error('Failed response');
  if (!answer.data || typeof answer.data !== 'object') throw new Error('No registered actions data!');
  const entry = answer.data[action];
  if (!entry) throw new Error(`No data in ${action}!`);
  if (entry.errors && (!Array.isArray(entry.errors) || entry.errors.length)) logError(`${action}:`, entry.errors);
  if (options.cacheKey && !loggedIn()) {
    writeJSON('session', storageKey(options.cacheKey), entry.data);
    if (entry.assets) writeJSON('session', `${storageKey(options.cacheKey)}_assets`, entry.assets);
  }
  // The CSS the answer's HTML needs is on the page before the caller puts the HTML in.
  await assetsForAnswer(entry.assets, entry.data);
  return entry.data as T;
}

function requestOptions(options: ReyAjaxOptions) {
  return { ...(options.signal ? { signal: options.signal } : {}), ...(options.timeout ? { timeout: options.timeout } : {}) };
}

async function send<A>(method: 'GET' | 'POST', url: string, fields: URLSearchParams, request: ReturnType<typeof requestOptions>): Promise<A> {
  try {
    return method === 'GET' ? await getJSON<A>(withQuery(url, fields), request) : await postForm<A>(url, fields, request);
  } catch (error) {
    if (!(error instanceof RequestFailed && error.kind === 'aborted')) logError('Request failed.', error);
    throw error;
  }
}

/**
 * The same call on Rey 2.1–2.2: `admin-ajax.php` with the older action name, its fields at the top
 * level (and `security` where that version sent it); the answer is WordPress's `{success, data}`.
 * Nothing is cached: that version cached no answer. An action that version did not have fails as
 * a failed call.
 */
async function legacyReyAjax<T>(action: string, data: Record<string, FormValue>, options: ReyAjaxOptions): Promise<T> {
  const legacy = legacyAction(action);
  if (!legacy) {
    const error = new Error(`${action}: no such action before Rey 2.4`);
    logError('Request failed.', error);
    throw error;
  }
  const fields = encodeForm({ action: legacy.action, ...(legacy.fields ? legacy.fields(data) : data), ...(legacy.nonce ? { security: reyNonce() } : {}) });
  if (options.form) for (const [k, v] of encodeForm(options.form)) fields.append(k, v);
  const answer = await send<{ success?: unknown; data?: unknown } | null>(legacy.method, reyAdminAjaxUrl(), fields, requestOptions(options));
  if (!answer || typeof answer !== 'object') throw new Error('Failed response');
  if (answer.success === false) throw new Error(typeof answer.data === 'string' && answer.data ? answer.data : 'Failed response');
  return answer.data as T;
}
