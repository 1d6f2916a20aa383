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
}

export function getCookie(name: string): string | undefined {
  try {
    return Cookies.get(name);
  } catch {
    return undefined;
  }
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  try {
    Cookies.set(name, value, { path: '/', ...options });
  } catch {
    // ignored: the cookie is simply not kept
  }
}

export function removeCookie(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}): void {
  try {
    Cookies.remove(name, { path: '/', ...options });
  } catch {
    // ignored
  }
}

/** Every cookie name visible to the page. */
export function cookieNames(): string[] {
  try {
    return Object.keys(Cookies.get());
  } catch {
    return [];
  }
}
