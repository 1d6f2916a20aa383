import { listen, type Undo } from '../../src/hooks';
import { carriedFields, type CatalogOrderingProps } from './read';

/** Brings the form's hidden fields in line with the address, then submits it (a GET reload). */
function submitWithCurrentQuery(form: HTMLFormElement): void {
  const own = new Set<string>();
  for (const field of form.elements) {
    const name = (field as HTMLInputElement).name;
    if (name && (field as HTMLInputElement).type !== 'hidden') own.add(name);
  }
  own.add('paged');
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')) {
    if (input.name !== 'paged') input.remove();
  }
  for (const [name, value] of carriedFields(location.search, own)) {
    const input = form.ownerDocument.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  // requestSubmit fires `submit` for other listeners, as jQuery's trigger('submit') did.
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.submit();
}

/**
 * WooCommerce's catalog ordering (woocommerce.js): a change of the order submits its form. The hidden
 * fields are rewritten for the submit that follows; the undo takes back the listener.
 */
export function submitOnChange(form: HTMLFormElement, { select }: CatalogOrderingProps): Undo {
  return listen(select, 'change', () => submitWithCurrentQuery(form));
}
