import { encodeForm, type FormValue } from '../http';

// Rey 2.1–2.2's admin-ajax calls for the actions the newer endpoint knows by another name (read from
// that version's scripts): the admin-ajax action, GET or POST, whether `security` carries the theme's
// nonce, and the fields as that version sent them. Every field goes at the top level (there is no
// `reycore-ajax-data` there). An action missing here did not exist before 2.4.

export interface LegacyAction {
  action: string;
  method: 'GET' | 'POST';
  /** `security` = `reyParams.ajax_nonce`. */
  nonce: boolean;
  /** The fields that version sent for the newer call's data; the data as it is otherwise. */
  fields?: (data: Record<string, FormValue>) => Record<string, FormValue>;
}

/**
 * The search sent the term, the post type and the category list's value, and the whole form
 * serialized as `extra_data`.
 */
function searchFields(data: Record<string, FormValue>): Record<string, FormValue> {
  return {
    s: data.s,
    post_type: data.post_type,
    ...(data.product_cat !== undefined ? { product_cat: data.product_cat } : {}),
    extra_data: encodeForm(data).toString(),
  };
}

const LEGACY: Readonly<Record<string, LegacyAction>> = {
  ajax_search: { action: 'reycore_ajax_search', method: 'POST', nonce: false, fields: searchFields },
  get_wishlist_data: { action: 'get_wishlist_data', method: 'GET', nonce: true },
  account_forms: { action: 'reycore_account_forms', method: 'POST', nonce: false },
  load_more_reviews: { action: 'reycore_load_more_reviews', method: 'POST', nonce: false },
  product_grid_load_more: { action: 'reycore_product_grid_load_more', method: 'POST', nonce: false },
};

export function legacyAction(action: string): LegacyAction | undefined {
  return Object.prototype.hasOwnProperty.call(LEGACY, action) ? LEGACY[action] : undefined;
}
