import { BadMarkup } from '../../src/runtime/bad-markup';

export interface ProductBlocksProps {
  action: 'related_products' | 'upsells_products';
  productId: string;
}

/** Rey's placeholder for a lazily loaded block: `div.__placeholder-wrapper.related.products` (or `.upsells`). */
export function read(host: HTMLElement): ProductBlocksProps {
  const action = host.classList.contains('related') ? 'related_products' : host.classList.contains('upsells') ? 'upsells_products' : null;
  if (!action) throw new BadMarkup('the placeholder is neither .related nor .upsells');
  const productId = document.body.dataset.id ?? '';
  if (!/^[1-9]\d*$/.test(productId)) throw new BadMarkup(`body[data-id] "${productId}" is not a product id`);
  return { action, productId };
}
