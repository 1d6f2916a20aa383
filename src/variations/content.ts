// WooCommerce's small jQuery helpers for showing a variation ($.fn.wc_set_content and friends): the
// original text or attribute is remembered once in `data-o_*` on the element itself, so any script
// (ours, a theme's, a gallery plugin's) can restore it.
import { writeText } from './patch';

/** Sets an element's text, remembering the server's text once in `data-o_content`. */
export function setContent(el: Element, text: string): void {
  if (!el.hasAttribute('data-o_content')) el.setAttribute('data-o_content', el.textContent ?? '');
  writeText(el, text);
}

/** Puts back the text `setContent` remembered. */
export function resetContent(el: Element): void {
  const original = el.getAttribute('data-o_content');
  if (original !== null) writeText(el, original);
}

/**
 * Sets an attribute, remembering the server's value once in `data-o_<attr>` ('' when it had none).
 * `false` removes the attribute, as WooCommerce does for an image without srcset. Returns whether the
 * element changed.
 */
export function setVariationAttr(el: Element, attr: string, value: string | number | false | undefined): boolean {
  const key = `data-o_${attr}`;
  if (!el.hasAttribute(key)) el.setAttribute(key, el.getAttribute(attr) ?? '');
  if (value === false) {
    if (!el.hasAttribute(attr)) return false;
    el.removeAttribute(attr);
    return true;
  }
  const text = value === undefined ? '' : String(value);
  if (el.getAttribute(attr) === text) return false;
  el.setAttribute(attr, text);
  return true;
}

/**
 * Puts back what `setVariationAttr` remembered. Like WooCommerce, an attribute the server did not
 * print comes back empty rather than absent. Returns whether the element changed.
 */
export function resetVariationAttr(el: Element, attr: string): boolean {
  const original = el.getAttribute(`data-o_${attr}`);
  if (original === null || el.getAttribute(attr) === original) return false;
  el.setAttribute(attr, original);
  return true;
}

/** Snippets decoded so far: variations mostly share their dimensions, and a parse per choice is costly. */
const decodedTexts = new Map<string, string>();

/** Text of an HTML snippet with its entities decoded (`70 &times; 85 cm` → `70 × 85 cm`), never run. */
export function htmlToText(markup: string, doc: Document = document): string {
  let text = decodedTexts.get(markup);
  if (text === undefined) {
    const area = doc.createElement('textarea');
    area.innerHTML = markup;
    text = area.value;
    if (decodedTexts.size >= 64) decodedTexts.delete(decodedTexts.keys().next().value!);
    decodedTexts.set(markup, text);
  }
  return text;
}
