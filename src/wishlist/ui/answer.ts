import { navigate } from '../../dom';
import { emit } from '../../events';
import { isHtmlPage, RequestFailed } from '../../http';
import { writeItem } from '../../storage';
import { wishlistConfig } from '../config';
import { receiveWishlistData } from '../data';
import { showWishlistPopup } from './popup';

// The plugin waits this long before following a `redirect` in an add answer (storefront spec §9).
export const REDIRECT_AFTER_MS = 4000;

export interface AddAnswer {
  status?: boolean;
  msg?: string;
  redirect?: string;
  force_redirect?: string;
  removed?: boolean;
  make_remove?: boolean;
  action?: string;
  wishlist?: { share_key?: string };
  wishlists_data?: unknown;
}

/**
 * The answer to an add POST: JSON from the plugin, or markup from something in between. A whole page
 * (a PHP fatal error, a login wall) is no message to show: it fails as a promised JSON answer would.
 */
export function parseAddAnswer(text: string): AddAnswer | string {
  if (isHtmlPage(text)) throw new RequestFailed('invalid_json', 200, text);
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as AddAnswer) : text;
  } catch {
    return text;
  }
}

export interface RedirectTimer {
  current: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Acts on an add answer the way the plugin routes each key: `redirect` after 4 s (the popup then
 * stays until it goes), `force_redirect` at once, `msg` in the popup (closing after popup_timer),
 * `status` as `tinvwl_wishlist_added_status`, `wishlists_data` into the store. A wishlist page in
 * another tab learns of the change through `<hash_key>_refresh`.
 */
export function takeAddAnswer(answer: AddAnswer | string, button: HTMLElement, redirect: RedirectTimer): void {
  const config = wishlistConfig();
  if (typeof answer === 'string') {
    if (answer.trim()) showWishlistPopup(answer, { autoCloseMs: config.popupTimerMs });
    return;
  }
  if (answer.force_redirect && navigate(answer.force_redirect)) return;
  if (answer.redirect) {
    clearTimeout(redirect.current);
    const url = answer.redirect;
    redirect.current = setTimeout(() => navigate(url), REDIRECT_AFTER_MS);
  }
  if (answer.msg) {
    const pending = redirect.current;
    showWishlistPopup(answer.msg, {
      // With a redirect on its way the popup stays until then; closing it cancels the redirect.
      autoCloseMs: pending === undefined ? config.popupTimerMs : null,
      onClose: () => {
        if (pending === undefined || redirect.current !== pending) return;
        clearTimeout(pending);
        redirect.current = undefined;
      },
    });
  }
  if ('status' in answer) emit('tinvwl_wishlist_added_status', [button, answer.status]);
  if (answer.wishlists_data) receiveWishlistData(answer.wishlists_data);
  if (answer.action === 'add_to_wishlist' && (answer.status || answer.removed) && answer.wishlist?.share_key) {
    writeItem('local', `${config.hashKey}_refresh`, answer.wishlist.share_key);
  }
  emit('tinvwl_wishlist_ajax_response', [button, answer]);
}
