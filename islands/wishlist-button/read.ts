import { BadMarkup } from '../../src/runtime/bad-markup';

export interface WishlistButtonProps {
  productId: string;
  /** The variation the server chose (a default variation), or 0. */
  variationId: number;
  /** Every id the button covers (`data-tinv-wl-productvariations`). */
  variationIds: number[];
  productType: string;
  /** A product card's button: it ignores the product page's variation form. */
  loop: boolean;
}

function ids(value: string | null): number[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(Number).filter(Number.isFinite) : [];
  } catch {
    throw new BadMarkup(`data-tinv-wl-productvariations "${value.slice(0, 40)}" is not a JSON list`);
  }
}

export function read(host: HTMLElement): WishlistButtonProps {
  const productId = host.getAttribute('data-tinv-wl-product')?.trim() ?? '';
  if (!/^\d+$/.test(productId) || productId === '0') throw new BadMarkup(`data-tinv-wl-product "${productId}" is not a product id`);
  return {
    productId,
    variationId: Number(host.getAttribute('data-tinv-wl-productvariation')) || 0,
    variationIds: ids(host.getAttribute('data-tinv-wl-productvariations')),
    productType: host.getAttribute('data-tinv-wl-producttype') ?? '',
    loop: host.classList.contains('tinvwl-loop'),
  };
}
