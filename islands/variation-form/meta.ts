// A found variation's own details in the rest of the product: SKU, weight and dimensions (product meta
// and the additional-information tab, as WooCommerce swaps them), the EAN and Rey's estimated delivery.
// The elements are looked up once and again only if one left the page.
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

interface Wrapped {
  wrapper: HTMLElement;
  field: Element;
}

interface Fields {
  sku: Element[];
  weight: Element[];
  dimensions: Element[];
  ean: Wrapped[];
  delivery: Wrapped[];
  all: Element[];
}

function wrapped(root: ParentNode, selector: string, inner: string): Wrapped[] {
  return [...root.querySelectorAll<HTMLElement>(selector)].flatMap((wrapper) => {
    const field = wrapper.querySelector(inner);
    return field ? [{ wrapper, field }] : [];
  });
}

/** Shows a text in a wrapped field, or restores the server's; the wrapper hides while the text is empty. */
function swapWrapped(fields: Wrapped[], text: string | undefined): void {
  for (const { wrapper, field } of fields) {
    if (text) setContent(field, text);
    else resetContent(field);
    const display = field.textContent?.trim() ? '' : 'none';
    if (wrapper.style.display !== display) wrapper.style.display = display;
  }
}

export class VariationMeta {
  private cached: Fields | null = null;

  constructor(private readonly root: ParentNode) {}

  private fields(): Fields {
    if (this.cached && this.cached.all.every((el) => el.isConnected)) return this.cached;
    const sku = [...this.root.querySelectorAll(SKU)];
    const weight = [...this.root.querySelectorAll(WEIGHT)];
    const dimensions = [...this.root.querySelectorAll(DIMENSIONS)];
    const ean = wrapped(this.root, EAN, '.ean');
    const delivery = wrapped(this.root, DELIVERY, '.rey-estimatedDelivery-date');
    const all = [...sku, ...weight, ...dimensions, ...ean.map((w) => w.field), ...delivery.map((w) => w.field)];
    this.cached = { sku, weight, dimensions, ean, delivery, all };
    return this.cached;
  }

  show(variation: Variation): void {
    const f = this.fields();
    for (const el of f.sku) variation.sku ? setContent(el, String(variation.sku)) : resetContent(el);
    for (const el of f.weight) variation.weight ? setContent(el, String(variation.weight_html ?? '')) : resetContent(el);
    // WooCommerce shows the entity-decoded dimensions_html whenever `dimensions` is set (an object in PHP 7+).
    for (const el of f.dimensions) variation.dimensions ? setContent(el, htmlToText(String(variation.dimensions_html ?? ''))) : resetContent(el);
    swapWrapped(f.ean, variation.ean ? String(variation.ean) : undefined);
    swapWrapped(f.delivery, variation.estimated_delivery ? String(variation.estimated_delivery) : undefined);
  }

  /** Looks the fields up and decodes the variation's dimensions ahead of the first `show`. */
  prepare(variation: Variation): void {
    if (this.fields().dimensions.length && variation.dimensions) htmlToText(String(variation.dimensions_html ?? ''));
  }

  reset(): void {
    const f = this.fields();
    [...f.sku, ...f.weight, ...f.dimensions].forEach(resetContent);
    swapWrapped(f.ean, undefined);
    swapWrapped(f.delivery, undefined);
  }
}
