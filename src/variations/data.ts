import { BadMarkup } from '../runtime/bad-markup';
import { isVariation, type Variation } from './types';

/**
 * `data-product_variations`: a JSON array (HTML-escaped by wc_esc_json, decoded by the parser), or
 * `false` (also empty) when the server left the variations out because there are too many.
 */
export function readVariations(el: HTMLElement): Variation[] | false {
  const raw = el.getAttribute('data-product_variations')?.trim() ?? '';
  if (raw === '' || raw === 'false') return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BadMarkup('data-product_variations is not valid JSON');
  }
  if (parsed === false) return false;
  if (!Array.isArray(parsed)) throw new BadMarkup('data-product_variations is neither a list nor false');
  return parsed.filter(isVariation);
}

/** A number from a data attribute, or null. */
export function dataNumber(value: string | undefined | null): number | null {
  const n = value === undefined || value === null || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : null;
}
