import { listen, type Undo } from '../../src/hooks';
import type { AjaxSearchProps } from './read';

/**
 * The search form's submit: an empty search is blocked, the field focused again, unless the theme
 * allows empty searches; a search goes without the spaces around it.
 */
export function guardSubmit(form: HTMLFormElement, { input, allowEmpty }: Pick<AjaxSearchProps, 'input' | 'allowEmpty'>): Undo {
  return listen<SubmitEvent>(form, 'submit', (event) => {
    const term = input.value.trim();
    if (!term && !allowEmpty) {
      event.preventDefault();
      input.focus();
      return;
    }
    if (term !== input.value) input.value = term;
  });
}
