// What Variation Swatches (free + Pro) prints that more than the variation form reads: its options and
// whether it is on the page. Apart from src/variations/, so a simple product's form can ask without
// loading the variations' code.
import { params, str } from '../config';

/** The plugin's options; Pro prints the same set twice, and the Pro copy wins where both exist. */
export function swatchOptions(): Record<string, unknown> {
  return { ...params('woo_variation_swatches_options'), ...params('woo_variation_swatches_pro_options') };
}

/** wp_create_nonce('woo_variation_swatches'); '' when the plugin is not on the page. */
export function swatchesNonce(): string {
  return str(params('woo_variation_swatches_pro_params')._wpnonce);
}

/** Is the swatches plugin on the page (its wc-ajax variants need its nonce)? */
export function hasSwatchesPlugin(): boolean {
  return swatchesNonce() !== '';
}
