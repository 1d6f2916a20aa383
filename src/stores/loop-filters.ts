import { map } from 'nanostores';

/** How a filter's terms combine (Elementor Pro's query constants; DISABLED is a single selection). */
export type LogicalJoin = 'AND' | 'OR' | 'NOT' | 'DISABLED';

export interface LoopFilter {
  taxonomy: string;
  terms: string[];
  logicalJoin: LogicalJoin;
}

export type ConsolidatedFilters = { taxonomy?: Record<string, { terms: string[]; logicalJoin?: LogicalJoin }> };

/**
 * The filters applied to each loop widget (by its Elementor id), keyed by the filter widget that set
 * them: several filter bars may drive one loop.
 */
export const $loopFilters = map<Record<string, Record<string, LoopFilter>>>({});

export function setLoopFilter(widgetId: string, filterId: string, filter: LoopFilter): void {
  const current = $loopFilters.get()[widgetId] ?? {};
  $loopFilters.setKey(widgetId, { ...current, [filterId]: { ...filter, terms: [...new Set(filter.terms)] } });
}

export function loopFilter(widgetId: string, filterId: string): LoopFilter | undefined {
  return $loopFilters.get()[widgetId]?.[filterId];
}

/**
 * What refresh-loop receives as `widget_filters`: one entry per taxonomy (filters on the same taxonomy
 * share their terms); empty filters are left out; the join is sent unless it is a single selection.
 */
export function consolidatedFilters(widgetId: string): ConsolidatedFilters {
  const taxonomy: NonNullable<ConsolidatedFilters['taxonomy']> = {};
  for (const filter of Object.values($loopFilters.get()[widgetId] ?? {})) {
    if (!filter.terms.length) continue;
    const entry = (taxonomy[filter.taxonomy] ??= { terms: [] });
    entry.terms = [...new Set([...entry.terms, ...filter.terms])];
    if (filter.logicalJoin !== 'DISABLED' && !entry.logicalJoin) entry.logicalJoin = filter.logicalJoin;
  }
  return Object.keys(taxonomy).length ? { taxonomy } : {};
}
