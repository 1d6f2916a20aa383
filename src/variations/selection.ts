// What a choice of attribute values means for the form, without touching the DOM: which options stay,
// which are greyed out or out of stock, which chosen values no longer fit (and are cleared), and the
// swatches plugin's "only N left" labels.
import { ATTACHED, ENABLED, IN_STOCK, type VariationIndex } from './matcher';
import type { Variation } from './types';

export interface Resolution {
  /** The choice once values that no longer fit were cleared. */
  chosen: string[];
  /** Attributes whose chosen value was cleared, in the order WooCommerce's cascade clears them. */
  cleared: number[];
  /** Per attribute, per option value: ATTACHED | ENABLED | IN_STOCK. */
  flags: Uint8Array[];
}

const usable = (flag: number | undefined): boolean => flag !== undefined && (flag & (ATTACHED | ENABLED)) === (ATTACHED | ENABLED);

/** Is the option usable: attached (combines with the other choices) and enabled (an active variation)? */
export function isUsable(flag: number | undefined): boolean {
  return usable(flag);
}

/**
 * Is the option out of stock: it combines with the other choices, but none of the variations that fit
 * it is in stock (WooCommerce then leaves it without its `in-stock` class)?
 */
export function isOutOfStock(flag: number | undefined): boolean {
  return flag !== undefined && (flag & ATTACHED) !== 0 && (flag & IN_STOCK) === 0;
}

/**
 * WooCommerce filters every select against the others; a chosen value that is no longer attached and
 * enabled is set to '' and `change` fires, which filters again. The cascade ends where no chosen value
 * is invalid; that fixpoint is computed here in one go. `values[a]` are the option values of
 * attribute a (placeholder excluded), as the server printed them. WooCommerce clears in select order;
 * `keep` (the attribute the shopper just picked) is cleared last, so a pick that does not combine with
 * the earlier choices replaces them instead of vanishing (Swatches Pro's deselect_unavailable).
 */
export function resolveChoice(index: VariationIndex, values: readonly (readonly string[])[], chosen: readonly string[], keep = -1): Resolution {
  const current = [...chosen];
  const cleared: number[] = [];
  for (;;) {
    const flags = index.attributes.map((_, a) => index.filterOptions(current, a, values[a] ?? []));
    const isInvalid = (value: string, a: number) => value !== '' && !usable(flags[a]![(values[a] ?? []).indexOf(value)]);
    let invalid = current.findIndex((value, a) => a !== keep && isInvalid(value, a));
    if (invalid < 0 && keep >= 0 && isInvalid(current[keep] ?? '', keep)) invalid = keep;
    if (invalid < 0) return { chosen: current, cleared, flags };
    current[invalid] = '';
    cleared.push(invalid);
  }
}

/** How many attributes have a value. */
export function chosenCount(chosen: readonly string[]): number {
  let n = 0;
  for (const value of chosen) if (value) n += 1;
  return n;
}

/**
 * Swatches Pro's stock-left labels: with more than one attribute and exactly one still open, each value
 * of the open attribute whose variation is in stock with at most `threshold` left shows its
 * `variation_stock_left` text. Anything else shows none (so a single-attribute product never does).
 */
export function stockLeftLabels(index: VariationIndex, chosen: readonly string[], values: readonly string[], threshold: number): Map<string, string> {
  const labels = new Map<string, string>();
  if (index.attributes.length < 2) return labels;
  const open = chosen.reduce<number[]>((acc, value, a) => (value ? acc : [...acc, a]), []);
  if (open.length !== 1) return labels;
  const probe = [...chosen];
  for (const value of values) {
    probe[open[0]!] = value;
    const variation = index.findMatch(probe);
    const maxQty = Number(variation?.max_qty);
    if (variation && variation.is_in_stock !== false && maxQty > 0 && maxQty <= threshold && variation.variation_stock_left) {
      labels.set(value, String(variation.variation_stock_left));
    }
  }
  return labels;
}

/** Can the shopper buy this variation (WooCommerce's purchasable for the button)? */
export function isPurchasable(variation: Variation): boolean {
  return variation.is_purchasable !== false && variation.is_in_stock !== false && variation.variation_is_visible !== false;
}

export interface QuantityRule {
  value: number;
  min: number;
  /** '' when unlimited. */
  max: number | '';
  step: number | '';
  hidden: boolean;
}

const toNumber = (value: unknown): number => (value === '' || value === null || value === undefined ? Number.NaN : Number(value));

/**
 * WooCommerce's quantity rule for a found variation: sold individually forces 1 and hides the field;
 * otherwise the current value (min_qty when unreadable) is clamped to min_qty/max_qty and the step
 * comes from step_qty. An empty max_qty means no upper limit.
 */
export function quantityFor(variation: Variation, current: string): QuantityRule {
  const soldIndividually = variation.is_sold_individually === 'yes' || variation.is_sold_individually === true;
  if (soldIndividually) return { value: 1, min: 1, max: '', step: '', hidden: true };
  const min = Number.isFinite(toNumber(variation.min_qty)) ? toNumber(variation.min_qty) : 1;
  const max = toNumber(variation.max_qty);
  const step = toNumber(variation.step_qty);
  let value = Number.parseFloat(current);
  if (Number.isNaN(value)) value = min;
  if (value < min) value = min;
  if (Number.isFinite(max) && max > 0 && value > max) value = max;
  return { value, min, max: Number.isFinite(max) && max > 0 ? max : '', step: Number.isFinite(step) && step > 0 ? step : '', hidden: false };
}
