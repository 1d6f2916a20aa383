// A found variation's own details in the rest of the product: SKU, weight and dimensions (product meta
// and the additional-information tab, as WooCommerce swaps them), the EAN and Rey's estimated delivery.
import { htmlToText, resetContent, setContent } from '../../src/variations/content';
import type { Variation } from '../../src/variations/types';

const SKU = '.product_meta .sku';
const WEIGHT = '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value';
const DIMENSIONS = '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value';
// Not in WooCommerce core: a GTIN field in the product meta, `span.ean_wrapper > span.ean`.
const EAN = '.product_meta .ean_wrapper';
// Rey's estimated delivery: `.rey-estimatedDelivery > .rey-estimatedDelivery-date`, per variation from
// the variation's `estimated_delivery` text.
const DELIVERY = '.rey-estimatedDelivery';

function each(root: ParentNode, selector: string, run: (el: Element) => void): void {
  root.querySelectorAll(selector).forEach(run);
}

/** Shows a text in a wrapped field, or restores the server's; the wrapper hides while the text is empty. */
function swapWrapped(root: ParentNode, wrapperSelector: string, inner: string, text: string | undefined): void {
  each(root, wrapperSelector, (wrapper) => {
    const field = wrapper.querySelector(inner);
    if (!field) return;
    if (text) setContent(field, text);
    else resetContent(field);
    const display = field.textContent?.trim() ? '' : 'none';
    if ((wrapper as HTMLElement).style.display !== display) (wrapper as HTMLElement).style.display = display;
  });
}

export function showMeta(root: ParentNode, variation: Variation): void {
  each(root, SKU, (el) => (variation.sku ? setContent(el, String(variation.sku)) : resetContent(el)));
  each(root, WEIGHT, (el) => (variation.weight ? setContent(el, String(variation.weight_html ?? '')) : resetContent(el)));
  // WooCommerce shows the entity-decoded dimensions_html whenever `dimensions` is set (an object in PHP 7+).
  each(root, DIMENSIONS, (el) => (variation.dimensions ? setContent(el, htmlToText(String(variation.dimensions_html ?? ''))) : resetContent(el)));
  swapWrapped(root, EAN, '.ean', variation.ean ? String(variation.ean) : undefined);
  swapWrapped(root, DELIVERY, '.rey-estimatedDelivery-date', variation.estimated_delivery ? String(variation.estimated_delivery) : undefined);
}

export function resetMeta(root: ParentNode): void {
  each(root, SKU, resetContent);
  each(root, WEIGHT, resetContent);
  each(root, DIMENSIONS, resetContent);
  swapWrapped(root, EAN, '.ean', undefined);
  swapWrapped(root, DELIVERY, '.rey-estimatedDelivery-date', undefined);
}
