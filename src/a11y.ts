// The screen-reader live region WooCommerce's add-to-cart.js uses; themes style and reuse it.
const REGION = '.widget_shopping_cart_live_region';

function liveRegion(doc: Document): HTMLElement {
  const existing = doc.querySelector<HTMLElement>(REGION);
  if (existing) return existing;
  const region = doc.createElement('div');
  region.className = 'widget_shopping_cart_live_region screen-reader-text';
  region.setAttribute('role', 'status');
  doc.body.append(region);
  return region;
}

/** Empties the cart live region before a new add or remove, so the next message is announced. */
export function clearCartAnnouncement(doc: Document = document): void {
  const region = doc.querySelector<HTMLElement>(REGION);
  if (!region) return;
  region.textContent = '';
  region.removeAttribute('aria-relevant');
}

/** Announces a cart message to screen readers. */
export function announceCart(message: string, doc: Document = document): void {
  if (!message) return;
  const region = liveRegion(doc);
  region.setAttribute('aria-relevant', 'all');
  region.textContent = message;
}
