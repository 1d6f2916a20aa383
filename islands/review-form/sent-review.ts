import { parseServerHTML } from '../../src/dom';

/**
 * What Rey does with a review the server accepted: its markup goes to the top of the list (in place
 * of the list's loader), the form is emptied and hidden (the list's "Skriv en recension" shows it
 * again). The review is the server's now; this stays when the island goes.
 */
export function showSentReview(list: Element, html: string, form: HTMLFormElement, wrapper: HTMLElement): void {
  list.querySelector(':scope > li.__loader')?.remove();
  list.prepend(parseServerHTML(html));
  form.reset();
  wrapper.style.display = 'none';
}
