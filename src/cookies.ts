import Cookies from 'js-cookie';

// Cookies through js-cookie, guarded: a browser that refuses cookies (or a document.cookie that throws
// in a sandboxed frame) reads as "no cookie" and ignores writes.

export interface CookieOptions {
  path?: string;
  /** Days from now, or a date. Omitted: a session cookie. */
  expires?: number | Date;
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
  /**
   * Write the value exactly as given. For cookies other scripts read in their own format (Complianz
   * writes JSON unencoded, sourcebuster percent-encodes everything itself).
   */
  raw?: boolean;
}

const rawCookies = Cookies.withConverter({ read: (value) => value, write: (value) => String(value) });

// Reading document.cookie is a synchronous round trip to the browser process (about 2 ms on a slowed
// phone), and the consent engine alone asks for some thirty cookies as it starts. The jar is read once
// and kept until the current task's microtasks run: nothing but our own writes (which drop it) can
// change cookies in between.

/** A cookie as its decoded name and raw value. */
type CookieEntry = readonly [name: string, value: string];

let jar: CookieEntry[] | null = null;

/**
 * Every cookie as its decoded name and raw value. Names that are not valid percent-encoding are
 * skipped, as js-cookie does; cookies that cannot be read (a sandboxed frame) are none.
 */
function cookieEntries(): CookieEntry[] {
  if (jar) return jar;
  let all = '';
  try {
    all = document.cookie;
  } catch {
    // none
  }
  const entries: CookieEntry[] = (jar = []);
  for (const pair of all ? all.split('; ') : []) {
    const at = pair.indexOf('=');
    try {
      entries.push([decodeURIComponent(at < 0 ? pair : pair.slice(0, at)), at < 0 ? '' : pair.slice(at + 1)]);
    } catch {
      // skipped
    }
  }
  queueMicrotask(() => {
    jar = null;
  });
  return entries;
}

/** A cookie's value; `raw` skips js-cookie's percent-decoding. The first of two same-named cookies wins, as in js-cookie. */
export function getCookie(name: string, { raw = false }: { raw?: boolean } = {}): string | undefined {
  for (const [found, value] of cookieEntries()) {
    if (found !== name) continue;
    try {
      return (raw ? rawCookies : Cookies).converter.read(value, name);
    } catch {
      // a value that is not valid percent-encoding: skipped, as js-cookie does
    }
  }
  return undefined;
}

/** Drops the kept jar: for code that knows cookies changed behind our back (another tab, a restored page). */
export function forgetCookieReads(): void {
  jar = null;
}

export function setCookie(name: string, value: string, { raw = false, ...options }: CookieOptions = {}): void {
  try {
    jar = null;
    (raw ? rawCookies : Cookies).set(name, value, { path: '/', ...options });
  } catch {
    // ignored: the cookie is simply not kept
  }
}

export function removeCookie(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}): void {
  try {
    jar = null;
    Cookies.remove(name, { path: '/', ...options });
  } catch {
    // ignored
  }
}

/** Every cookie name visible to the page. */
export function cookieNames(): string[] {
  return [...new Set(cookieEntries().map(([name]) => name))];
}

/** Whether a host takes a `domain=` cookie attribute (not an IP address, not localhost). */
export function isDomainHost(hostname: string): boolean {
  return hostname.includes('.') && !/^[\d.]+$/.test(hostname) && !hostname.includes(':');
}

/**
 * The domain attributes a cookie of this host may have been written with: none (host-only), the host
 * itself and each parent domain down to the registrable one (`.shop.example.se`, `.example.se`).
 */
function domainVariants(hostname: string): Array<string | undefined> {
  const variants: Array<string | undefined> = [undefined];
  if (!isDomainHost(hostname)) return variants;
  const parts = hostname.split('.');
  for (let i = 0; i < parts.length - 1; i++) variants.push(`.${parts.slice(i).join('.')}`);
  return variants;
}

/** `/`, and every prefix of the path with and without its trailing slash (`/a`, `/a/`, `/a/b`, …). */
function pathVariants(pathname: string): string[] {
  const paths = new Set(['/']);
  let prefix = '';
  for (const segment of pathname.split('/').filter(Boolean)) {
    prefix += `/${segment}`;
    paths.add(prefix);
    paths.add(`${prefix}/`);
  }
  return [...paths];
}

/**
 * Deletes a cookie whatever path and domain a script set it with: a cookie is only removed by a write
 * with its own path and domain, and third-party tags pick their own.
 */
export function removeCookieEverywhere(name: string, where: Pick<Location, 'hostname' | 'pathname'> = location): void {
  for (const domain of domainVariants(where.hostname)) {
    for (const path of pathVariants(where.pathname)) removeCookie(name, domain ? { path, domain } : { path });
  }
}
