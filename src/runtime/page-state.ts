// What the page already holds before any island's code arrives: the cookies and stored items an
// island's definition looks at to decide whether it has work at load or can wait for the shopper.
// The entry shares no module with the islands, so this is not src/cookies.ts or src/storage.ts.

let cookies: string | null = null;

/**
 * A cookie's raw value, or undefined. document.cookie is a synchronous call into the browser, so it is
 * read once per task however many island definitions ask.
 */
export function cookieValue(name: string): string | undefined {
  if (cookies === null) {
    try {
      cookies = document.cookie;
    } catch {
      cookies = '';
    }
    queueMicrotask(() => {
      cookies = null;
    });
  }
  for (const pair of cookies.split('; ')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === name) return pair.slice(at + 1);
  }
  return undefined;
}

/**
 * Whether the visitor has a cart: WooCommerce's cookies, as src/cart/sync.ts reads them. Without them
 * the cart is empty whatever an earlier page cached, so storage is not consulted: its first read is a
 * call into the browser.
 */
export function hasCart(): boolean {
  return Boolean(cookieValue('woocommerce_items_in_cart') || cookieValue('woocommerce_cart_hash'));
}

/** Whether a storage area holds a non-empty item; storage that throws holds nothing. */
export function hasStoredItem(area: 'local' | 'session', key: string): boolean {
  try {
    return Boolean((area === 'local' ? localStorage : sessionStorage).getItem(key));
  } catch {
    return false;
  }
}

/** A string param a plugin printed (`window[object][key]`), or the fallback. */
export function printedParam(object: string, key: string, fallback: string): string {
  const params = (window as unknown as Record<string, unknown>)[object];
  const value = params && typeof params === 'object' ? (params as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value ? value : fallback;
}

/**
 * Whether a plugin printed a switch as on (`"1"`, `"yes"`, `"true"`, `true`, `1`), as src/config.ts's
 * `flag` reads them.
 */
export function printedSwitch(object: string, key: string): boolean {
  const params = (window as unknown as Record<string, unknown>)[object];
  const value = params && typeof params === 'object' ? (params as Record<string, unknown>)[key] : undefined;
  return value === true || value === 1 || value === '1' || value === 'yes' || value === 'true';
}
