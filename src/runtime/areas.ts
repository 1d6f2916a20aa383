import type { Area, IslandDefinition } from './define';

/**
 * The areas the shop owner gave back to the classic scripts: the WordPress plugin prints them as
 * `woo_islands_params.disabled_areas` (wordpress-plugin/includes). Anything else printed there is ignored.
 */
export function disabledAreas(win: Window): Set<Area> {
  const list = (win as unknown as { woo_islands_params?: { disabled_areas?: unknown } }).woo_islands_params?.disabled_areas;
  return new Set(Array.isArray(list) ? list.filter((area): area is Area => typeof area === 'string') : []);
}

/**
 * The islands whose areas the bundle still handles, every one of them: no island runs beside a classic
 * script it replaces.
 */
export function inEnabledAreas<D extends IslandDefinition<any>>(definitions: readonly D[], win: Window): D[] {
  const disabled = disabledAreas(win);
  if (!disabled.size) return [...definitions];
  return definitions.filter((def) => !disabled.has(def.area) && !def.alsoIn?.some((area) => disabled.has(area)));
}
