import { BadMarkup } from '../../src/runtime/bad-markup';

export interface AddToCartButtonProps {
  productId: string;
}

/** A positive integer, as a string from an attribute. */
export function isPositiveInteger(value: string | undefined | null): boolean {
  return value != null && /^\s*\d+\s*$/.test(value) && Number(value) > 0;
}

export function isQuantity(value: string | undefined): boolean {
  return value === undefined || (value.trim() !== '' && Number(value) > 0);
}

export function read(host: HTMLElement): AddToCartButtonProps {
  const productId = host.getAttribute('data-product_id');
  if (!isPositiveInteger(productId)) throw new BadMarkup(`data-product_id "${productId}" is not a product id`);
  if (!isQuantity(host.dataset.quantity)) throw new BadMarkup(`data-quantity "${host.dataset.quantity}" is not a quantity`);
  return { productId: productId!.trim() };
}
