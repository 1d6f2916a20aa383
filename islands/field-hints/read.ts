import { BadMarkup } from '../../src/runtime/bad-markup';

export interface FieldHintProps {
  /** The field's `span.woocommerce-input-wrapper`. */
  wrapper: HTMLElement;
  /** The inputs, selects and textareas in it (jQuery's `:input`). */
  fields: HTMLElement[];
}

/** woocommerce_form_field(): `span.woocommerce-input-wrapper > input … + span.description`. */
export function read(host: HTMLElement): FieldHintProps {
  const wrapper = host.closest<HTMLElement>('.woocommerce-input-wrapper');
  if (!wrapper) throw new BadMarkup('no .woocommerce-input-wrapper around the description');
  const fields = [...wrapper.querySelectorAll<HTMLElement>('input, select, textarea, button')];
  if (!fields.length) throw new BadMarkup('no field beside the description');
  return { wrapper, fields };
}
