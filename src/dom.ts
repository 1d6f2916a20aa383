// Small DOM helpers shared by islands.

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data'];
const UNSAFE_URL = /^\s*(javascript|vbscript|data:text\/html)/i;
const DROPPED_ELEMENTS = 'script, object, embed, base, meta[http-equiv]';

/**
 * Parses server markup into an inert fragment (nothing loads or runs while it is parsed) and removes
 * what could run code once inserted: scripts, inline event handlers, javascript: URLs. Our own
 * server's markup has none of these; a tampered cache might.
 */
export function parseServerHTML(html: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const content = template.content;
  content.querySelectorAll(DROPPED_ELEMENTS).forEach((el) => el.remove());
  for (const el of content.querySelectorAll('*')) {
    // By name (a list of strings, no Attr object per attribute: a cart's fragments hold thousands),
    // the value read only where it can be a URL.
    for (const name of el.getAttributeNames()) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || lower === 'srcdoc') el.removeAttribute(name);
      else if (URL_ATTRIBUTES.includes(lower) && UNSAFE_URL.test(el.getAttribute(name)!)) el.removeAttribute(name);
    }
  }
  return content;
}

/** An http(s) or same-site URL to navigate to, or null for anything else (javascript:, data:, …). */
export function safeUrl(value: unknown, base: string = location.href): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Where the page is on its way to, and whether a return from the back-forward cache is listened for:
 * a restored page is going nowhere.
 */
const navigation: { leavingFor: string | null; listeningForReturn: boolean } = { leavingFor: null, listeningForReturn: false };

/**
 * Sends the browser to a URL the server gave us, if it is a web URL. Returns whether it went. Assigning
 * the URL the page is already on its way to would abort that navigation and start it over (after one
 * add, the form and the cart panel both follow the button's checkout URL), so that is skipped.
 */
export function navigate(value: unknown): boolean {
  const url = safeUrl(value);
  if (!url) return false;
  if (url === navigation.leavingFor) return true;
  if (!navigation.listeningForReturn) {
    navigation.listeningForReturn = true;
    window.addEventListener('pageshow', () => {
      navigation.leavingFor = null;
    });
  }
  navigation.leavingFor = url;
  window.location.assign(url);
  return true;
}

/** Every `data-*` attribute of an element, keys as WooCommerce reads them (`product_id`, `quantity`). */
export function dataAttributes(el: HTMLElement): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(el.dataset)) {
    if (value !== undefined && !key.startsWith('wi')) data[key] = value;
  }
  return data;
}

/**
 * Shows an element the way jQuery's `.show()` does, which is how WooCommerce's scripts show what the
 * server printed hidden: the inline `display` is cleared, and if a stylesheet still hides the element
 * (woocommerce.css hides the store notice until its script runs) it gets its tag's default display.
 */
export function showElement(el: HTMLElement): void {
  el.style.display = '';
  if (getComputedStyle(el).display !== 'none') return;
  el.style.display = defaultDisplay(el);
}

/** The display an element of this tag has where no stylesheet of the page styles it. */
function defaultDisplay(el: HTMLElement): string {
  const probe = el.ownerDocument.createElement(el.localName);
  el.ownerDocument.body.append(probe);
  const display = getComputedStyle(probe).display;
  probe.remove();
  return display === 'none' ? 'block' : display;
}
