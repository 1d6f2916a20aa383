import { BadMarkup } from '../../src/runtime/bad-markup';

export interface CatalogOrderingProps {
  select: HTMLSelectElement;
}

export function read(host: HTMLElement): CatalogOrderingProps {
  const select = host.querySelector<HTMLSelectElement>('select.orderby');
  if (!(host instanceof HTMLFormElement) || !select) throw new BadMarkup('no select.orderby in the ordering form');
  return { select };
}

/**
 * The hidden fields the form should carry: every parameter of the current address except the ones
 * the form sets itself. The server printed them for the page it served; filters chosen since (kept in
 * the address with pushState) would otherwise be lost by the reload.
 */
export function carriedFields(search: string, own: ReadonlySet<string>): Array<[string, string]> {
  return [...new URLSearchParams(search)].filter(([key]) => !own.has(key));
}
