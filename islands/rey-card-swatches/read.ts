import { flag, params, str } from '../../src/config';
import { BadMarkup } from '../../src/runtime/bad-markup';
import { readVariations } from '../../src/variations/data';
import type { Variation } from '../../src/variations/types';

export interface ReyCardSwatchesProps {
  productId: number;
  /** The product's variations (Rey prints them on the catalogue form), or false when left out. */
  variations: Variation[] | false;
  /** Every attribute is on the card (`--all-attr`): a complete choice turns the card's button into an add. */
  allAttributes: boolean;
  /** A swatch click opens the product page with that value (`--redirect-pdp`, one attribute only). */
  redirect: boolean;
  /** The form's `action` (the product page). */
  productUrl: string;
  /** The button's text and label once a variation is chosen (`data-atc-text`, the product page's). */
  addText: string;
  /** The price follows the choice: always with every attribute, else when the theme says so. */
  updatesPrice: boolean;
}

export function read(host: HTMLElement): ReyCardSwatchesProps {
  if (!(host instanceof HTMLFormElement)) throw new BadMarkup('the catalogue variation form is not a <form>');
  const productId = Number(host.dataset.product_id);
  if (!(productId > 0)) throw new BadMarkup(`data-product_id "${host.dataset.product_id ?? ''}" is not a product id`);
  if (!host.querySelector('select[data-attribute_name]')) throw new BadMarkup('the catalogue form has no attribute select');
  const wrapper = host.closest('.rey-productVariations2');
  const allAttributes = wrapper?.classList.contains('--all-attr') ?? false;
  return {
    productId,
    variations: readVariations(host),
    allAttributes,
    redirect: !allAttributes && (wrapper?.classList.contains('--redirect-pdp') ?? false),
    productUrl: host.getAttribute('action') ?? '',
    addText: host.dataset.atcText ?? '',
    // Rey's `updateCatalogPriceSingleAttribute` (top level of reyParams, a string from wp_localize_script).
    updatesPrice: allAttributes || flag(str(params('reyParams').updateCatalogPriceSingleAttribute)),
  };
}
