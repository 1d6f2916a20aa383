// Same-page anchor links (`#knivar`, `/kokguide/#knivar` on /kokguide/). Only a simple identifier
// is taken as a target (spec §2): a letter, then letters, digits, `_` or `-`; anything else is left
// to the browser.

/** A hash the shop's anchor links may use: `#` and a simple identifier. */
export const SIMPLE_ANCHOR = /^#[A-Za-z][\w-]*$/;

/** The element a same-page hash link points at, or null (another page, no such element, not a simple id). */
export function anchorTarget(link: Element, here: Location = location): HTMLElement | null {
  const href = link.getAttribute('href');
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || url.pathname !== here.pathname || !SIMPLE_ANCHOR.test(url.hash)) return null;
  return link.ownerDocument.getElementById(url.hash.slice(1));
}

/** The room a sticky header asks above a target (`scroll-margin-top`, set by the sticky island). */
export function stickyAllowance(target: Element): number {
  const view = target.ownerDocument.defaultView;
  return (view && Number.parseFloat(view.getComputedStyle(target).scrollMarginTop)) || 0;
}
