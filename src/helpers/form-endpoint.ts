// Whether a product's own form adds without a reload, and where: decided at submit, before the cart's
// code (src/cart/form-add.ts) is loaded, so it lives apart from it.
import { flag, params } from '../config';
import { hasSwatchesPlugin, swatchOptions } from './swatches-plugin';

export type FormEndpoint = 'reycore_ajax_add_to_cart' | 'woo_add_to_cart_variation';

/**
 * The wc-ajax endpoint that adds from a product form without a reload (Rey's single_ajax_add_to_cart,
 * Variation Swatches' enable_ajax_add_to_cart on a variable product's form), or null to post the form.
 */
export function formAjaxEndpoint(form: HTMLFormElement): FormEndpoint | null {
  if (flag(params('reyParams').single_ajax_add_to_cart)) return 'reycore_ajax_add_to_cart';
  const isVariable = form.classList.contains('variations_form');
  if (isVariable && flag(swatchOptions().enable_ajax_add_to_cart) && hasSwatchesPlugin()) return 'woo_add_to_cart_variation';
  return null;
}
