// The variation object WooCommerce prints in `data-product_variations` and answers from `get_variation`
// (WC_Product_Variable::get_available_variation), with the fields the swatches plugin and the theme add.
// Everything is optional except the attributes and the id: plugins trim it (the archive REST route)
// or filter it, and the form must cope with whatever arrives.

/** wc_get_product_attachment_props(): `srcset`/`sizes` are `false` when the image has none. */
export interface VariationImage {
  title?: string;
  caption?: string;
  url?: string;
  alt?: string;
  src?: string;
  srcset?: string | false;
  sizes?: string | false;
  src_w?: number | string;
  src_h?: number | string;
  full_src?: string;
  full_src_w?: number | string;
  full_src_h?: number | string;
  gallery_thumbnail_src?: string;
  thumb_src?: string;
  thumb_src_w?: number | string;
  thumb_src_h?: number | string;
}

export interface Variation {
  /** `attribute_<slug>` → value; '' means "any value". */
  attributes: Record<string, string>;
  variation_id: number;
  is_in_stock?: boolean;
  is_purchasable?: boolean;
  variation_is_visible?: boolean;
  variation_is_active?: boolean;
  /** 'yes' | 'no' (PHP prints a string). */
  is_sold_individually?: string | boolean;
  min_qty?: number | string;
  /** '' when unlimited. */
  max_qty?: number | string;
  step_qty?: number | string;
  price_html?: string;
  availability_html?: string;
  variation_description?: string;
  sku?: string;
  weight?: string;
  weight_html?: string;
  dimensions?: unknown;
  dimensions_html?: string;
  image?: VariationImage | null;
  image_id?: number | string;
  /** Global Trade Item Number plugins (and WooCommerce 9.2+ as `global_unique_id`). */
  ean?: string;
  /** Swatches Pro: "%s kvar" when the variation manages stock, else ''. */
  variation_stock_left?: string;
  /** Rey's estimated delivery for this variation (plain text). */
  estimated_delivery?: string;
  add_to_cart_text?: string;
  add_to_cart_description?: string;
  add_to_cart_url?: string;
  [key: string]: unknown;
}

/** Is `value` shaped like a variation (enough to match and show it)? */
export function isVariation(value: unknown): value is Variation {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<Variation>;
  return Boolean(v.attributes && typeof v.attributes === 'object' && Number(v.variation_id) > 0);
}
