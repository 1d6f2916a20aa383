// Rey's quantity arithmetic (theme spec §5): min 1, max 99999 and step 1 unless the input says
// otherwise; a step never leaves the range, lands on a multiple of step (rounded down, never below
// min), and fractions are written with two decimals.

export interface QuantityLimits {
  min: number;
  max: number;
  step: number;
}

export const DEFAULT_LIMITS: QuantityLimits = { min: 1, max: 99999, step: 1 };

function parse(value: string | null | undefined): number | null {
  if (value == null || value.trim() === '') return null;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** The limits an input carries now (the variation form changes them). */
export function limitsOf(input: HTMLInputElement): QuantityLimits {
  const min = parse(input.getAttribute('min'));
  const max = parse(input.getAttribute('max'));
  const step = parse(input.getAttribute('step'));
  const limits = {
    min: min !== null && min >= 0 ? min : DEFAULT_LIMITS.min,
    max: max !== null && max > 0 ? max : DEFAULT_LIMITS.max,
    step: step !== null && step > 0 ? step : DEFAULT_LIMITS.step,
  };
  if (limits.max < limits.min) limits.max = limits.min;
  return limits;
}

/** The input's number, or null when it holds none. */
export function valueOf(input: HTMLInputElement): number | null {
  return parse(input.value);
}

/** Fixes float noise (0.1 + 0.2) without rounding real values. */
const tidy = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * Clamps into the range and rounds down to a multiple of step, never below min. Multiples count from
 * min, as the browser's own step validation does: with min 2 and step 3 the values are 2, 5, 8, … (a
 * value off that grid would make the browser refuse to submit the form).
 */
export function normalise(value: number, { min, max, step }: QuantityLimits): number {
  const n = Math.min(Math.max(value, min), max);
  return tidy(min + Math.floor(tidy((n - min) / step)) * step);
}

/** One press of minus (-1) or plus (+1). An empty or broken value counts as min. */
export function stepped(current: number | null, direction: 1 | -1, limits: QuantityLimits): number {
  const base = current === null ? limits.min : current;
  return normalise(tidy(base + direction * limits.step), limits);
}

/** How the input shows a number: integers plainly, fractions with two decimals. */
export function format(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}
