/** The "all" item of a filter bar. */
export const ALL = '__all';

/**
 * The terms after a click on `value`: "all" clears them; a chosen term is unchosen; another term joins
 * them (multiple selection) or replaces them (single selection).
 */
export function choose(selected: readonly string[], value: string, multiple: boolean): string[] {
  if (value === ALL) return [];
  if (selected.includes(value)) return selected.filter((v) => v !== value);
  return multiple ? [...selected, value] : [value];
}
