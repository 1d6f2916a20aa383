// WooCommerce's variation helpers on jQuery ($.fn.wc_variation_form, the gallery and content helpers),
// for plugins that still call them: quick views run `$(form).wc_variation_form()` on markup they loaded,
// gallery plugins run `$form.wc_variations_image_update(variation)`. Installed from the entry, before
// DOMContentLoaded, only when the page has jQuery. The form work is the variation-form island's: the
// shims hand it over with events, so this file stays small (it ships on every page).
import { resetContent, resetVariationAttr, setContent, setVariationAttr } from './content';

/** Re-read the form's variations and check again (the island's answer to `wc_variation_form()`). */
export const REINIT_EVENT = 'woo-islands:variation-form-init';
/** Show a variation's image (detail: the variation) or the original (detail: null). */
export const IMAGE_EVENT = 'woo-islands:variation-image';

interface JQueryLike {
  each(callback: (index: number, element: Element) => void): JQueryLike;
}
type Plugin = (this: JQueryLike, ...args: never[]) => JQueryLike;

function tell(element: Element, type: string, detail: unknown = null): void {
  element.dispatchEvent(new CustomEvent(type, { detail }));
}

const shims: Record<string, Plugin> = {
  wc_variation_form() {
    // A form the runtime has not seen yet mounts by itself (the runtime follows inserted markup).
    return this.each((_, form) => tell(form, REINIT_EVENT));
  },
  wc_variations_image_update(variation?: unknown) {
    return this.each((_, form) => tell(form, IMAGE_EVENT, variation && typeof variation === 'object' ? variation : null));
  },
  wc_variations_image_reset() {
    return this.each((_, form) => tell(form, IMAGE_EVENT, null));
  },
  wc_set_content(content?: string) {
    return this.each((_, el) => setContent(el, String(content ?? '')));
  },
  wc_reset_content() {
    return this.each((_, el) => resetContent(el));
  },
  wc_set_variation_attr(attr?: string, value?: string | false) {
    return this.each((_, el) => void (attr && setVariationAttr(el, attr, value)));
  },
  wc_reset_variation_attr(attr?: string) {
    return this.each((_, el) => void (attr && resetVariationAttr(el, attr)));
  },
};

/** Adds the helpers WooCommerce's add-to-cart-variation.js defines, leaving any a script already defined. */
export function installVariationShims(win: Window = window): void {
  const fn = (win as unknown as { jQuery?: { fn?: Record<string, unknown> } }).jQuery?.fn;
  if (!fn) return;
  for (const [name, plugin] of Object.entries(shims)) {
    const current = fn[name];
    // Another script's own helper stays; the entry's forwarding stubs give way.
    if (typeof current !== 'function' || (current as { wooIslandsStub?: boolean }).wooIslandsStub) fn[name] = plugin;
  }
}
