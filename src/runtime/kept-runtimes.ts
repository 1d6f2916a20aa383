import type { IslandDefinition, Runtime } from './define';

/**
 * The front-end runtimes this page keeps, whose widgets the bundle must leave alone: those the
 * WordPress plugin lists in `woo_islands_params.kept_runtimes` (a page with a widget the bundle does
 * not cover keeps the page builder's scripts), and a runtime that is simply there. Elementor's and
 * Elementor Pro's front ends are classic footer scripts that define their globals as they are
 * evaluated, before this module runs: `elementorFrontend` or `elementorProFrontend` means their
 * handlers own the widgets, whoever loaded them. Names no island stands in for match nothing.
 */
export function keptRuntimes(win: Window): unknown[] {
  const globals = win as unknown as { woo_islands_params?: { kept_runtimes?: unknown }; elementorFrontend?: unknown; elementorProFrontend?: unknown };
  const listed = globals.woo_islands_params?.kept_runtimes;
  const kept: unknown[] = Array.isArray(listed) ? [...listed] : [];
  if (globals.elementorFrontend || globals.elementorProFrontend) kept.push('elementor' satisfies Runtime);
  return kept;
}

/** The islands that do not stand in for a runtime the page keeps: one handler per widget. */
export function withoutKeptRuntimes<D extends IslandDefinition<any>>(definitions: readonly D[], win: Window): D[] {
  const kept = keptRuntimes(win);
  return definitions.filter((def) => !def.runtime || !kept.includes(def.runtime));
}
