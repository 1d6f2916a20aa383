import { readJson } from '../index';
import { restResponse, type RestOptions } from './index';

/** The page size WordPress's own fetch-all uses, the REST API's largest. */
const PER_PAGE = 100;

/**
 * GETs every item of a REST collection, 100 a page, page after page until the count the first answer
 * gives (`X-WP-TotalPages`). An answer that is not a list (an object, an error body) is returned as it is.
 */
export async function restAll<T>(path: string, options: Omit<RestOptions, 'method'> = {}): Promise<T[]> {
  const items: T[] = [];
  let pages = 1;
  for (let page = 1; page <= pages; page += 1) {
    const response = await restResponse(path, { ...options, searchParams: { ...options.searchParams, per_page: String(PER_PAGE), page: String(page) } });
    const batch = await readJson<T[]>(response);
    if (!Array.isArray(batch)) return batch;
    items.push(...batch);
    if (page === 1) pages = Number(response.headers.get('X-WP-TotalPages')) || 1;
  }
  return items;
}
