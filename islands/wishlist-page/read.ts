export interface WishlistPageProps {
  /** The list's share key, page and page size (from the form), or null for the empty list. */
  shareKey: string | null;
  paged: string;
  perPage: string;
  /** The owner's view (it can remove items); a wishlist changed in another tab refreshes it. */
  owner: boolean;
}

export function read(host: HTMLElement): WishlistPageProps {
  const form = host.querySelector<HTMLFormElement>('form[data-tinvwl_sharekey]');
  return {
    shareKey: form?.getAttribute('data-tinvwl_sharekey') ?? null,
    paged: form?.getAttribute('data-tinvwl_paged') ?? '1',
    perPage: form?.getAttribute('data-tinvwl_per_page') ?? '',
    owner: Boolean(host.querySelector('button[name="tinvwl-remove"], #tinvwl_product_actions')),
  };
}
