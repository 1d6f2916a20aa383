// What Rey's ajax reviews list shows: the pages loaded into it, and its line loader meanwhile. Loaded
// reviews are the server's markup; they stay when the island goes.
import { parseServerHTML } from '../../src/dom';

const dropLoader = (list: HTMLElement) => list.querySelector(':scope > li.__loader')?.remove();

/** Rey empties the list at once and shows its loader until the new order arrives. */
export function showLoader(list: HTMLElement): void {
  const loader = list.ownerDocument.createElement('li');
  loader.className = '__loader';
  loader.innerHTML = '<div class="rey-lineLoader"></div>';
  list.replaceChildren(loader);
}

/** A loaded page of reviews: the first replaces the list, a later one follows it. */
export function showPage(list: HTMLElement, page: number, html: string): void {
  if (page === 1) list.replaceChildren();
  else dropLoader(list);
  if (html.trim()) list.append(parseServerHTML(html));
}

/** A load that failed: the loader goes (why is told after the list). */
export function showFailed(list: HTMLElement): void {
  dropLoader(list);
}
