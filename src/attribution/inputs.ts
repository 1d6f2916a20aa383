// `<wc-order-attribution-inputs>`: WooCommerce prints it (empty) in the checkout and registration
// forms; the element fills itself with one hidden input per attribution field, and assigning `values`
// updates them. Defined once per page, as WooCommerce's order-attribution.js defines it.

export type AttributionValues = Record<string, string | null>;

export const INPUTS_ELEMENT = 'wc-order-attribution-inputs';

interface InputsElement extends HTMLElement {
  values: AttributionValues;
}

/** Defines the element unless WooCommerce's own script (or an earlier chunk) already did. */
export function defineInputsElement(fieldNames: string[], prefix: string): void {
  if (customElements.get(INPUTS_ELEMENT)) return;
  customElements.define(INPUTS_ELEMENT, class extends HTMLElement implements InputsElement {
    private current: AttributionValues = {};

    constructor() {
      super();
      // Values assigned before the element was defined sit on the instance; take them over.
      if (Object.prototype.hasOwnProperty.call(this, 'values')) {
        const early = (this as unknown as { values: AttributionValues }).values;
        delete (this as unknown as { values?: AttributionValues }).values;
        this.current = { ...early };
      }
    }

    connectedCallback(): void {
      this.replaceChildren(...fieldNames.map((field) => {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = `${prefix}${field}`;
        input.value = this.current[field] ?? '';
        return input;
      }));
    }

    set values(values: AttributionValues) {
      this.current = { ...values };
      if (!this.isConnected) return;
      for (const field of fieldNames) {
        const input = this.querySelector<HTMLInputElement>(`input[name="${CSS.escape(prefix + field)}"]`);
        // Text from cookies and URLs only ever becomes an input's value.
        if (input) input.value = this.current[field] ?? '';
      }
    }

    get values(): AttributionValues {
      return this.current;
    }
  });
}

/**
 * One element per form (the checkout form's first), plus the first outside any form: themes and
 * plugins that print the element on several hooks would otherwise post every field twice.
 */
export function removeDuplicateInputs(root: ParentNode = document): void {
  const seen = new Set<HTMLFormElement | null>();
  for (const el of [...root.querySelectorAll(INPUTS_ELEMENT)]) {
    const form = el.closest('form');
    if (seen.has(form)) el.remove();
    else seen.add(form);
  }
}

export function fillInputs(values: AttributionValues, root: ParentNode = document): void {
  for (const el of root.querySelectorAll(INPUTS_ELEMENT)) (el as InputsElement).values = values;
}
