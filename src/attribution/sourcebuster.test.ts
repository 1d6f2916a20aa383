import { beforeEach, describe, expect, it } from 'vitest';
import { clearAllCookies } from '../../test/unit-complianz';
import { forgetCookieReads } from '../cookies';
import { decodeData, encodeData, formatDate, readSourcebuster, trackVisit, type Visit } from './sourcebuster';
import { removeSourcebuster } from './tracker';
import { readAttributionConfig } from './config';

const OPTIONS = { lifetimeMonths: 0.00001, sessionMinutes: 30, base64: false };
const SHOP = 'http://localhost:3000';
const visit = (path: string, referrer = ''): Visit => ({
  url: `${SHOP}${path}`, referrer, userAgent: 'Mozilla/5.0 (test)', now: new Date(Date.UTC(2026, 8, 14, 7, 5, 9)),
});
const raw = (name: string) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);

beforeEach(() => clearAllCookies());

describe('sourcebuster-compatible tracking', () => {
  it('encodes as sourcebuster does, also ! ~ * \' ( )', () => {
    expect(encodeData("(direct)|||a=b!~*'")).toBe('%28direct%29%7C%7C%7Ca%3Db%21%7E%2A%27');
    expect(decodeData('%28none%29')).toBe('(none)');
    expect(decodeData('100%')).toBe('100%');
  });

  it('a campaign link records utm, including the three newer fields', () => {
    const data = trackVisit(OPTIONS, visit('/?utm_source=nyhetsbrev&utm_medium=epost&utm_campaign=host&utm_source_platform=klaviyo&utm_creative_format=bild&utm_marketing_tactic=prospecting'));
    expect(data.current).toEqual({ typ: 'utm', src: 'nyhetsbrev', mdm: 'epost', cmp: 'host', cnt: '(none)', trm: '(none)', id: '(none)', plt: 'klaviyo', fmt: 'bild', tct: 'prospecting' });
    expect(data.first).toEqual(data.current);
    expect(data.current_add).toEqual({ fd: '2026-09-14 07:05:09', ep: `${SHOP}/?utm_source=nyhetsbrev&utm_medium=epost&utm_campaign=host&utm_source_platform=klaviyo&utm_creative_format=bild&utm_marketing_tactic=prospecting`, rf: '(none)' });
    expect(data.udata).toEqual({ vst: '1', uip: '(none)', uag: 'Mozilla/5.0 (test)' });
    expect(data.session).toEqual({ pgs: '1', cpg: data.current_add.ep });
    expect(raw('sbjs_migrations')).toBe('1418474375998%3D1');
    expect(raw('sbjs_current')).toMatch(/^typ%3Dutm%7C%7C%7Csrc%3Dnyhetsbrev/);
  });

  it('gclid means Google Ads', () => {
    expect(trackVisit(OPTIONS, visit('/?gclid=abc')).current).toMatchObject({ typ: 'utm', src: 'google', mdm: 'cpc', cmp: 'google_cpc' });
  });

  it('a search engine referrer is organic, another site at the start of a session a referral', () => {
    expect(trackVisit(OPTIONS, visit('/', 'https://www.google.se/')).current).toMatchObject({ typ: 'organic', src: 'google', mdm: 'organic' });
    clearAllCookies();
    expect(trackVisit(OPTIONS, visit('/', 'https://www.bing.com/search?q=gryta')).current).toMatchObject({ typ: 'organic', src: 'bing' });
    clearAllCookies();
    expect(trackVisit(OPTIONS, visit('/', 'https://t.co/abc')).current).toMatchObject({ typ: 'referral', src: 'twitter.com', mdm: 'referral', cnt: '/abc' });
    clearAllCookies();
    expect(trackVisit(OPTIONS, visit('/', 'https://www.matbloggen.se/recept/gryta/')).current).toMatchObject({ typ: 'referral', src: 'matbloggen.se', cnt: '/recept/gryta/' });
  });

  it('a first direct visit is typein; later pages keep the source and count pages; the own site is no referrer', () => {
    expect(trackVisit(OPTIONS, visit('/')).current).toMatchObject({ typ: 'typein', src: '(direct)', mdm: '(none)' });
    trackVisit(OPTIONS, visit('/?utm_source=instagram'));
    const third = trackVisit(OPTIONS, visit('/butik/', `${SHOP}/`));
    expect(third.current).toMatchObject({ typ: 'utm', src: 'instagram' });
    expect(third.first).toMatchObject({ typ: 'typein' });
    expect(third.session.pgs).toBe('3');
    expect(third.udata.vst).toBe('1');
  });

  it('a new session counts a new visit', () => {
    trackVisit(OPTIONS, visit('/'));
    document.cookie = 'sbjs_session=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    forgetCookieReads();
    const next = trackVisit(OPTIONS, visit('/butik/'));
    expect(next.udata.vst).toBe('2');
    expect(next.session.pgs).toBe('1');
  });

  it('reads base64 cookies and writes them when asked', () => {
    trackVisit({ ...OPTIONS, base64: true }, visit('/?utm_source=tiktok'));
    expect(raw('sbjs_current')).toMatch(/^[A-Za-z0-9+/]+$/);
    expect(readSourcebuster().current.src).toBe('tiktok');
  });

  it('moves cookies from before 1.0 (single | delimiter) to |||', () => {
    document.cookie = `sbjs_first=${encodeData('typ=typein|src=(direct)|mdm=(none)')}; path=/`;
    document.cookie = `sbjs_current=${encodeData('typ=typein|src=(direct)|mdm=(none)')}; path=/`;
    const data = trackVisit(OPTIONS, visit('/butik/'));
    expect(data.first).toEqual({ typ: 'typein', src: '(direct)', mdm: '(none)' });
    expect(raw('sbjs_migrations')).toBe('1418474375998%3D1');
  });

  it('formats dates in UTC', () => {
    expect(formatDate(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02 03:04:05');
  });

  it('removes every sourcebuster cookie', () => {
    trackVisit(OPTIONS, visit('/'));
    document.cookie = 'keep=1; path=/';
    removeSourcebuster();
    expect(document.cookie).toBe('keep=1');
  });
});

/** The cookies a visit writes, as the browser is told them: name → its expiry in minutes from now (null: a session cookie). */
function cookieLifetimes(track: () => void): Record<string, number | null> {
  const written: string[] = [];
  const own = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => own.get!.call(document),
    set: (value: string) => {
      written.push(value);
      own.set!.call(document, value);
    },
  });
  const now = Date.now();
  try {
    track();
  } finally {
    delete (document as { cookie?: string }).cookie;
  }
  const out: Record<string, number | null> = {};
  for (const line of written) {
    const expires = /;\s*expires=([^;]+)/i.exec(line)?.[1];
    out[line.slice(0, line.indexOf('='))] = expires ? Math.round((Date.parse(expires) - now) / 60_000) : null;
  }
  return out;
}

