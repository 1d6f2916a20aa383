// What the search sends and what it gets back: Rey's ajax_search (theme spec §7), validated.
import { safeUrl } from '../../src/dom';

export interface SearchItem {
  id: string;
  /** Server HTML (the product name, or "Visa alla <span class=__search-count>N</span> resultat"). */
  text: string;
  permalink: string;
  img: string;
  price: string;
  /** The "view all" item. */
  all: boolean;
}

export interface SearchAnswer {
  items: SearchItem[];
  total: number;
}

/** The query as the theme sends it: every field of the form, `s` trimmed. */
export function searchFields(form: HTMLFormElement, term: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') fields[key] = value;
  fields.s = term;
  return fields;
}

/** The session cache key of a query (one per field set). */
export function cacheKey(fields: Record<string, string>): string {
  const sorted = Object.keys(fields).sort().map((k) => `${k}=${fields[k]}`).join('&');
  return `ajax_search_${encodeURIComponent(sorted)}`;
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The answer's items with a usable link; anything else in it is dropped. */
export function parseAnswer(data: unknown): SearchAnswer {
  const raw = data && typeof data === 'object' ? (data as { items?: unknown; total_count?: unknown }) : {};
  const items: SearchItem[] = [];
  for (const item of Array.isArray(raw.items) ? raw.items : []) {
    if (!item || typeof item !== 'object') continue;
    const it = item as Record<string, unknown>;
    const permalink = safeUrl(it.permalink);
    if (!permalink) continue;
    items.push({ id: text(it.id), text: text(it.text), permalink, img: text(it.img), price: text(it.price), all: it.default === true });
  }
  const total = Number(raw.total_count);
  return { items, total: Number.isFinite(total) && total >= 0 ? total : items.filter((i) => !i.all).length };
}
