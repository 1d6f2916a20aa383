import { shopConfig } from '../../config';
import { navigate, parseServerHTML } from '../../dom';
import { askListeners, emit } from '../../events';
import { wcAjax, type FormValue } from '../../http';
import { t } from '../../i18n';
import { failureMessage } from '../../i18n/failure';
import { queueCartRequest } from '../../stores/cart-queue';
import { expectAdd } from '../../stores/cart';
import { showNotice } from '../../stores/notices';
import { isFragments, type Fragments } from '../fragments';
import { describeAdd } from './pending-add';
import { takeServerCart } from '../server-cart';
import { followCart } from '../sync';

/** What WooCommerce's add handlers answer (core `add_to_cart`, the swatches and theme variants). */
interface AddAnswer {
  fragments?: unknown;
  cart_hash?: unknown;
  error?: unknown;
  product_url?: unknown;
  /** Rey's reycore_ajax_add_to_cart: `success` and the error notices as markup. */
  success?: unknown;
  notices?: unknown;
}

export type AddOutcome =
  | { kind: 'added'; fragments: Fragments; hash: string }
  /** The browser is going to the product or cart page. */
  | { kind: 'leaving' }
  /** A listener of `should_send_ajax_request.adding_to_cart` said no. */
  | { kind: 'vetoed' }
  /** `notices`: the server's own notice markup for the failure (Rey's answer), when it sent one. */
  | { kind: 'failed'; message: string; notices?: string };

export interface AddRequest {
  /** The element the shopper clicked; WooCommerce's events carry it as `$button`. */
  button: HTMLElement;
  /** The POST body: for a loop button, every data attribute of the button. */
  data: Record<string, FormValue>;
  /** wc-ajax endpoint; `add_to_cart` unless a plugin has its own. */
  endpoint?: string;
  /**
   * Whether a failure goes to the page's notices (the default). A product form shows its failures
   * above itself instead, from the outcome.
   */
  notify?: boolean;
  /**
   * Runs once the server has added it, before its fragments are swapped in and `added_to_cart` is
   * heard: where add-to-cart.js's own listener updates the button, first of all of them.
   */
  onAdded?: () => void;
}

/**
 * Adds to the cart the way add-to-cart.js does, queued behind any request already on its way:
 * events `adding_to_cart` and `added_to_cart` with WooCommerce's arguments; an error with a product URL
 * sends the shopper to the product (where the server's notice says why); redirect-after-add goes to
 * the cart. Unlike add-to-cart.js, an empty or broken answer ends in a message, not a spinner.
 */
export async function addToCart({ button, data, endpoint = 'add_to_cart', notify = true, onAdded }: AddRequest): Promise<AddOutcome> {
  const fail = (message: string, notices?: string): AddOutcome => {
    if (notify) showNotice('error', message, 'cart');
    return notices ? { kind: 'failed', message, notices } : { kind: 'failed', message };
  };
  followCart();
  if (!askListeners('should_send_ajax_request.adding_to_cart', [button])) {
    emit('ajax_request_not_sent.adding_to_cart', [false, false, button]);
    return { kind: 'vetoed' };
  }
  emit('adding_to_cart', [button, data]);
  const answering = queueCartRequest(() => wcAjax<AddAnswer | null>(endpoint, data));
  // Shown in the header count and the mini cart from the next frame until the server has answered:
  // its fragments then replace the guess, or the guess goes with the failure. Drawn in that frame, not
  // in this click's task: rendering it must not hold up the request on its way out.
  const guess = describeAdd(button, data);
  let settle = () => {};
  const frame = requestAnimationFrame(() => {
    settle = expectAdd(guess);
  });
  let answer: AddAnswer | null;
  try {
    answer = await answering;
  } catch (error) {
    return fail(failureMessage(error));
  } finally {
    cancelAnimationFrame(frame);
    settle();
  }
  if (!answer || typeof answer !== 'object') return fail(t('unknown_error'));
  if (answer.error || answer.success === false) {
    // Rey sends the reason as notices for the page to show; WooCommerce sends the shopper to the product.
    if (typeof answer.notices === 'string' && answer.notices.trim()) {
      return fail(parseServerHTML(answer.notices).textContent?.trim() || t('unknown_error'), answer.notices);
    }
    return answer.product_url && navigate(answer.product_url) ? { kind: 'leaving' } : fail(t('unknown_error'));
  }
  if (!isFragments(answer.fragments)) return fail(t('unknown_error'));
  if (shopConfig().redirectAfterAdd && navigate(shopConfig().cartUrl)) return { kind: 'leaving' };
  const hash = typeof answer.cart_hash === 'string' ? answer.cart_hash : '';
  onAdded?.();
  // The button's 'added' is painted first; the fragments' swap and the islands it updates, then the
  // listeners of added_to_cart, follow in the next task (some 40 ms of a slowed phone).
  await new Promise((resolve) => setTimeout(resolve));
  takeServerCart(answer.fragments, hash, { restartAge: false });
  emit('added_to_cart', [answer.fragments, hash, button]);
  return { kind: 'added', fragments: answer.fragments, hash };
}
