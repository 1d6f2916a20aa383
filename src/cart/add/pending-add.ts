import type { FormValue } from '../../http';
import type { PendingAdd } from '../../stores/cart';

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * What an add shows before the server answers, read from what the shopper clicked: the product card
 * of a loop button, or the single product page's summary for a product form.
 */
export function describeAdd(button: HTMLElement, data: Record<string, FormValue>): PendingAdd {
  const quantity = Number(data.quantity ?? 1);
  const card = button.closest('li.product, .product.type-product, .wc-block-grid__product');
  const summary = card ?? button.closest('.summary, .entry-summary')?.parentElement ?? null;
  const name = text(summary?.querySelector('.woocommerce-loop-product__title, .product_title, .wc-block-grid__product-title'));
  const price = summary?.querySelector('.price');
  // A sale price: the current one is the <ins>.
  const current = price?.querySelector('ins .amount') ?? price?.querySelector('.amount');
  const image = summary?.querySelector<HTMLImageElement>('img.attachment-woocommerce_thumbnail, .woocommerce-product-gallery__image img, img');
  return {
    quantity: Number.isFinite(quantity) && quantity > 0 ? quantity : 1,
    name: name || text(button.closest('form')?.querySelector('.product_title')),
    image: image?.currentSrc || image?.getAttribute('src') || '',
    price: text(current),
  };
}
