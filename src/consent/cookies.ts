// Complianz's cookies: `{prefix}{name}`, values written as they are (JSON unencoded), SameSite=Lax,
// secure on https, expiring after cookie_expiry days, on the configured path (and root domain).
import { cookieNames, getCookie, removeCookieEverywhere, setCookie } from '../cookies';
import type { ConsentSettings } from './settings';

export function readConsentCookie(settings: ConsentSettings, name: string): string {
  return getCookie(`${settings.prefix}${name}`, { raw: true }) ?? '';
}

export function writeConsentCookie(settings: ConsentSettings, name: string, value: string, withPrefix = true): void {
  setCookie(`${withPrefix ? settings.prefix : ''}${name}`, value, {
    raw: true,
    path: settings.cookiePath,
    expires: settings.cookieExpiry,
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
    ...(settings.cookieDomain ? { domain: settings.cookieDomain } : {}),
  });
}

/** Deletes every cookie whose name contains `part`, on every path and domain. Returns whether any existed. */
export function clearCookiesContaining(part: string): boolean {
  const names = cookieNames().filter((name) => name.includes(part));
  for (const name of names) removeCookieEverywhere(name);
  return names.length > 0;
}

/** JSON from a consent cookie; anything unreadable is the fallback. */
export function readJSONCookie<T>(settings: ConsentSettings, name: string, fallback: T): T {
  const raw = readConsentCookie(settings, name);
  if (!raw) return fallback;
  try {
    const value = JSON.parse(raw) as unknown;
    return value !== null && typeof value === 'object' ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}
