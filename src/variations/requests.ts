// The server calls behind variations that are not in the page: WooCommerce's get_variation, Variation
// Swatches' woo_get_variation / woo_get_variations (with its nonce) and its REST routes.
import { wcAjax, type FormValue } from '../http';
import { rest } from '../http/rest';
import { isVariation, type Variation, type VariationImage } from './types';

export interface VariationQuery {
  productId: number;
  /** `attribute_*` → chosen value, every attribute of the product. */
  chosen: Record<string, string>;
  /** The form's `data-custom_data`, forwarded untouched (jQuery leaves undefined out). */
  customData?: string | undefined;
  /** The swatches plugin's nonce: present means ask `woo_get_variation`, absent WooCommerce's `get_variation`. */
  nonce?: string;
  archive?: boolean;
  signal?: AbortSignal;
}

/** One variation for a complete choice, or null when none matches (the server answers `false`). */
export async function fetchVariation({ productId, chosen, customData, nonce, archive, signal }: VariationQuery): Promise<Variation | null> {
  const body: Record<string, FormValue> = { ...chosen, product_id: productId };
  if (customData !== undefined) body.custom_data = customData;
  if (nonce) {
    body._wpnonce = nonce;
    if (archive) body.is_archive = 1;
  }
  const answer = await wcAjax<unknown>(nonce ? 'woo_get_variation' : 'get_variation', body, signal ? { signal } : {});
  return isVariation(answer) ? answer : null;
}

const onlyVariations = (answer: unknown): Variation[] => (Array.isArray(answer) ? answer.filter(isVariation) : []);

/** Every variation of a product, once (Variation Swatches' preload between its thresholds). */
export async function fetchAllVariations(productId: number, nonce: string, archive = false): Promise<Variation[]> {
  return onlyVariations(await wcAjax<unknown>('woo_get_variations', { product_id: productId, is_archive: archive ? 1 : '', _wpnonce: nonce }));
}

/** Swatches Pro's archive list: `GET woo-variation-swatches/v1/archive-product/{id}`. */
export async function fetchArchiveVariations(productId: number): Promise<Variation[]> {
  return onlyVariations(await rest<unknown>(`woo-variation-swatches/v1/archive-product/${productId}`));
}

/** Swatches Pro's preview of one attribute value's image on a loop card, or null. */
export async function fetchPreviewImage(productId: number, attribute: string, value: string): Promise<VariationImage | null> {
  const answer = await rest<{ image?: VariationImage } | false>('woo-variation-swatches/v1/archive-product-preview', {
    searchParams: { product_id: String(productId), [attribute]: value },
  });
  return answer && answer.image && typeof answer.image.src === 'string' ? answer.image : null;
}
