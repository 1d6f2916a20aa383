import { useLayoutEffect } from 'react';
import { setAttribute, undoAll } from '../../src/hooks';
import { ALL } from './choose';

/** The bar's term buttons, "all" among them. */
export const filterButtons = (bar: HTMLElement) => [...bar.querySelectorAll<HTMLElement>('.e-filter-item[data-filter]')];

/** The buttons' `aria-pressed` follow the chosen terms ("all" when none is); the printed ones come back after. */
export function usePressedButtons(bar: HTMLElement, selected: readonly string[]): void {
  useLayoutEffect(() => {
    const pressed = (value: string) => (value === ALL ? selected.length === 0 : selected.includes(value));
    return undoAll(filterButtons(bar).map((button) => setAttribute(button, 'aria-pressed', String(pressed(button.dataset.filter!)))));
  }, [bar, selected]);
}
