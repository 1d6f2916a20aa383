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

// WooCommerce prints error notices as `ul.woocommerce-error[role=alert] > li` (templates/notices/error.php).
// The alert role replaces the list's own, so its items belong to no list (axe: listitem, serious) and a
// screen reader cannot say how many errors there are. Where an island puts notices on the page, the alert
// role goes on a wrapper instead: the list keeps WooCommerce's classes (themes style them) and stays a list.
const ALERT_LISTS = 'ul[role="alert"], ol[role="alert"]';

/** Puts `list` (where it is, if anywhere) inside a new alert, and takes the alert role off the list. */
function wrapInAlert(list: HTMLElement): HTMLElement {
  const wrapper = list.ownerDocument.createElement('div');
  wrapper.setAttribute('role', 'alert');
  list.replaceWith(wrapper);
  list.removeAttribute('role');
  wrapper.append(list);
  return wrapper;
}

/** Moves the alert role of the notice lists in `root` (server markup about to be shown) onto wrappers. */
export function alertsAroundLists<T extends ParentNode>(root: T): T {
  root.querySelectorAll<HTMLElement>(ALERT_LISTS).forEach(wrapInAlert);
  return root;
}

/** An error notice of our own in WooCommerce's markup (`ul.woocommerce-error > li`), inside an alert. */
export function errorNotice(doc: Document, message: string): HTMLElement {
  const list = doc.createElement('ul');
  list.className = 'woocommerce-error';
  list.append(Object.assign(doc.createElement('li'), { textContent: message }));
  return wrapInAlert(list);
}
