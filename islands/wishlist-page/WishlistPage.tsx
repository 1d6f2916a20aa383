import { useLayoutEffect, useState } from 'react';
import { navigate, parseServerHTML } from '../../src/dom';
import { emit } from '../../src/events';
import { useAttribute, useListener, useToggleClass } from '../../src/hooks';
import { RequestFailed, type FormValue } from '../../src/http';
import { t } from '../../src/i18n';
import type { IslandProps } from '../../src/runtime/define';
import { injectStyle } from '../../src/runtime/styles';
import { writeItem } from '../../src/storage';
import { showNotice } from '../../src/stores/notices';
import { wishlistAction, type WishlistActionAnswer } from '../../src/wishlist/ajax';
import { wishlistConfig } from '../../src/wishlist/config';
import { receiveWishlistData } from '../../src/wishlist/data';
import { showWishlistPopup } from '../../src/wishlist/ui/popup';
import { tableAction } from './actions';
import { copyText } from './clipboard';
import type { WishlistPageProps } from './read';
import css from './style.css';

export { read } from './read';

injectStyle('wishlist-page', css);

const TOOLTIP = ['tooltipped', 'tooltipped-s'];

/** After the table was re-rendered: focus the same control again, else the first one of the list. */
function refocus(container: Element, name: string, value: string): void {
  const same = [...container.querySelectorAll<HTMLElement>(`button[name="${CSS.escape(name)}"]`)].find((b) => (b as HTMLButtonElement).value === value);
  (same ?? container.querySelector<HTMLElement>('input.global-cb, button, a[href]'))?.focus({ preventScroll: true });
}

/**
 * The wishlist table: removing an item, adding one, the selected ones or all to the cart, and the
 * other bulk actions go through `tinvwl-action` (the table blocked meanwhile, one request per button);
 * the answer's message shows in the plugin's popup and its markup replaces the wishlist. Share links
 * open in a small window; the copy link copies the list's URL and says so ('Kopierad').
 */
export default function WishlistPage({ host, shareKey, paged, perPage, owner }: IslandProps<WishlistPageProps>) {
  const [busy, setBusy] = useState(false);
  useToggleClass(host, 'wi-blocked', busy);
  useAttribute(host, 'aria-busy', busy ? 'true' : null);

  const nav = host.querySelector('.tinv-lists-nav');
  useAttribute(nav, 'hidden', nav && !nav.children.length ? '' : null);

  const take = (answer: WishlistActionAnswer | null, { cart, replace, focus }: { cart: boolean; replace: boolean; focus?: [string, string] }) => {
    if (cart) emit('wc_fragment_refresh');
    if (answer?.wishlists_data) receiveWishlistData(answer.wishlists_data);
    emit('tinvwl_wishlist_ajax_response', [host, answer]);
    if (answer?.redirect && navigate(answer.redirect)) return;
    let container: Element = host;
    if (replace && typeof answer?.content === 'string' && host.isConnected) {
      const fresh = parseServerHTML(answer.content);
      container = fresh.firstElementChild ?? host;
      host.replaceWith(fresh);
      if (focus) refocus(container, ...focus);
    } else {
      setBusy(false);
    }
    if (answer?.msg) showWishlistPopup(answer.msg, { autoCloseMs: wishlistConfig().popupTimerMs });
  };

  const send = (button: HTMLButtonElement, action: string, fields: Record<string, FormValue>, cart: boolean) => {
    if (button.classList.contains('inited-wishlist-action')) return;
    const form = button.closest('form');
    button.classList.add('inited-wishlist-action');
    setBusy(true);
    wishlistAction(action, {
      ...fields,
      'tinvwl-paged': button.dataset.tinvwl_paged || form?.dataset.tinvwl_paged || paged,
      'tinvwl-per-page': button.dataset.tinvwl_per_page || form?.dataset.tinvwl_per_page || perPage,
      'tinvwl-sharekey': button.dataset.tinvwl_sharekey || form?.dataset.tinvwl_sharekey || shareKey || '',
    })
      .then((answer) => {
        button.classList.remove('inited-wishlist-action');
        // A refused removal leaves the table as it is; everything else re-renders it.
        take(answer, { cart, replace: action !== 'remove' || Boolean(answer?.status), focus: [button.name, button.value] });
      })
      .catch((error: unknown) => {
        button.classList.remove('inited-wishlist-action');
        setBusy(false);
        showNotice('error', error instanceof RequestFailed ? error.message : t('unknown_error'), 'wishlist');
      });
  };

  useListener<MouseEvent>(host, 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const social = target?.closest<HTMLAnchorElement>('a.social');
    if (social && host.contains(social)) {
      if (social.classList.contains('social-clipboard')) {
        event.preventDefault();
        void copyText(social.href).then((copied) => {
          if (!copied) return;
          social.classList.add(...TOOLTIP);
          social.setAttribute('aria-label', t('copied'));
        });
      } else if (!social.classList.contains('social-email') && !social.classList.contains('social-whatsapp')) {
        event.preventDefault();
        window.open(social.href, '_blank', 'width=420,height=320,resizable=yes,scrollbars=yes,noopener');
      }
      return;
    }
    const button = target?.closest<HTMLButtonElement>('button[name]');
    if (!button || !host.contains(button)) return;
    const selected = [...host.querySelectorAll<HTMLInputElement>('input[name="wishlist_pr[]"]:checked')].map((cb) => cb.value);
    const chosen = host.querySelector<HTMLSelectElement>('select#tinvwl_product_actions')?.value ?? '';
    const what = tableAction(button, selected, chosen);
    if (!what) return;
    event.preventDefault();
    if (what.kind === 'nothing-selected') window.alert(t('wishlist_nothing_selected'));
    else send(button, what.action, what.fields, what.cart);
  });

  useListener<Event>(host, 'change', (event) => {
    const box = event.target;
    if (!(box instanceof HTMLInputElement) || !box.classList.contains('global-cb')) return;
    for (const cb of host.querySelectorAll<HTMLInputElement>('.product-cb input, .wishlist-cb input')) cb.checked = box.checked;
  });

  // The copied state goes when the pointer or focus leaves the link.
  useLayoutEffect(() => {
    const links = [...host.querySelectorAll<HTMLAnchorElement>('a.social-clipboard')];
    const reset = (event: Event) => {
      const link = event.currentTarget as HTMLElement;
      link.classList.remove(...TOOLTIP);
      link.removeAttribute('aria-label');
    };
    for (const link of links) {
      link.addEventListener('mouseleave', reset);
      link.addEventListener('blur', reset);
    }
    return () => links.forEach((link) => {
      link.removeEventListener('mouseleave', reset);
      link.removeEventListener('blur', reset);
    });
  }, [host]);

  // The owner's page follows adds made in another tab (the plugin's `<hash_key>_refresh` signal).
  useListener<StorageEvent>(window, 'storage', (event) => {
    const key = `${wishlistConfig().hashKey}_refresh`;
    if (!owner || !shareKey || event.key !== key || event.newValue !== shareKey) return;
    setBusy(true);
    wishlistAction('get_data', { 'tinvwl-paged': paged, 'tinvwl-per-page': perPage, 'tinvwl-sharekey': shareKey })
      .then((answer) => {
        writeItem('local', key, '');
        take(answer, { cart: true, replace: true });
      })
      .catch(() => setBusy(false));
  });

  return null;
}
