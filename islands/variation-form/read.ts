import { num, params } from '../../src/config';
import { BadMarkup } from '../../src/runtime/bad-markup';
import { dataNumber as number, readVariations } from '../../src/variations/data';
import type { Variation } from '../../src/variations/types';

export interface VariationFormProps {
  productId: number;
  /** The variations printed in the page, or false when the server left them out (too many). */
  variations: Variation[] | false;
  /** Variation Swatches' ajax threshold (threshold_max, default 100) and the product's child count. */
  thresholdMax: number | null;
  total: number | null;
  customData: string | undefined;
}

export function read(host: HTMLElement): VariationFormProps {
  if (!(host instanceof HTMLFormElement)) throw new BadMarkup('the variation form is not a <form>');
  const productId = Number(host.dataset.product_id);
  if (!(productId > 0)) throw new BadMarkup(`data-product_id "${host.dataset.product_id ?? ''}" is not a product id`);
  // The swatches plugin's wrapper inside the form carries its thresholds; Pro also prints them in the params.
  const wrapper = host.querySelector<HTMLElement>('[data-threshold_max]');
  const printed = params('wc_add_to_cart_variation_params');
  const max = number(wrapper?.dataset.threshold_max) ?? (num(printed.woo_variation_swatches_ajax_variation_threshold_max, Number.NaN) || null);
  // Pro's total_children param is the product object by a bug (NaN); the wrapper's data-total is right.
  const total = number(wrapper?.dataset.total) ?? (num(printed.woo_variation_swatches_total_children, Number.NaN) || null);
  return {
    productId,
    variations: readVariations(host),
    thresholdMax: max,
    total,
    customData: host.dataset.custom_data,
  };
}
