// WooCommerce renders the shown variation through `script#tmpl-variation-template`. Its CSP-friendly
// path substitutes `{{{ data.variation.key }}}` (raw) and `{{ data.variation.key }}` (escaped) by regex;
// anything richer (`<# … #>` logic, other `data.` paths) needs wp.template (underscore, eval).
import type { Variation } from './types';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/**
 * The template filled with the variation, or null when it needs wp.template. Double braces are
 * HTML-escaped (WooCommerce used window.escape, a URL escaper that mangles "Röd" into "R%F6d").
 */
export function renderTemplate(template: string, variation: Variation): string | null {
  if (template.includes('<#')) return null;
  const references = template.match(/data\.[\w.]+/g) ?? [];
  if (references.some((ref) => !/^data\.variation\.\w+$/.test(ref))) return null;
  return template
    .replace(/\{\{\{\s*data\.variation\.(\w+)\s*\}\}\}/g, (_, key: string) => text(variation[key]))
    .replace(/\{\{\s*data\.variation\.(\w+)\s*\}\}/g, (_, key: string) => text(variation[key]).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!))
    .replace(/\/\*<!\[CDATA\[\*\//g, '')
    .replace(/\/\*\]\]>\*\//g, '');
}

/** WooCommerce's own variation template, for pages whose theme printed none. */
export const DEFAULT_TEMPLATE =
  '<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>' +
  '<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>' +
  '<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>';
