import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeActivePanel } from '../../src/panels/ui';
import { chooseList, emptyChoice, HIGHLIGHT_MS } from './list-dialog';

afterEach(() => {
  closeActivePanel();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function setUp(options = '<option value="41">Önskelista</option><option value="">Skapa ny</option>') {
  document.body.innerHTML = `<div class="tinv-wraper"><a class="tinvwl_add_to_wishlist_button" data-tinv-wl-product="7" tabindex="0">♡</a>
    <div class="tinvwl_add_to_select_wishlist tinv-modal"><div class="tinv-overlay"></div><div class="tinv-modal-inner">
    <select class="tinvwl_wishlist">${options}</select><input class="tinvwl_new_input"><button class="tinvwl_button_add">Lägg till</button><button class="tinvwl_button_close">Stäng</button></div></div></div>`;
  return {
    button: document.querySelector<HTMLElement>('.tinvwl_add_to_wishlist_button')!,
    dialog: document.querySelector<HTMLElement>('.tinvwl_add_to_select_wishlist')!,
    select: document.querySelector<HTMLSelectElement>('select')!,
    name: document.querySelector<HTMLInputElement>('.tinvwl_new_input')!,
  };
}

describe('the list chooser', () => {
  it('chooses a list, showing the name field only for a new one', async () => {
    const { button, dialog, select, name } = setUp();
    const choice = chooseList(dialog, button);
    expect(dialog.classList.contains('tinv-modal-open')).toBe(true);
    expect(name.hidden).toBe(true);
    expect(document.activeElement).toBe(select);
    dialog.querySelector<HTMLElement>('.tinvwl_button_add')!.click();
    await expect(choice).resolves.toEqual({ listId: '41', listName: '' });
    expect(dialog.classList.contains('tinv-modal-open')).toBe(false);
  });

  it('highlights an empty or blank new name for a second and refuses it', async () => {
    vi.useFakeTimers();
    const { button, dialog, select, name } = setUp();
    const choice = chooseList(dialog, button);
    select.value = '';
    select.dispatchEvent(new Event('change'));
    expect(name.hidden).toBe(false);
    name.value = '   ';
    dialog.querySelector<HTMLElement>('.tinvwl_button_add')!.click();
    expect(name.classList.contains('empty-name-wishlist')).toBe(true);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    vi.advanceTimersByTime(HIGHLIGHT_MS - 1);
    expect(name.classList.contains('empty-name-wishlist')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(name.classList.contains('empty-name-wishlist')).toBe(false);
    name.value = ' Julklappar ';
    dialog.querySelector<HTMLElement>('.tinvwl_button_add')!.click();
    await expect(choice).resolves.toEqual({ listId: '', listName: 'Julklappar' });
  });

  it('is cancelled by its close button and by Esc', async () => {
    const { button, dialog } = setUp();
    const first = chooseList(dialog, button);
    dialog.querySelector<HTMLElement>('.tinvwl_button_close')!.click();
    await expect(first).resolves.toBeNull();
    const second = chooseList(dialog, button);
    document.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape' }));
    await expect(second).resolves.toBeNull();
  });

  it('highlights the select when the name field is not shown', () => {
    const { select, name } = setUp('<option value="">Välj</option>');
    name.hidden = true;
    expect(emptyChoice(select, name)).toBe(select);
  });
});
