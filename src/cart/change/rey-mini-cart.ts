import { params, str, wcAjaxUrl } from '../../config';
import { navigate } from '../../dom';
import { emit, on } from '../../events';
import { postForm, postFormText } from '../../http';
import { reyAdminAjaxUrl, reyNonce, reyTransport } from '../../rey-ajax/transport';
import { queueCartRequest } from '../../stores/cart-queue';
import { isFragments } from '../fragments';
import { takeServerCart } from '../server-cart';

// Rey's cart panel calls (R4): the quantity typed in the panel (`rey_update_minicart`) and coupons,
// through WooCommerce's own `apply_coupon`/`remove_coupon` (Rey 3.1.3) or Rey's newer
// `rey_apply_coupon`/`rey_remove_coupon`. All of them queue behind adds and removes.

interface CartAnswer {
  fragments?: unknown;
  cart_hash?: unknown;
  notices?: unknown;
}

function rey(): Record<string, unknown> {
  return params('reyParams');
}

function cartPanelParams(): Record<string, unknown> {
  const panel = rey().header_cart_panel;
  return panel && typeof panel === 'object' ? (panel as Record<string, unknown>) : {};
}

/** Rey's wc-ajax URL (`reyParams.wc_ajax_url`), else WooCommerce's. */
export function reyWcAjaxUrl(endpoint: string): string {
  const template = str(rey().wc_ajax_url);
  return template ? template.replace('%%endpoint%%', encodeURIComponent(endpoint)) : wcAjaxUrl(endpoint);
}

function takeAnswer(answer: CartAnswer | null): boolean {
  if (!answer || !isFragments(answer.fragments)) return false;
  takeServerCart(answer.fragments, answer.cart_hash, { restartAge: false });
  return true;
}

export type QuantityOutcome = 'updated' | 'failed' | 'leaving';

/**
 * Sends a quantity typed in the panel: `rey_update_minicart` with the item's key, the quantity and
 * `security` = `reyParams.ajax_nonce`, through wc-ajax (Rey 2.4+) or, on Rey 2.1–2.2, admin-ajax
 * (`action=rey_update_minicart`). New fragments are swapped in and announced (`wc_fragments_loaded`,
 * then `reycore/minicart/updated` on the document; Rey 2.1–2.2 announced `rey_minicart_updated` on
 * the body). An answer without fragments sends the browser to the remove link's URL, as Rey does.
 */
export async function updateMiniCartQuantity(cartItemKey: string, quantity: number, removeUrl: string): Promise<QuantityOutcome> {
  const legacy = reyTransport() === 'admin-ajax';
  const fields = { cart_item_key: cartItemKey, cart_item_qty: quantity, security: reyNonce() };
  let answer: CartAnswer | null;
  try {
    answer = await queueCartRequest(() => legacy
      ? postForm<CartAnswer | null>(reyAdminAjaxUrl(), { action: 'rey_update_minicart', ...fields })
      : postForm<CartAnswer | null>(reyWcAjaxUrl('rey_update_minicart'), fields));
  } catch {
    return 'failed';
  }
  if (!takeAnswer(answer)) return navigate(removeUrl) ? 'leaving' : 'failed';
  emit('wc_fragments_loaded');
  if (legacy) emit('rey_minicart_updated');
  else emit('reycore/minicart/updated', [], document);
  return 'updated';
}

export type CouponEndpoints = 'woocommerce' | 'rey';

/**
 * Rey 3.1.3 prints `apply_coupon_nonce`/`remove_coupon_nonce` for WooCommerce's coupon endpoints;
 * newer Rey has its own endpoints, which take the theme's ajax nonce and answer with fragments.
 */
export function couponEndpoints(): CouponEndpoints {
  const panel = cartPanelParams();
  return 'apply_coupon_nonce' in panel || 'remove_coupon_nonce' in panel ? 'woocommerce' : 'rey';
}

/** How long a coupon notice stays (`coupon_notice_timer`, else 2000 ms). */
export function couponNoticeMs(): number {
  const js = rey().js_params as Record<string, unknown> | undefined;
  const value = Number(cartPanelParams().coupon_notice_timer ?? js?.coupon_notice_timer);
  return Number.isFinite(value) && value > 0 ? value : 2000;
}

/** Asks the fragment sync for a fresh cart and waits until it has one (or gave up). */
function refreshFragments(timeoutMs = 8000): Promise<void> {
  return new Promise((resolve) => {
    const offs: Array<() => void> = [];
    const done = () => {
      clearTimeout(timer);
      offs.forEach((off) => off());
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    offs.push(on('wc_fragments_refreshed', done), on('wc_fragments_ajax_error', done));
    emit('wc_fragment_refresh');
  });
}

/** The HTML notices of a coupon call ('' when there are none). */
async function couponCall(action: 'apply' | 'remove', field: 'coupon_code' | 'coupon', code: string): Promise<string> {
  if (couponEndpoints() === 'woocommerce') {
    const nonce = str(cartPanelParams()[`${action}_coupon_nonce`]);
    const notices = await queueCartRequest(() => postFormText(reyWcAjaxUrl(`${action}_coupon`), { security: nonce, [field]: code }));
    await refreshFragments();
    return notices;
  }
  const answer = await queueCartRequest(() => postForm<CartAnswer | null>(reyWcAjaxUrl(`rey_${action}_coupon`), {
    security: str(rey().ajax_nonce),
    [field]: code,
  }));
  takeAnswer(answer);
  return typeof answer?.notices === 'string' ? answer.notices : '';
}

export function applyCoupon(code: string): Promise<string> {
  return couponCall('apply', 'coupon_code', code);
}

export function removeCoupon(code: string): Promise<string> {
  return couponCall('remove', 'coupon', code);
}
