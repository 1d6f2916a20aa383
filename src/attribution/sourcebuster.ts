// Where a visitor came from, kept in sourcebuster.js's cookies (WooCommerce's fork, 1.1.x) so
// WooCommerce's own script and any other reader of `sbjs_*` understand them: `sbjs_current` and
// `sbjs_first` (`typ=…|||src=…|||…`), `sbjs_current_add` / `sbjs_first_add` (first visit date, entry
// page, referrer), `sbjs_udata` (visits, user agent), `sbjs_session` (pages this session) and
// `sbjs_migrations`. Values are percent-encoded (optionally base64); the whole value and each field
// are decoded when read, as sourcebuster does.
import { getCookie, isDomainHost, setCookie } from '../cookies';

const DELIMITER = '|||';
const NONE = '(none)';

/** The one migration sourcebuster knows (the old single-`|` delimiter). */
const MIGRATION_ID = '1418474375998';

export interface TrackOptions {
  /** Cookie lifetime in months; WooCommerce's 0.00001 means session cookies. Unset: 6. */
  lifetimeMonths: number;
  /** Session length in minutes. Unset: 30. */
  sessionMinutes: number;
  base64: boolean;
}

export interface Visit {
  url: string;
  referrer: string;
  userAgent: string;
  now: Date;
}

/** `sbjs.get`: each cookie (without `sbjs_`) as an alias → value map. */
export type SourcebusterData = Record<'current' | 'current_add' | 'first' | 'first_add' | 'session' | 'udata' | 'promo', Record<string, string>>;

export function encodeData(value: string): string {
  return encodeURIComponent(value).replace(/[!~*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function decodeData(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    try {
      return unescape(value);
    } catch {
      return '';
    }
  }
}

function readCookie(name: string): string | null {
  let content = getCookie(name, { raw: true });
  if (content === undefined) return null;
  // Base64 values hold only base64 letters; older (or non-base64) values have `%` escapes.
  if (/^[A-Za-z0-9+/]+$/.test(content)) {
    try {
      content = atob(content.padEnd(content.length + ((4 - (content.length % 4)) % 4), '='));
    } catch {
      // not base64 after all
    }
  }
  return decodeData(content);
}

/** `.example.se` for www.example.se and example.se; none for localhost and IP addresses. */
function cookieDomain(hostname: string): string | undefined {
  return isDomainHost(hostname) ? `.${hostname.replace(/^www\./, '')}` : undefined;
}

function writeCookie(name: string, value: string, minutes: number, base64: boolean): void {
  let content = encodeData(value);
  if (base64) content = btoa(content).replace(/=+$/, '');
  const domain = cookieDomain(location.hostname);
  setCookie(name, content, {
    raw: true,
    path: '/',
    ...(minutes > 0 ? { expires: new Date(Date.now() + minutes * 60_000) } : {}),
    ...(domain ? { domain } : {}),
  });
}

function parseFields(value: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!value) return out;
  for (const part of value.split(DELIMITER)) {
    const at = part.indexOf('=');
    const key = at < 0 ? part : part.slice(0, at);
    out[key] = decodeData(at < 0 ? '' : part.slice(at + 1));
  }
  return out;
}

export function readSourcebuster(): SourcebusterData {
  const get = (name: string) => parseFields(readCookie(`sbjs_${name}`));
  return {
    current: get('current'),
    current_add: get('current_add'),
    first: get('first'),
    first_add: get('first_add'),
    session: get('session'),
    udata: get('udata'),
    promo: get('promo'),
  };
}

/** `YYYY-MM-DD hh:mm:ss` in UTC (WooCommerce passes a zero timezone offset). */
export function formatDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace('www.', '');
  } catch {
    return '';
  }
}

interface Main {
  typ: string;
  src: string;
  mdm: string;
  cmp: string;
  cnt: string;
  trm: string;
  id: string;
  plt: string;
  fmt: string;
  tct: string;
}

function pack(fields: object): string {
  return Object.entries(fields).map(([k, v]) => `${k}=${v}`).join(DELIMITER);
}

const CAMPAIGN_PARAMS = [
  'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'utm_id',
  'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic', 'gclid', 'yclid',
];

const ORGANICS: Array<[host: string, param: string, name: string]> = [
  ['bing.com', 'q', 'bing'], ['yahoo.com', 'p', 'yahoo'], ['about.com', 'q', 'about'], ['aol.com', 'q', 'aol'],
  ['ask.com', 'q', 'ask'], ['globososo.com', 'q', 'globo'], ['go.mail.ru', 'q', 'go.mail.ru'],
  ['rambler.ru', 'query', 'rambler'], ['tut.by', 'query', 'tut.by'],
];

const REFERRAL_NAMES: Record<string, string> = { 't.co': 'twitter.com', 'plus.url.google.com': 'plus.google.com' };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isHostOrSub = (host: string, domain: string) => new RegExp(`^(?:.*\\.)?${escapeRegExp(domain)}$`, 'i').test(host);

/** The search engine a referrer is, or null. */
function organicSource(referrer: URL): string | null {
  const host = referrer.hostname;
  const query = referrer.search.slice(1);
  if (query && /^(?:.*\.)?yandex\..{2,9}$/.test(host) && /.*text=.*/.test(query)) return 'yandex';
  if (/^(?:www\.)?google\..{2,9}$/.test(host)) return 'google';
  if (!query) return null;
  for (const [organicHost, param, name] of ORGANICS) {
    if (isHostOrSub(host, organicHost) && new RegExp(`.*${escapeRegExp(param)}=.*`, 'i').test(query)) return name;
  }
  return null;
}

