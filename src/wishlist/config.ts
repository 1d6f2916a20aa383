import { flag, num, params, str } from '../config';

/** TI WooCommerce Wishlist's settings, as the plugin prints them (`tinvwl_add_to_wishlist`). */
export interface WishlistConfig {
  /** localStorage/sessionStorage key of the cached wishlist data. */
  hashKey: string;
  /** The wp_rest nonce sent as `tinvwl-security` and `X-WP-Nonce`. */
  nonce: string;
  /** The `tinvwl` wc-ajax endpoint. */
  ajaxUrl: string;
  /** How long a message popup stays (6000 ms). */
  popupTimerMs: number;
  /** In simple flow a second click removes the product. */
  simpleFlow: boolean;
  hideZeroCounter: boolean;
  /** A variable product may be added without a chosen variation. */
  allowParentVariable: boolean;
  /** Product stats are on (sent as `stats`). */
  stats: string;
  wpml: string;
  wpmlDefault: string;
}

export function wishlistConfig(win: Window = window): WishlistConfig {
  const p = params('tinvwl_add_to_wishlist', win);
  return {
    hashKey: str(p.hash_key) || 'ti_wishlist_data',
    nonce: str(p.nonce),
    ajaxUrl: str(p.wc_ajax_url) || '/?wc-ajax=tinvwl',
    popupTimerMs: num(p.popup_timer, 6000),
    simpleFlow: str(p.simple_flow) === '1',
    hideZeroCounter: str(p.hide_zero_counter) === '1',
    allowParentVariable: flag(p.allow_parent_variable),
    stats: flag(p.stats) ? str(p.stats) : '',
    wpml: str(p.wpml),
    wpmlDefault: str(p.wpml_default),
  };
}

/** The fields every plugin request carries besides its own: language and stats, when set. */
export function commonFields(config: WishlistConfig = wishlistConfig()): Record<string, string> {
  return {
    ...(config.wpml ? { lang: config.wpml } : {}),
    ...(config.wpmlDefault ? { lang_default: config.wpmlDefault } : {}),
    ...(config.stats ? { stats: config.stats } : {}),
  };
}
