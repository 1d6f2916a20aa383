import { navigate, parseServerHTML } from '../../src/dom';
import { emit } from '../../src/events';
import { addClass, attributeState, classState, listen, undoAll, type Undo } from '../../src/hooks';
import type { FormValue } from '../../src/http';
import { t } from '../../src/i18n';
import { failureMessage } from '../../src/i18n/failure';
import { writeItem } from '../../src/storage';
import { showNotice } from '../../src/stores/notices';
import { wishlistAction, type WishlistActionAnswer } from '../../src/wishlist/ajax';
import { wishlistConfig } from '../../src/wishlist/config';
import { receiveWishlistData } from '../../src/wishlist/data';
import { showWishlistPopup } from '../../src/wishlist/ui/popup';
import { tableAction } from './actions';
import type { WishlistPageProps } from './read';

/** The plugin's mark on a button whose action is under way: one request per button. */
const PENDING = 'inited-wishlist-action';

/** After the table was re-rendered: focus the same control again, else the first one of the list. */
function refocus(container: Element, name: string, value: string): void {
  const same = [...container.querySelectorAll<HTMLButtonElement>(`button[name="${CSS.escape(name)}"]`)].find((b) => b.value === value);
  (same ?? container.querySelector<HTMLElement>('input.global-cb, button, a[href]'))?.focus({ preventScroll: true });
}

/** The server's re-rendered wishlist in place of this one (whose island goes with it). */
function replaceWishlist(host: HTMLElement, html: string, focus?: [string, string]): void {
  const fresh = parseServerHTML(html);
  const container = fresh.firstElementChild ?? host;
  host.replaceWith(fresh);
  if (focus) refocus(container, ...focus);
}

interface Taken {
  cart: boolean;
  replace: boolean;
  focus?: [string, string];
}

/**
 * The wishlist table's actions: removing an item, adding one, the selected ones or all to the cart,
 * and the other bulk actions go through `tinvwl-action` (the table blocked meanwhile, one request per
 * button); the answer's message shows in the plugin's popup and its markup replaces the wishlist. The
 * owner's page follows adds made in another tab (the plugin's `<hash_key>_refresh` signal).
 */
export function followTableActions(host: HTMLElement, { shareKey, paged, perPage, owner }: WishlistPageProps): Undo {
  const blocked = classState(host, 'wi-blocked');
  const busy = attributeState(host, 'aria-busy');
  const block = (on: boolean) => {
    blocked.set(on || null);
    busy.set(on ? 'true' : null);
  };
  const pending = new Set<Undo>();

  const take = (answer: WishlistActionAnswer | null, { cart, replace, focus }: Taken) => {
    if (cart) emit('wc_fragment_refresh');
    if (answer?.wishlists_data) receiveWishlistData(answer.wishlists_data);
    emit('tinvwl_wishlist_ajax_response', [host, answer]);
    if (answer?.redirect && navigate(answer.redirect)) return;
    if (replace && typeof answer?.content === 'string' && host.isConnected) replaceWishlist(host, answer.content, focus);
    else block(false);
    if (answer?.msg) showWishlistPopup(answer.msg, { autoCloseMs: wishlistConfig().popupTimerMs });
  };

  const send = (button: HTMLButtonElement, action: string, fields: Record<string, FormValue>, cart: boolean) => {
    if (button.classList.contains(PENDING)) return;
    const form = button.closest('form');
    const unmark = addClass(button, PENDING);
    pending.add(unmark);
    const done = () => {
      unmark();
      pending.delete(unmark);
    };
    block(true);
    wishlistAction(action, {
      ...fields,
      'tinvwl-paged': button.dataset.tinvwl_paged || form?.dataset.tinvwl_paged || paged,
      'tinvwl-per-page': button.dataset.tinvwl_per_page || form?.dataset.tinvwl_per_page || perPage,
      'tinvwl-sharekey': button.dataset.tinvwl_sharekey || form?.dataset.tinvwl_sharekey || shareKey || '',
    })
      .then((answer) => {
        done();
        // A refused removal leaves the table as it is; everything else re-renders it.
        take(answer, { cart, replace: action !== 'remove' || Boolean(answer?.status), focus: [button.name, button.value] });
      })
      .catch((error: unknown) => {
        done();
        block(false);
        showNotice('error', failureMessage(error), 'wishlist');
      });
  };

  return undoAll([
    listen<MouseEvent>(host, 'click', (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[name]') : null;
      if (!button || !host.contains(button)) return;
      const selected = [...host.querySelectorAll<HTMLInputElement>('input[name="wishlist_pr[]"]:checked')].map((cb) => cb.value);
      const chosen = host.querySelector<HTMLSelectElement>('select#tinvwl_product_actions')?.value ?? '';
      const what = tableAction(button, selected, chosen);
      if (!what) return;
      event.preventDefault();
      if (what.kind === 'nothing-selected') window.alert(t('wishlist_nothing_selected'));
      else send(button, what.action, what.fields, what.cart);
    }),
    listen<StorageEvent>(window, 'storage', (event) => {
      const key = `${wishlistConfig().hashKey}_refresh`;
      if (!owner || !shareKey || event.key !== key || event.newValue !== shareKey) return;
      block(true);
      wishlistAction('get_data', { 'tinvwl-paged': paged, 'tinvwl-per-page': perPage, 'tinvwl-sharekey': shareKey })
        .then((answer) => {
          writeItem('local', key, '');
          take(answer, { cart: true, replace: true });
        })
        .catch(() => block(false));
    }),
    blocked.undo,
    busy.undo,
    () => [...pending].forEach((unmark) => unmark()),
  ]);
}
