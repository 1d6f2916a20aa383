// The loop filter's state in the query string, as Elementor Pro keeps it:
// `e-filter-{widgetId}-{taxonomy}=a+b` (AND), `a~b` (OR), `a!b` (NOT), a single term on its own.
import type { ConsolidatedFilters, LogicalJoin } from '../../src/stores/loop-filters';

const SEPARATORS: Record<LogicalJoin, string> = { AND: '+', OR: '~', NOT: '!', DISABLED: '' };

export const filterParam = (widgetId: string, taxonomy: string) => `e-filter-${widgetId}-${taxonomy}`;

/**
 * A filter's value in the URL. A NOT filter with one term keeps a leading `!`, so a reload still
 * excludes it (Elementor's format has no other way to tell it from a single selection).
 */
export function encodeFilterValue(terms: readonly string[], join: LogicalJoin = 'AND'): string {
  const encoded = terms.map((t) => encodeURIComponent(t));
  if (join === 'NOT' && encoded.length === 1) return `!${encoded[0]}`;
  return encoded.join(SEPARATORS[join] || SEPARATORS.AND);
}

/** A value read back with URLSearchParams (which turns `+` into a space). */
export function parseFilterValue(value: string): { terms: string[]; join: LogicalJoin } {
  const join: LogicalJoin = value.includes('~') ? 'OR' : value.includes('!') ? 'NOT' : /[ +]/.test(value.trim()) ? 'AND' : 'DISABLED';
  const separator = join === 'OR' ? '~' : join === 'NOT' ? '!' : /[ +]/;
  const terms = value.split(separator).map((t) => t.trim()).filter(Boolean);
  return { terms, join: terms.length > 1 || join === 'NOT' ? join : 'DISABLED' };
}

/** The terms the URL holds for one filter, or null when it has none for it. */
export function termsFromUrl(href: string, widgetId: string, taxonomy: string): { terms: string[]; join: LogicalJoin } | null {
  const value = new URL(href).searchParams.get(filterParam(widgetId, taxonomy));
  return value === null ? null : parseFilterValue(value);
}

/**
 * The address after a filter change: this widget's filter parameters and its page parameter replaced,
 * every other parameter (ordering, other widgets) kept.
 */
export function filterUrl(href: string, widgetId: string, filters: ConsolidatedFilters): string {
  const url = new URL(href);
  const kept = new URLSearchParams();
  for (const [key, value] of url.searchParams) {
    if (key.startsWith(`e-filter-${widgetId}-`) || key === `e-page-${widgetId}`) continue;
    kept.append(key, value);
  }
  const own = Object.entries(filters.taxonomy ?? {}).map(
    ([taxonomy, { terms, logicalJoin }]) => `${filterParam(widgetId, taxonomy)}=${encodeFilterValue(terms, logicalJoin ?? 'DISABLED')}`,
  );
  const query = [kept.toString(), ...own].filter(Boolean).join('&');
  return `${url.pathname}${query ? `?${query}` : ''}${url.hash}`;
}
