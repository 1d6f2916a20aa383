// Which item of a scattered grid gets which offset. Pure: the DOM side is ./scatter.ts.
import type { ScatteredConfig } from './read';

/** The theme's 8 offset variants (theme spec §9), numbered 1 to 8. */
export const SCATTERED_VARIANTS = 8;

/**
 * The variant of each item, in order: `null` for an item that sits in place, a number for one that
 * is offset. `current` holds the variants the items already have (null where none: new items) and is
 * kept, so items appended later continue the runs without moving the ones shown.
 *
 * The items go in runs of `maxItems`. In a run, the highlighted items (all of them, or the 1-based
 * positions of `customItems`) each get a variant at random, none used twice in a run while the 8 last,
 * and never the same as the highlighted item before it (across runs too).
 */
export function dealVariants(current: (number | null)[], config: ScatteredConfig, random: () => number = Math.random): (number | null)[] {
  const { maxItems, customItems } = config;
  const highlighted = (index: number) => !customItems.length || customItems.includes((index % maxItems) + 1);
  const result: (number | null)[] = [];
  let used = new Set<number>();
  let previous: number | null = null;
  current.forEach((have, index) => {
    if (index % maxItems === 0) used = new Set();
    if (!highlighted(index)) {
      result.push(null);
      return;
    }
    let variant = have;
    if (variant === null) {
      let choices = allVariants().filter((v) => v !== previous && !used.has(v));
      if (!choices.length) choices = allVariants().filter((v) => v !== previous);
      variant = choices[Math.min(choices.length - 1, Math.floor(random() * choices.length))]!;
    }
    used.add(variant);
    previous = variant;
    result.push(variant);
  });
  return result;
}

const allVariants = () => Array.from({ length: SCATTERED_VARIANTS }, (_, i) => i + 1);
