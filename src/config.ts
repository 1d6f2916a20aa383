// Config comes from the params objects WooCommerce, the theme and the plugins already print
// (`var wc_add_to_cart_params = {...}`), so the shop changes nothing on the server. wp_localize_script
// turns top-level booleans and numbers into strings ("1", "", "5000"); the readers below undo that.

type Params = Record<string, unknown>;

/** A params object printed by the server, or an empty one. */
export function params(name: string, win: Window = window): Params {
  const value = (win as unknown as Record<string, unknown>)[name];
  return value && typeof value === 'object' ? (value as Params) : {};
}

export function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

/** `"1"`, `"yes"`, `"true"`, `true` and `1` are true; everything else is false. */
export function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'yes' || value === 'true';
}

export function num(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

/** The first non-empty string among the named fields of the named params objects. */
function firstOf(win: Window, sources: Array<[string, string]>, fallback: string): string {
  for (const [object, field] of sources) {
    const value = str(params(object, win)[field]);
    if (value) return value;
  }
  return fallback;
}

export interface ShopConfig {
  /** wc-ajax URL template with `%%endpoint%%`. */
  wcAjaxUrl: string;
  /** admin-ajax.php */
  ajaxUrl: string;
  cartUrl: string;
  checkoutUrl: string;
  isCart: boolean;
  isCheckout: boolean;
  redirectAfterAdd: boolean;
  /** REST API root ending in a slash. */
  restRoot: string;
  fragments: {
    hashKey: string;
    fragmentName: string;
    timeoutMs: number;
  };
}

// The shop's own defaults, used when a params object is missing (the bundle is added to a page that
// does not enqueue WooCommerce's scripts, say).
export const SHOP_DEFAULTS = {
  wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
  ajaxUrl: '/wp-admin/admin-ajax.php',
  cartUrl: '/varukorg/',
  checkoutUrl: '/checkout/',
  restRoot: '/wp-json/',
  fragmentTimeoutMs: 5000,
} as const;

function restRoot(win: Window): string {
  // WordPress prints <link rel="https://api.w.org/" href="…/wp-json/"> in every page's head.
  const link = win.document.querySelector<HTMLLinkElement>('link[rel="https://api.w.org/"]');
  const fromParams = firstOf(win, [['wpApiSettings', 'root'], ['wcSettings', 'restRoot']], '');
  const root = fromParams || link?.getAttribute('href') || SHOP_DEFAULTS.restRoot;
  return root.endsWith('/') ? root : `${root}/`;
}

export function shopConfig(win: Window = window): ShopConfig {
  const add = params('wc_add_to_cart_params', win);
  const fragments = params('wc_cart_fragments_params', win);
  const body = win.document.body;
  return {
    wcAjaxUrl: firstOf(win, [
      ['wc_add_to_cart_params', 'wc_ajax_url'],
      ['wc_cart_fragments_params', 'wc_ajax_url'],
      ['woocommerce_params', 'wc_ajax_url'],
      ['wc_add_to_cart_variation_params', 'wc_ajax_url'],
    ], SHOP_DEFAULTS.wcAjaxUrl),
    ajaxUrl: firstOf(win, [['woocommerce_params', 'ajax_url'], ['wc_add_to_cart_params', 'ajax_url']], SHOP_DEFAULTS.ajaxUrl),
    cartUrl: str(add.cart_url) || SHOP_DEFAULTS.cartUrl,
    checkoutUrl: firstOf(win, [['wc_checkout_params', 'checkout_url'], ['reyParams', 'checkout_url']], SHOP_DEFAULTS.checkoutUrl),
    isCart: 'is_cart' in add ? flag(add.is_cart) : Boolean(body?.classList.contains('woocommerce-cart')),
    isCheckout: Boolean(body?.classList.contains('woocommerce-checkout')),
    redirectAfterAdd: str(add.cart_redirect_after_add) === 'yes',
    restRoot: restRoot(win),
    fragments: {
      hashKey: str(fragments.cart_hash_key) || 'wc_cart_hash',
      fragmentName: str(fragments.fragment_name) || 'wc_fragments',
      timeoutMs: num(fragments.request_timeout, SHOP_DEFAULTS.fragmentTimeoutMs),
    },
  };
}

/** wc-ajax URL for one endpoint: `/?wc-ajax=add_to_cart`. */
export function wcAjaxUrl(endpoint: string, win: Window = window): string {
  return shopConfig(win).wcAjaxUrl.replace('%%endpoint%%', encodeURIComponent(endpoint));
}
