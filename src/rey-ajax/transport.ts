import { params, shopConfig, str } from '../config';

// Which way the page's Rey takes its ajax calls, as its printed params say. Rey 2.4+ has its own
// endpoint, `/?reycore-ajax=<action>` (`reyParams.core.r_ajax_url` and `r_ajax_nonce`); Rey 2.1–2.2
// sent every call through WordPress's `admin-ajax.php?action=<its own action name>` with
// `reyParams.ajaxurl`, and a few with `security` = `reyParams.ajax_nonce`. A page printing neither
// gets the newer endpoint at its default address.

export type ReyTransport = 'reycore-ajax' | 'admin-ajax';

function reyParams(): Record<string, unknown> {
  return params('reyParams');
}

function reyCore(): Record<string, unknown> {
  const core = reyParams().core;
  return core && typeof core === 'object' ? (core as Record<string, unknown>) : {};
}

export function reyTransport(): ReyTransport {
  const core = reyCore();
  if (str(core.r_ajax_url) || str(core.r_ajax_nonce)) return 'reycore-ajax';
  return str(reyParams().ajaxurl) ? 'admin-ajax' : 'reycore-ajax';
}

/** The newer endpoint for one action. */
export function reyAjaxUrl(action: string): string {
  const template = str(reyCore().r_ajax_url) || '/?reycore-ajax=%%endpoint%%';
  return template.replace('%%endpoint%%', encodeURIComponent(action));
}

/** The newer endpoint's nonce (`_nonce`). */
export function reyAjaxNonce(): string {
  return str(reyCore().r_ajax_nonce);
}

/** admin-ajax.php as Rey printed it, else as WooCommerce did. */
export function reyAdminAjaxUrl(): string {
  return str(reyParams().ajaxurl) || shopConfig().ajaxUrl;
}

/** The theme's own nonce (`security` of the admin-ajax calls that check one, and of the cart panel's). */
export function reyNonce(): string {
  return str(reyParams().ajax_nonce);
}
