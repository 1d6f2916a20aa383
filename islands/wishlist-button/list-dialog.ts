import { claimPanel, listenForPanelClosing, releasePanel } from '../../src/panels/active-panel';
import { rememberFocus, trapFocus } from '../../src/panels/focus';

// How long an empty list choice stays highlighted (storefront spec §5).
export const HIGHLIGHT_MS = 1000;

export interface ListChoice {
  listId: string;
  listName: string;
}

/** The visible field to highlight when neither a list nor a (non-blank) new name was given. */
export function emptyChoice(select: HTMLSelectElement | null, name: HTMLInputElement | null): HTMLElement | null {
  if (select?.value || name?.value.trim()) return null;
  return name && !name.hidden ? name : select;
}

/**
 * TI Wishlist Premium's list chooser next to the button (`.tinvwl_add_to_select_wishlist`): the
 * shopper picks one of their lists, or "create new" with a name. Neither a list nor a (non-blank)
 * name highlights the empty field (`empty-name-wishlist`) for a second instead of choosing. Esc, the
 * overlay and the close buttons cancel. Resolves with the choice, or null.
 */
export function chooseList(dialog: HTMLElement, button: HTMLElement): Promise<ListChoice | null> {
  const doc = dialog.ownerDocument;
  const select = dialog.querySelector<HTMLSelectElement>('select.tinvwl_wishlist');
  const name = dialog.querySelector<HTMLInputElement>('.tinvwl_new_input');
  const inner = dialog.querySelector<HTMLElement>('.tinv-modal-inner') ?? dialog;
  const id = `tinvwl-lists-${button.getAttribute('data-tinv-wl-product')}`;
  const showName = () => {
    if (name) name.hidden = Boolean(select?.value);
  };
  if (name) name.value = '';
  showName();
  dialog.classList.add('tinv-modal-open');
  const restoreFocus = rememberFocus(doc);

  return new Promise((resolve) => {
    let highlight: ReturnType<typeof setTimeout> | undefined;
    const finish = (choice: ListChoice | null) => {
      clearTimeout(highlight);
      dialog.classList.remove('tinv-modal-open');
      dialog.removeEventListener('click', onClick);
      select?.removeEventListener('change', showName);
      releaseTrap();
      releasePanel(id);
      restoreFocus();
      resolve(choice);
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('.tinvwl_button_add')) {
        event.preventDefault();
        const empty = emptyChoice(select, name);
        if (!empty) {
          finish({ listId: select?.value ?? '', listName: select?.value ? '' : name?.value.trim() ?? '' });
          return;
        }
        clearTimeout(highlight);
        empty.classList.add('empty-name-wishlist');
        empty.setAttribute('aria-invalid', 'true');
        empty.focus();
        highlight = setTimeout(() => {
          empty.classList.remove('empty-name-wishlist');
          empty.removeAttribute('aria-invalid');
        }, HIGHLIGHT_MS);
      } else if (target?.closest('.tinv-close-modal, .tinvwl_button_close, .tinv-overlay')) {
        event.preventDefault();
        finish(null);
      }
    };
    dialog.addEventListener('click', onClick);
    select?.addEventListener('change', showName);
    claimPanel({ id, close: () => finish(null) });
    listenForPanelClosing(doc);
    const releaseTrap = trapFocus(inner, select);
  });
}
