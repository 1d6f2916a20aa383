import { classState, listen, undoAll, type Undo } from '../../src/hooks';
import type { SearchFormProps } from './read';

const FULL_SCREEN = ['elementor-search-form--full-screen', 'elementor-lightbox'];

/** Enter or Space released on a control clicks it (the page builder's keyboard rule for its buttons). */
function clickOnEnterSpace(event: KeyboardEvent): void {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  (event.currentTarget as HTMLElement).click();
  event.stopPropagation();
}

/**
 * The full-screen skin's controller: the toggle (click, Enter or Space) opens the overlay (the
 * container's `elementor-search-form--full-screen elementor-lightbox`) and focuses the field; the
 * close button closes it and gives focus back to the toggle; a click on the overlay around the field,
 * or Escape, closes it.
 */
export function fullScreenOverlay(_host: HTMLElement, { container, input, toggle, closeButton }: SearchFormProps): Undo {
  const overlay = FULL_SCREEN.map((className) => classState(container, className));
  const isOpen = () => container.classList.contains(FULL_SCREEN[0]!);
  const open = () => {
    overlay.forEach((state) => state.set(true));
    input.focus();
  };
  const close = () => overlay.forEach((state) => state.set(false));
  return undoAll([
    ...overlay.map((state) => state.undo),
    ...(toggle ? [listen(toggle, 'click', open), listen(toggle, 'keyup', clickOnEnterSpace)] : []),
    ...(closeButton ? [listen(closeButton, 'click', () => {
      close();
      toggle?.focus();
    }), listen(closeButton, 'keyup', clickOnEnterSpace)] : []),
    listen<MouseEvent>(container, 'click', (event) => {
      if (isOpen() && event.target === container) close();
    }),
    listen<KeyboardEvent>(input.ownerDocument, 'keyup', (event) => {
      if (event.key === 'Escape' && isOpen()) close();
    }),
  ]);
}
