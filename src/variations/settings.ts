// The options Variation Swatches (free + Pro) and the Rey theme print for the variation form and the
// archive swatches. wp_localize_script turns top-level booleans into "1"/"" and numbers into strings.
import { flag, num, params, str } from '../config';
import { swatchesNonce, swatchOptions } from '../helpers/swatches-plugin';

/**
 * What the swatch of an out-of-stock value that is still active does (an inactive one is always
 * disabled): `choosable` like any other (the free plugin prints no such setting, and WooCommerce then
 * says the choice is out of stock), `disabled` (Swatches Pro's disable_out_of_stock) or `clickable`,
 * marked no-stock (Pro's clickable out-of-stock).
 */
export type OutOfStockSwatch = 'choosable' | 'disabled' | 'clickable';

export interface SwatchSettings {
  outOfStock: OutOfStockSwatch;
  outOfStockArchive: OutOfStockSwatch;
  clearOnReselect: boolean;
  showLabel: boolean;
  labelSeparator: string;
  showStockLeft: boolean;
  stockThreshold: number;
  showArchiveAvailability: boolean;
  archivePreview: boolean;
  /** Block the form while its variations are preloaded (Swatches Pro's enable_single_preloader). */
  singlePreloader: boolean;
  /** wp_create_nonce('woo_variation_swatches'); '' when the plugin is not on the page. */
  nonce: string;
}

export function swatchSettings(): SwatchSettings {
  const options = swatchOptions();
  return {
    outOfStock: outOfStockSwatch(options, options.clickable_out_of_stock),
    outOfStockArchive: outOfStockSwatch(options, options.enable_clickable_out_of_stock_archive),
    clearOnReselect: flag(options.clear_on_reselect),
    showLabel: flag(options.show_variation_label),
    labelSeparator: str(options.variation_label_separator, ':'),
    showStockLeft: flag(options.show_variation_stock),
    stockThreshold: num(options.stock_label_threshold, 5),
    showArchiveAvailability: 'archive_show_availability' in options ? flag(options.archive_show_availability) : true,
    archivePreview: flag(options.enable_single_variation_preview_archive),
    singlePreloader: 'enable_single_preloader' in options ? flag(options.enable_single_preloader) : true,
    nonce: swatchesNonce(),
  };
}

// Pro's script marks an active out-of-stock value no-stock when clickable is on, whatever
// disable_out_of_stock says (with that on, the server has made the variation inactive anyway).
function outOfStockSwatch(options: Record<string, unknown>, clickable: unknown): OutOfStockSwatch {
  if (flag(clickable)) return 'clickable';
  return flag(options.disable_out_of_stock) ? 'disabled' : 'choosable';
}

/** WooCommerce's ajax add to cart is on when add-to-cart.js is localized on the page. */
export function loopAjaxAddOn(): boolean {
  return Object.keys(params('wc_add_to_cart_params')).length > 0;
}
