import { flag, params, str } from '../../src/config';
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
  /** Swatches Pro's catalog mode on archives, or null when it is off. */
  catalog: CatalogMode | null;
}

/**
 * Catalog mode: the card shows one attribute and a choice only changes its image (no price,
 * availability or add). `hover`: pointing at a swatch chooses it (catalog_mode_trigger). `linkable`:
 * a click on a swatch goes to its `data-url`, the product page with that value (linkable_attribute).
 */
export interface CatalogMode {
  hover: boolean;
  linkable: boolean;
}

function catalogMode(options: Record<string, unknown>, host: HTMLElement): CatalogMode | null {
  if (!flag(options.enable_catalog_mode)) return null;
  // The shop may keep products with a single attribute out of it.
  if (flag(options.disable_catalog_mode_on_single_attribute) && dataNumber(host.dataset.total_attribute) === 1) return null;
  return {
    hover: options.catalog_mode_trigger === 'hover',
    linkable: flag(flag(options.is_mobile) ? options.linkable_attribute_mobile : options.linkable_attribute),
  };
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
    catalog: catalogMode(options, host),
  };
}
