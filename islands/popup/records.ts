// What the page builder remembers about popups, in its own storage format: one JSON object under
// `elementor` in localStorage (per-key expiry in `__expiration`) and one in sessionStorage.
import { expiringStore, readItem, writeItem, type ExpiryUnit } from '../../src/storage';

const local = () => expiringStore('elementor', 'local');
const session = () => expiringStore('elementor', 'session');

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Page views and sessions, counted once per page that has popups. */
export function countVisit(): { pageViews: number; sessions: number } {
  const store = local();
  const pageViews = count(store.get('pageViews')) + 1;
  store.set('pageViews', pageViews);
  let sessions = count(store.get('sessions'));
  if (!session().get('activeSession')) {
    sessions += 1;
    store.set('sessions', sessions);
    session().set('activeSession', true);
  }
  return { pageViews, sessions };
}

export function visits(): { pageViews: number; sessions: number } {
  const store = local();
  return { pageViews: count(store.get('pageViews')), sessions: count(store.get('sessions')) };
}

/** Do-not-show-again. */
export const isDisabled = (id: string) => Boolean(local().get(`popup_${id}_disable`));
export const disable = (id: string) => local().set(`popup_${id}_disable`, true);

export type ImpressionPeriod = '' | 'day' | 'week' | 'month' | 'session';

const PERIODS: ImpressionPeriod[] = ['', 'day', 'week', 'month', 'session'];
export const periodOf = (value: unknown): ImpressionPeriod => (PERIODS.includes(value as ImpressionPeriod) ? (value as ImpressionPeriod) : '');

const windowKey = (id: string) => `popup-${id}-impressions-count`;

/**
 * How often the popup counted as seen, as the times rule reads it: per session, in the current
 * day/week/month window, or, with no period, its shows (`popup_{id}_times`).
 */
export function impressions(id: string, period: ImpressionPeriod): number {
  if (period === 'session') return count(Number(readItem('session', windowKey(id))));
  if (period === '') return count(local().get(`popup_${id}_times`));
  return count(local().get(windowKey(id)));
}

/**
 * Counts one impression where Pro 3.33 counts it for the times rule: this session's count, the
 * day/week/month window (which starts with its first impression), or, with no period, the storage's
 * un-namespaced `times` key, which Pro writes and never reads (the rule reads the shows instead).
 */
export function countImpression(id: string, period: ImpressionPeriod): void {
  if (period === 'session') {
    writeItem('session', windowKey(id), String(impressions(id, period) + 1));
    return;
  }
  const store = local();
  if (period === '') {
    store.set('times', count(store.get('times')) + 1);
    return;
  }
  const next = impressions(id, period) + 1;
  if (next === 1) store.set(windowKey(id), next, { amount: 1, unit: period as ExpiryUnit });
  else store.update(windowKey(id), next);
}

/** One more show (`popup_{id}_times`), counted on every show of a popup that does not count on close. */
export function countShow(id: string): void {
  const store = local();
  store.set(`popup_${id}_times`, count(store.get(`popup_${id}_times`)) + 1);
}
