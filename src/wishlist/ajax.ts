import { postForm, type FormValue } from '../http';
import { commonFields, wishlistConfig } from './config';
import type { WishlistData } from '../stores/wishlist';

/** What the `tinvwl` endpoint answers. */
export interface WishlistActionAnswer {
  status?: boolean;
  /** The message dialog's markup. */
  msg?: string;
  /** The wishlist shortcode re-rendered for that page and share key. */
  content?: string;
  action?: string;
  icon?: string;
  redirect?: string;
  wishlists_data?: WishlistData;
}

/**
 * One call to the plugin's `tinvwl` wc-ajax endpoint (`tinvwl-action` plus its fields), with the
 * wp_rest nonce as `tinvwl-security` and `X-WP-Nonce`.
 */
export function wishlistAction(action: string, fields: Record<string, FormValue> = {}): Promise<WishlistActionAnswer | null> {
  const config = wishlistConfig();
  return postForm<WishlistActionAnswer | null>(config.ajaxUrl, {
    'tinvwl-action': action,
    'tinvwl-security': config.nonce,
    ...fields,
    ...commonFields(config),
  }, { headers: { 'X-WP-Nonce': config.nonce } });
}
