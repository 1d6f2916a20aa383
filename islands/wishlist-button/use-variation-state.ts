import { useEffect, useState } from 'react';
import { on } from '../../src/events';

interface VariationState {
  variationId: number;
  /** No variation chosen on a variable product's page: the button waits for one. */
  disabled: boolean;
  /** The button follows a variation form (a product page button of a variable product). */
  followsForm: boolean;
}

function variationForm(productId: string, doc: Document): HTMLFormElement | null {
  return doc.querySelector<HTMLFormElement>(`form.variations_form[data-product_id="${CSS.escape(productId)}"]`);
}

function formOf(event: unknown): Element | null {
  const target = (event as { target?: unknown } | undefined)?.target;
  return target instanceof Element ? target.closest('.variations_form') : null;
}

/**
 * The product page button follows the variation form of its product: `show_variation` enables it and
 * sets the variation id; `hide_variation` sets 0 and disables it (unless the shop allows adding the
 * parent). The form's `variation_id` field gives the state when the form settled before we mounted.
 */
export function useVariationState(productId: string, serverVariation: number, active: boolean, allowParent: boolean): VariationState {
  const [state, setState] = useState<VariationState>(() => {
    const form = active ? variationForm(productId, document) : null;
    if (!form) return { variationId: serverVariation, disabled: false, followsForm: false };
    const chosen = Number(form.querySelector<HTMLInputElement>('input[name="variation_id"]')?.value) || 0;
    return { variationId: chosen, disabled: !chosen && !allowParent, followsForm: true };
  });

  useEffect(() => {
    if (!active) return;
    const mine = (form: Element | null) => form?.getAttribute('data-product_id') === productId;
    const offs = [
      on('show_variation', (args, { event }) => {
        if (!mine(formOf(event))) return;
        const variation = args[0] as { variation_id?: unknown } | undefined;
        setState({ variationId: Number(variation?.variation_id) || 0, disabled: false, followsForm: true });
      }, document),
      on('hide_variation', (_args, { event }) => {
        if (!mine(formOf(event))) return;
        setState({ variationId: 0, disabled: !allowParent, followsForm: true });
      }, document),
    ];
    return () => offs.forEach((off) => off());
  }, [productId, active, allowParent]);

  return state;
}
