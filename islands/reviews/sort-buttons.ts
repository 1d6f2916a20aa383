import { useLayoutEffect } from 'react';
import { classState, setAttribute, undoAll } from '../../src/hooks';

/**
 * Rey's sort links (`ul.rey-reviewSort > li[data-key]`) as toggle buttons in the tab order: the one
 * of `chosen` is `--active` and pressed (null: as the server printed them).
 */
export function useSortButtons(items: HTMLElement[], chosen: string | null): void {
  useLayoutEffect(() => undoAll(items.flatMap((li) => [setAttribute(li, 'role', 'button'), setAttribute(li, 'tabindex', '0')])), [items]);
  useLayoutEffect(() => undoAll(items.flatMap((li) => {
    const active = classState(li, '--active');
    active.set(chosen === null ? null : li.dataset.key === chosen);
    return [active.undo, setAttribute(li, 'aria-pressed', String(li.classList.contains('--active')))];
  })), [items, chosen]);
}
