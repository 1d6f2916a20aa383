import type { IslandDefinition, Runtime } from './define';

const RUNTIMES: readonly Runtime[] = ['elementor'];

/**
 * The front-end runtimes this page keeps, whose widgets the bundle must leave alone: those the
 * WordPress plugin lists in `woo_islands_params.kept_runtimes` (a page with a widget the bundle does
 * not cover keeps the page builder's scripts), and a runtime that is simply there. The page builder's
 * frontend is a classic footer script, so it has run before this module: `elementorFrontend` means its
 * handlers own the widgets, whoever loaded it.
 */
export function keptRuntimes(win: Window): Set<Runtime> {
  const listed = (win as unknown as { woo_islands_params?: { kept_runtimes?: unknown } }).woo_islands_params?.kept_runtimes;
  const kept = new Set(Array.isArray(listed) ? RUNTIMES.filter((runtime) => listed.includes(runtime)) : []);
  if ((win as unknown as { elementorFrontend?: unknown }).elementorFrontend) kept.add('elementor');
  return kept;
}

/** The islands that do not stand in for a runtime the page keeps: one handler per widget. */
export function withoutKeptRuntimes<D extends IslandDefinition<any>>(definitions: readonly D[], win: Window): D[] {
  const kept = keptRuntimes(win);
  return kept.size ? definitions.filter((def) => !def.runtime || !kept.has(def.runtime)) : [...definitions];
}
