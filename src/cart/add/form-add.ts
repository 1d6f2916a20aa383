// Adding to the cart from a product's own form without a reload, where the shop turned that on (Rey's
// single_ajax_add_to_cart, Variation Swatches' enable_ajax_add_to_cart). The request, its queue, the
// fragments and WooCommerce's events are the cart core's (add-to-cart.ts); this module builds the POST
// the endpoint expects and shows the outcome on the form: the button's state, the server's error
// notices above the form, a checkout URL held on the button.
import { alertsAroundLists, errorNotice } from '../../helpers/a11y';
import { navigate, parseServerHTML } from '../../dom';
import type { FormValue } from '../../http';
import { clearFormNotices, NOTICES_CLASS } from '../../helpers/form-notices';
import type { FormEndpoint } from '../../helpers/form-endpoint';
import { addToCart, type AddOutcome } from './add-to-cart';

/** Adds from a product form on their way, per submit button: its `loading` state ends with the last. */
const addsInFlight = new WeakMap<HTMLElement, number>();


/**
 * The form's fields as jQuery's serialize sends them, keyed for encodeForm: a name that repeats
 * (`addons[]` checkboxes) becomes one array under its bare name, which encodes back to `addons[]=…`.
 */
export function formFields(form: HTMLFormElement): Record<string, FormValue> {
  const out: Record<string, FormValue> = {};
  const repeated: Record<string, string[]> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    (repeated[name] ??= []).push(value);
  }
  for (const [name, values] of Object.entries(repeated)) {
    if (values.length === 1) out[name] = values[0];
    else out[name.replace(/\[\]$/, '')] = values;
  }
  return out;
}

/** The POST each endpoint expects. */
export function addBody(form: HTMLFormElement, button: HTMLElement, endpoint: FormEndpoint, nonce: string): Record<string, FormValue> {
  const fields = formFields(form);
  if (endpoint === 'woo_add_to_cart_variation') {
    const body: Record<string, FormValue> = {};
    for (const [name, value] of Object.entries(fields)) if (name.startsWith('attribute_')) body[name] = value;
    return { ...body, quantity: fields.quantity ?? '1', product_id: fields.variation_id, variation_id: fields.variation_id, _wpnonce: nonce };
  }
  // The submit button carries the product id of a simple product (name="add-to-cart").
  const productId = fields['add-to-cart'] ?? button.getAttribute('value') ?? fields.product_id;
  return { ...fields, 'add-to-cart': productId, action: 'reycore_ajax_add_to_cart' };
}


function showFailure(form: HTMLFormElement, outcome: Extract<AddOutcome, { kind: 'failed' }>): void {
  const doc = form.ownerDocument;
  const holder = doc.createElement('div');
  holder.className = `${NOTICES_CLASS} woocommerce-notices`;
  holder.append(outcome.notices ? alertsAroundLists(parseServerHTML(outcome.notices, doc)) : errorNotice(doc, outcome.message));
  form.before(holder);
}

/**
 * Sends the form to `endpoint`: the button shows `loading`, then `added` or `not-added`; failures show
 * above the form (Rey prepends the server's notices there); after a success a `data-checkout` URL on
 * the button is followed (Rey's buy-now buttons).
 */
export async function addFromForm(form: HTMLFormElement, button: HTMLElement, endpoint: FormEndpoint, nonce = ''): Promise<AddOutcome> {
  clearFormNotices(form);
  addsInFlight.set(button, (addsInFlight.get(button) ?? 0) + 1);
  button.classList.add('loading');
  button.classList.remove('added', 'not-added');
  const outcome = await addToCart({ button, data: addBody(form, button, endpoint, nonce), endpoint, notify: false });
  if (outcome.kind === 'leaving') return outcome;
  const left = (addsInFlight.get(button) ?? 1) - 1;
  addsInFlight.set(button, left);
  if (left === 0) button.classList.remove('loading');
  if (outcome.kind === 'added') {
    button.classList.add('added');
    if (button.dataset.checkout && navigate(button.dataset.checkout)) return { kind: 'leaving' };
  } else if (outcome.kind === 'failed') {
    button.classList.add('not-added');
    console.error('Ajax add to cart error!', outcome.message);
    showFailure(form, outcome);
  }
  return outcome;
}
