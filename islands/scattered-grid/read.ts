import { num, params } from '../../src/config';

/** Rey's defaults (`reyParams.js_params`, theme spec §9): runs of 7 items. */
export const SCATTERED_MAX_ITEMS = 7;

export interface ScatteredConfig {
  /** How many items make one run; the variants are dealt afresh for each run. */
  maxItems: number;
  /**
   * The 1-based positions within each run that get an offset; empty: every item of the run.
   * `[1, 4]` with runs of 7 offsets items 1, 4, 8, 11, 15, 18, …
   */
  customItems: number[];
}

/**
 * The scattered grid's settings from `reyParams.js_params` (`scattered_grid_max_items`,
 * `scattered_grid_custom_items`; nested values keep their JSON types, strings are accepted too).
 * Positions outside a run are dropped.
 */
export function scatteredConfig(win: Window = window): ScatteredConfig {
  const js = params('reyParams', win).js_params;
  const config = js && typeof js === 'object' ? (js as Record<string, unknown>) : {};
  const max = Math.floor(num(config.scattered_grid_max_items, SCATTERED_MAX_ITEMS));
  const maxItems = max >= 1 ? max : SCATTERED_MAX_ITEMS;
  const custom = Array.isArray(config.scattered_grid_custom_items) ? config.scattered_grid_custom_items : [];
  const customItems = [...new Set(custom.map((item) => num(item, NaN)))]
    .filter((position) => Number.isInteger(position) && position >= 1 && position <= maxItems)
    .sort((a, b) => a - b);
  return { maxItems, customItems };
}

/** The island's props: the grid's settings (the list itself is the host). */
export function read(): ScatteredConfig {
  return scatteredConfig();
}
