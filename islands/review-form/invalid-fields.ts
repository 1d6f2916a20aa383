import { listen, setAttribute, undoAll, type Undo } from '../../src/hooks';

/**
 * Rey's mark on empty required fields: outlined red and `aria-invalid` until the shopper types in
 * them, or the undo.
 */
export function markInvalid(fields: HTMLElement[]): Undo {
  return undoAll(fields.map((field) => {
    const border = field.style.borderColor;
    field.style.borderColor = 'red';
    const clear = undoAll([
      () => {
        field.style.borderColor = border;
      },
      setAttribute(field, 'aria-invalid', 'true'),
      listen(field, 'input', () => clear()),
    ]);
    return clear;
  }));
}