function campaign(params: URLSearchParams, referrer: URL | null): Main {
  const p = (name: string) => params.get(name);
  const gclid = params.has('gclid');
  const yclid = params.has('yclid');
  const paid = gclid || yclid;
  const yandexTerm = referrer && /^(?:.*\.)?yandex\..{2,9}$/i.test(referrer.hostname) ? referrer.searchParams.get('text') : null;
  return {
    typ: 'utm',
    src: p('utm_source') ?? (gclid ? 'google' : yclid ? 'yandex' : NONE),
    mdm: p('utm_medium') ?? (paid ? 'cpc' : NONE),
    cmp: p('utm_campaign') ?? (gclid ? 'google_cpc' : yclid ? 'yandex_cpc' : NONE),
    cnt: p('utm_content') ?? NONE,
    trm: p('utm_term') ?? (yandexTerm || NONE),
    id: p('utm_id') || NONE,
    plt: p('utm_source_platform') ?? NONE,
    fmt: p('utm_creative_format') ?? NONE,
    tct: p('utm_marketing_tactic') ?? NONE,
  };
}

const plain = (typ: string, src: string, mdm: string, cnt = NONE): Main => ({
  typ, src, mdm, cmp: NONE, cnt, trm: NONE, id: NONE, plt: NONE, fmt: NONE, tct: NONE,
});

/**
 * Records one page view, in sourcebuster's order: campaign parameters, then a search engine referrer,
 * then (at the start of a session) another site's referrer, then a first direct visit; otherwise the
 * source stays what it was. Returns the data as `sbjs.get` would.
 */
export function trackVisit(options: TrackOptions, visit: Visit): SourcebusterData {
  const lifetime = Math.floor((options.lifetimeMonths > 0 ? options.lifetimeMonths : 6) * 30 * 24 * 60);
  const session = options.sessionMinutes > 0 ? Math.floor(options.sessionMinutes) : 30;
  const write = (name: string, value: string, minutes = lifetime) => writeCookie(`sbjs_${name}`, value, minutes, options.base64);
  const has = (name: string) => readCookie(`sbjs_${name}`) !== null;

  migrate(write, has, visit.url);

  const url = new URL(visit.url);
  let referrer: URL | null = null;
  try {
    referrer = visit.referrer ? new URL(visit.referrer) : null;
  } catch {
    referrer = null;
  }
  const ownDomain = url.hostname.replace('www.', '');
  const external = referrer !== null && !isHostOrSub(referrer.hostname, ownDomain);
  const hadSession = has('session');

  let main: Main | null;
  if (CAMPAIGN_PARAMS.some((name) => url.searchParams.has(name))) {
    main = campaign(url.searchParams, referrer);
  } else if (external && referrer && organicSource(referrer)) {
    main = plain('organic', organicSource(referrer)!, 'organic');
  } else if (!hadSession && external && referrer) {
    const host = hostOf(referrer.href);
    main = plain('referral', REFERRAL_NAMES[referrer.hostname] ?? host, 'referral', referrer.pathname);
  } else if (!has('first') && !has('current')) {
    main = plain('typein', '(direct)', NONE);
  } else {
    main = null;
  }

  if (main) {
    const extra = pack({ fd: formatDate(visit.now), ep: visit.url, rf: visit.referrer || NONE });
    write('current_add', extra);
    if (!has('first_add')) write('first_add', extra);
    write('current', pack(main));
  } else {
    // Unchanged source: written again so it lives as long as the visits do.
    write('current', readCookie('sbjs_current') ?? '');
  }
  if (!has('first')) write('first', readCookie('sbjs_current') ?? '');

  const udata = parseFields(readCookie('sbjs_udata'));
  const visits = udata.vst ? (Number.parseInt(udata.vst, 10) || 1) + (hadSession ? 0 : 1) : 1;
  write('udata', pack({ vst: visits, uip: NONE, uag: visit.userAgent }));

  const pages = hadSession ? (Number.parseInt(parseFields(readCookie('sbjs_session')).pgs ?? '', 10) || 1) + 1 : 1;
  write('session', pack({ pgs: pages, cpg: visit.url }), session);

  return readSourcebuster();
}

function migrate(write: (name: string, value: string) => void, has: (name: string) => boolean, url: string): void {
  if (has('migrations')) return;
  if (!has('first')) {
    write('migrations', `${MIGRATION_ID}=1`);
    return;
  }
  // Cookies from sourcebuster before 1.0 used a single `|`: switch the delimiter, restart the session.
  try {
    for (const name of ['current', 'current_add', 'first', 'first_add', 'udata', 'promo']) {
      const value = readCookie(`sbjs_${name}`);
      if (value !== null) write(name, value.replace(/(\|)?\|(\|)?/g, (all, a, b) => (a || b ? all : DELIMITER)));
    }
    if (has('session')) write('session', pack({ pgs: 0, cpg: url }));
    write('migrations', `${MIGRATION_ID}=1`);
  } catch {
    write('migrations', `${MIGRATION_ID}=0`);
  }
}
