// With consent per service, Complianz knows which cookies each service sets (`GET {url}cookie_data`:
// `{category: {service: [cookie names]}}`, kept in sessionStorage). Every second, the cookies and
// same-named storage keys of services without consent are removed: a tag that ran before a revoke,
// or a script the server did not block, cannot keep its cookies.
import { readJSON, removeItem, writeJSON } from '../storage';
import type { Category } from '../stores/consent';
import { clearCookiesContaining } from './cookies';
import { hasConsent, hasServiceConsent, settings } from './state';

export const CLEANUP_INTERVAL_MS = 1000;
const STORAGE_KEY = 'cmplz_cookie_data';

type CookieData = Partial<Record<Category, Record<string, string[]>>>;

function isCookieData(value: unknown): value is CookieData {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** Removes the cookies (and storage keys) of every service that lacks consent; returns what it removed. */
export function cleanUp(data: CookieData): string[] {
  const removed: string[] = [];
  for (const category of ['preferences', 'statistics', 'marketing'] as const) {
    const services = data[category];
    if (!services || hasConsent(category)) continue;
    for (const [service, names] of Object.entries(services)) {
      if (hasServiceConsent(service, category) || !Array.isArray(names)) continue;
      for (const name of names) {
        if (typeof name !== 'string' || !name) continue;
        if (clearCookiesContaining(name)) removed.push(name);
        removeItem('local', name);
        removeItem('session', name);
      }
    }
  }
  return removed;
}

/** Keeps cleaning up while the page is open; `ready` resolves after the first pass (or when there is none). */
export function startCleanup(): { runNow(): void; stop(): void; ready: Promise<void> } {
  const s = settings();
  let data: CookieData | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  const runNow = () => {
    if (data) cleanUp(data);
  };
  const cached = readJSON<unknown>('session', STORAGE_KEY);
  const loaded: Promise<CookieData | null> = !s.cleanCookies
    ? Promise.resolve(null)
    : isCookieData(cached)
      ? Promise.resolve(cached)
      : import('../http').then(({ getJSON }) => getJSON<unknown>(`${s.url}cookie_data`)).then((fetched) => {
        if (!isCookieData(fetched)) return null;
        writeJSON('session', STORAGE_KEY, fetched);
        return fetched;
      }).catch(() => null);
  const ready = loaded.then((found) => {
    if (stopped || !found) return;
    data = found;
    runNow();
    timer = setInterval(runNow, CLEANUP_INTERVAL_MS);
  });
  return {
    runNow,
    ready,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
