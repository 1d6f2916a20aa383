import { BadMarkup } from '../../src/runtime/bad-markup';

export interface ReviewsProps {
  /** Null for a product without reviews (Rey prints `.woocommerce-noreviewsWrapper` instead): nothing to load. */
  list: HTMLElement | null;
  /** Rey's load-more button, `data-config='{"qid":101,"total":3}'`. */
  button: HTMLButtonElement | null;
  count: HTMLElement | null;
  sortItems: HTMLElement[];
  addButton: HTMLElement | null;
  productId: string;
  total: number;
}

/** Rey's ajax reviews block (R10): `#reviews.--ajax` with `ol.commentlist`, the sort list and the load-more button. */
export function read(host: HTMLElement): ReviewsProps {
  const list = host.querySelector<HTMLElement>('ol.commentlist');
  if (!list && !host.querySelector('.woocommerce-noreviewsWrapper')) throw new BadMarkup('no ol.commentlist in the reviews block');
  const button = host.querySelector<HTMLButtonElement>('.rey-ajaxRatings-btn');
  let config: { qid?: unknown; total?: unknown } = {};
  if (button) {
    try {
      config = JSON.parse(button.dataset.config ?? '{}');
    } catch {
      throw new BadMarkup('the load-more button\'s data-config is not JSON');
    }
  }
  const productId = String(config.qid ?? document.body.dataset.id ?? '');
  if (!/^\d+$/.test(productId)) throw new BadMarkup(`"${productId}" is not a product id`);
  const total = Number(config.total);
  return {
    list,
    button,
    count: button?.querySelector<HTMLElement>('.__count') ?? null,
    sortItems: [...host.querySelectorAll<HTMLElement>('ul.rey-reviewSort > li[data-key]')],
    addButton: host.querySelector<HTMLElement>('.rey-ajaxRatings-addBtn'),
    productId,
    total: Number.isFinite(total) && total > 0 ? total : 1,
  };
}
