import { useLayoutEffect, useRef, useState } from 'react';
import { useListener } from '../../src/hooks';
import { usePanel } from '../../src/panels';

// How long an empty list choice stays highlighted (storefront spec §5).
export const HIGHLIGHT_MS = 1000;

/** The visible field to highlight when neither a list nor a new name was given. */
export function emptyChoice(select: HTMLSelectElement | null, name: HTMLInputElement | null): HTMLElement | null {
  if (select?.value || name?.value.trim()) return null;
  return name && !name.hidden ? name : select;
}

/**
 * TI Wishlist Premium's list chooser next to the button (`.tinvwl_add_to_select_wishlist`): the
 * shopper picks one of their lists or "create new" with a name. Nothing chosen, or a blank name,
 * highlights the empty field (`empty-name-wishlist`) for a second instead of adding.
 */
export function useListDialog(button: HTMLElement, onChoose: (listId: string, listName: string) => void): { present: boolean; open: () => void } {
  const dialog = button.closest('.tinv-wraper')?.querySelector<HTMLElement>('.tinvwl_add_to_select_wishlist') ?? null;
  const [open, setOpen] = useState(false);
  const latest = useRef(onChoose);
  latest.current = onChoose;
  const highlight = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const select = dialog?.querySelector<HTMLSelectElement>('select.tinvwl_wishlist') ?? null;
  const name = dialog?.querySelector<HTMLInputElement>('.tinvwl_new_input') ?? null;

  const showName = () => {
    if (name) name.hidden = Boolean(select?.value);
  };

  useLayoutEffect(() => {
    if (!dialog || !open) return;
    dialog.classList.add('tinv-modal-open');
    if (name) name.value = '';
    showName();
    return () => dialog.classList.remove('tinv-modal-open');
  }, [dialog, open]);

  useLayoutEffect(() => () => clearTimeout(highlight.current), []);

  usePanel(open, {
    id: `tinvwl-lists-${button.getAttribute('data-tinv-wl-product')}`,
    element: dialog?.querySelector<HTMLElement>('.tinv-modal-inner') ?? dialog,
    onClose: () => setOpen(false),
    trapFocus: true,
    initialFocus: () => select,
  });

  useListener(select, 'change', showName);
  useListener<MouseEvent>(dialog, 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('.tinvwl_button_add')) {
      event.preventDefault();
      const empty = emptyChoice(select, name);
      if (empty) {
        clearTimeout(highlight.current);
        empty.classList.add('empty-name-wishlist');
        empty.setAttribute('aria-invalid', 'true');
        empty.focus();
        highlight.current = setTimeout(() => {
          empty.classList.remove('empty-name-wishlist');
          empty.removeAttribute('aria-invalid');
        }, HIGHLIGHT_MS);
        return;
      }
      setOpen(false);
      latest.current(select?.value ?? '', select?.value ? '' : name?.value.trim() ?? '');
    } else if (target?.closest('.tinv-close-modal, .tinvwl_button_close, .tinv-overlay')) {
      event.preventDefault();
      setOpen(false);
    }
  });

  return { present: Boolean(dialog), open: () => setOpen(true) };
}
