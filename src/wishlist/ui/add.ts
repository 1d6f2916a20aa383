import { emit } from '../../events';
import { postMultipart } from '../../http';
import { commonFields, wishlistConfig } from '../config';
import { collectFields, fieldSources, formEntries } from '../form-fields';
import { parseAddAnswer, type AddAnswer } from './answer';

export interface AddRequest {
  /** A chosen list (Premium), or '' for the default list. */
  listId?: string;
  /** A new list's name (Premium), or ''. */
  listName?: string;
}

/** The POST fields of an add, before the `form[...]` fields, as the plugin builds them. */
export function addFields(button: HTMLElement, { listId = '', listName = '' }: AddRequest = {}): Record<string, string> {
  return {
    tinv_wishlist_id: listId,
    tinv_wishlist_name: listName,
    product_type: button.getAttribute('data-tinv-wl-producttype') ?? '',
    product_id: button.getAttribute('data-tinv-wl-product') || '0',
    product_variation: button.getAttribute('data-tinv-wl-productvariation') || '0',
    product_action: button.getAttribute('data-tinv-wl-action') || 'addto',
    redirect: window.location.href,
    ...commonFields(wishlistConfig()),
  };
}

/**
 * TI Wishlist's add: a multipart POST to the current page's URL (query cut off) with the button's
 * fields and the product form's fields. `tinvwl_wishlist_button_clicked` lets listeners change the
 * fields first, as in the plugin. Returns the answer (JSON, or markup to show).
 */
export async function postAddToWishlist(button: HTMLElement, request: AddRequest = {}): Promise<AddAnswer | string> {
  const fields: Record<string, unknown> = { ...addFields(button, request) };
  const collected = collectFields(fieldSources(button, String(fields.product_id)));
  fields.form = collected.form;
  emit('tinvwl_wishlist_button_clicked', [button, fields]);
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'form') continue;
    body.append(key, String(value));
  }
  for (const [key, value] of formEntries({ ...collected, form: (fields.form ?? {}) as typeof collected.form })) body.append(key, value);
  const text = await postMultipart(window.location.href.split('?')[0]!.split('#')[0]!, body);
  return parseAddAnswer(text);
}
