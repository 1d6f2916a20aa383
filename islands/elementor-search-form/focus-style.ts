import { classState, listen, undoAll, type Undo } from '../../src/hooks';
import type { SearchFormProps } from './read';

const FOCUS = 'elementor-search-form--focus';

/**
 * The classic and minimal skins' controller: the form carries `elementor-search-form--focus` while
 * its field has focus, and the minimal skin's icon focuses the field.
 */
export function followFocus(_host: HTMLElement, { skin, wrapper, input, icon }: SearchFormProps): Undo {
  const focus = classState(wrapper, FOCUS);
  // The field may have had focus before the island came (focus is what brings it in).
  if (input.ownerDocument.activeElement === input) focus.set(true);
  return undoAll([
    focus.undo,
    listen(input, 'focus', () => focus.set(true)),
    listen(input, 'blur', () => focus.set(false)),
    ...(skin === 'minimal' && icon ? [listen(icon, 'click', () => {
      focus.set(true);
      input.focus();
    })] : []),
  ]);
}
