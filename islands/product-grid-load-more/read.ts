import type { FormValue } from '../../src/http';
import { BadMarkup } from '../../src/runtime/bad-markup';

export interface LoadMoreConfig {
  element_id: string;
  skin?: string;
  qid?: FormValue;
  options?: Record<string, FormValue>;
  offset: number;
  limit: number;
  max: number;
}

export interface LoadMoreProps {
  config: LoadMoreConfig;
  list: HTMLElement;
}

const whole = (value: unknown): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : null;
};

/** Rey's `data-config`: raw JSON `{element_id, skin, qid, options, offset, limit, max}`. */
export function parseConfig(raw: string | null): LoadMoreConfig {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '');
  } catch {
    throw new BadMarkup('data-config is not JSON');
  }
  const c = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const offset = whole(c.offset);
  const limit = whole(c.limit);
  const max = whole(c.max);
  if (typeof c.element_id !== 'string' || !c.element_id || offset === null || !limit || max === null) {
    throw new BadMarkup('data-config lacks element_id, offset, limit or max');
  }
  return {
    element_id: c.element_id,
    ...(typeof c.skin === 'string' ? { skin: c.skin } : {}),
    ...(c.qid !== undefined ? { qid: c.qid as FormValue } : {}),
    ...(c.options && typeof c.options === 'object' ? { options: c.options as Record<string, FormValue> } : {}),
    offset,
    limit,
    max,
  };
}

export function read(host: HTMLElement): LoadMoreProps {
  const config = parseConfig(host.getAttribute('data-config'));
  const grid = host.closest('.reyEl-productGrid') ?? host.closest('.elementor-widget-reycore-product-grid');
  const list = grid?.querySelector<HTMLElement>('ul.products');
  if (!list) throw new BadMarkup('no ul.products in the product grid');
  return { config, list };
}