describe('attribution cookie lifetimes', () => {
  it('takes the printed lifetime and session, and defaults to 6 months and 30 minutes', () => {
    const printed = (params: Record<string, unknown>) => {
      (window as { wc_order_attribution?: unknown }).wc_order_attribution = { params, fields: { source_type: 'current.typ' } };
      try {
        return readAttributionConfig();
      } finally {
        delete (window as { wc_order_attribution?: unknown }).wc_order_attribution;
      }
    };
    expect(printed({ lifetime: 0.00001, session: 30 })).toMatchObject({ lifetimeMonths: 0.00001, sessionMinutes: 30 });
    expect(printed({ lifetime: 2, session: 45 })).toMatchObject({ lifetimeMonths: 2, sessionMinutes: 45 });
    expect(printed({})).toMatchObject({ lifetimeMonths: 6, sessionMinutes: 30 });
  });

  it('WooCommerce\'s 0.00001 months makes session cookies; the session cookie still lasts 30 minutes', () => {
    const lifetimes = cookieLifetimes(() => trackVisit({ lifetimeMonths: 0.00001, sessionMinutes: 30, base64: false }, visit('/?utm_source=nyhetsbrev')));
    expect(lifetimes).toMatchObject({ sbjs_current: null, sbjs_first: null, sbjs_udata: null, sbjs_session: 30 });
  });

  it('unset, the cookies last 6 months (6 × 30 days) and the session 30 minutes', () => {
    const lifetimes = cookieLifetimes(() => trackVisit({ lifetimeMonths: 0, sessionMinutes: 0, base64: false }, visit('/?utm_source=nyhetsbrev')));
    const sixMonths = 6 * 30 * 24 * 60;
    expect(lifetimes).toMatchObject({ sbjs_current: sixMonths, sbjs_first: sixMonths, sbjs_udata: sixMonths, sbjs_session: 30 });
  });
});

