import { navigate, parseServerHTML } from '../../dom';
import { emit } from '../../events';
import { claimPanel, listenForPanelClosing, releasePanel } from '../../panels/active-panel';
import { rememberFocus, trapFocus } from '../../panels/focus';

let shown = 0;

/** A new id for a wishlist popup, unique on this page (the active panel tells panels apart by id). */
function nextWishlistPopupId(): string {
  return `tinvwl-popup-${++shown}`;
}

/** `body > .tinv-wishlist`, where the plugin puts its dialogs. */
function popupHolder(doc: Document): HTMLElement {
  const existing = [...doc.body.children].find((el) => el.classList.contains('tinv-wishlist'));
  if (existing instanceof HTMLElement) return existing;
  const holder = doc.createElement('div');
  holder.className = 'tinv-wishlist';
  doc.body.append(holder);
  return holder;
}

export interface PopupOptions {
  /** Closes itself after this long (the plugin's popup_timer); null keeps it until closed. */
  autoCloseMs: number | null;
  /** Called once it closed, however. */
  onClose?: () => void;
}

/**
 * Shows a message dialog the server rendered (TI's ti-addedtowishlist-dialogbox): appended to
 * `body > .tinv-wishlist`, focus moved in and kept there, closed by its close buttons, its overlay,
 * Esc, another panel opening, or the timer; its "view wishlist" button goes to the wishlist. Returns
 * the close function.
 */
export function showWishlistPopup(html: string, { autoCloseMs, onClose }: PopupOptions, doc: Document = document): () => void {
  const modal = parseServerHTML(html, doc).firstElementChild;
  if (!(modal instanceof HTMLElement)) return () => {};
  const id = nextWishlistPopupId();
  popupHolder(doc).append(modal);
  modal.setAttribute('role', 'dialog');
  modal.setAttribute('aria-modal', 'true');
  const text = modal.querySelector('.tinv-txt')?.textContent?.trim();
  if (text) modal.setAttribute('aria-label', text);

  const restoreFocus = rememberFocus(doc);
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const close = () => {
    if (closed) return;
    closed = true;
    clearTimeout(timer);
    releaseTrap();
    releasePanel(id);
    const hadFocus = modal.contains(doc.activeElement);
    modal.remove();
    if (hadFocus || doc.activeElement === doc.body) restoreFocus();
    emit('tinvwl_modal_closed', [modal]);
    onClose?.();
  };
  modal.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLElement>('.tinvwl-btn-onclick[data-url]');
    if (link) {
      event.preventDefault();
      navigate(link.dataset.url);
      return;
    }
    if (target?.closest('.tinv-close-modal, .tinvwl_button_close, .tinv-overlay')) {
      event.preventDefault();
      close();
    }
  });
  claimPanel({ id, close });
  listenForPanelClosing(doc);
  const releaseTrap = trapFocus(modal.querySelector<HTMLElement>('.tinv-modal-inner') ?? modal);
  if (autoCloseMs !== null) timer = setTimeout(close, autoCloseMs);
  return close;
}
