import { params, str } from '../../src/config';
import { BadMarkup } from '../../src/runtime/bad-markup';
import { dataNumber, readVariations } from '../../src/variations/data';
import type { Variation } from '../../src/variations/types';

export interface ArchiveSwatchesProps {
  productId: number;
  /** Printed only at or under the archive threshold (default 0, so usually false). */
  variations: Variation[] | false;
  thresholdMax: number | null;
  total: number | null;
  /** The attribute whose value alone previews an image (the first list's data-preview_attribute_name, else the first). */
  previewAttribute: number;
  /** Swatches Pro's selectors for the card, its image and its cart button. */
  cardSelector: string;
  imageSelector: string;
  buttonSelector: string;
}

export function read(host: HTMLElement): ArchiveSwatchesProps {
  const productId = Number(host.dataset.product_id);
  if (!(productId > 0)) throw new BadMarkup(`data-product_id "${host.dataset.product_id ?? ''}" is not a product id`);
  const selects = [...host.querySelectorAll<HTMLSelectElement>('select[data-attribute_name], select.woo-variation-raw-select')];
  if (!selects.length) throw new BadMarkup('the archive swatches have no attribute select');
  const names = selects.map((select) => select.dataset.attribute_name || select.name);
  const preview = host.querySelector<HTMLElement>('ul.variable-items-wrapper')?.dataset.preview_attribute_name;
  const options = { ...params('woo_variation_swatches_options'), ...params('woo_variation_swatches_pro_options') };
  return {
    productId,
    variations: readVariations(host),
    thresholdMax: dataNumber(host.dataset.threshold_max),
    total: dataNumber(host.dataset.total_children),
    previewAttribute: Math.max(0, preview ? names.indexOf(preview) : 0),
    cardSelector: str(options.archive_product_wrapper, '.wvs-archive-product-wrapper'),
    imageSelector: str(options.archive_image_selector, '.wvs-archive-product-image'),
    buttonSelector: str(options.archive_cart_button_selector, '.wvs-add-to-cart-button'),
  };
}
