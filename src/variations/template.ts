// WooCommerce renders the shown variation through `script#tmpl-variation-template`. Its CSP-friendly
// path substitutes `{{{ data.variation.key }}}` (raw) and `{{ data.variation.key }}` (escaped) by regex;
// anything richer (`<# … #>` logic, other `data.` paths) needs wp.template (underscore, eval). A
// template is compiled once into its pieces, so showing a variation is a join, not a regex pass.
import type { Variation } from './types';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Static text, or a variation field (escaped or raw). */
export type TemplatePiece = string | { key: string; escape: boolean };

/** Each template compiled once, by source; null for one that needs wp.template. */
const compiledTemplates = new Map<string, TemplatePiece[] | null>();

function compile(template: string): TemplatePiece[] | null {
  if (template.includes('<#')) return null;
  const references = template.match(/data\.[\w.]+/g) ?? [];
  if (references.some((ref) => !/^data\.variation\.\w+$/.test(ref))) return null;
  const source = template.replace(/\/\*<!\[CDATA\[\*\//g, '').replace(/\/\*\]\]>\*\//g, '');
  const pieces: TemplatePiece[] = [];
  const pattern = /\{\{(\{?)\s*data\.variation\.(\w+)\s*\}\}(\}?)/g;
  let last = 0;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    pieces.push(source.slice(last, match.index));
    // Mismatched braces render nothing, as in WooCommerce.
    pieces.push(match[1]!.length === match[3]!.length ? { key: match[2]!, escape: match[1] === '' } : '');
    last = pattern.lastIndex;
  }
  pieces.push(source.slice(last));
  return pieces;
}

/**
 * The template filled with the variation, or null when it needs wp.template. Double braces are
 * HTML-escaped (WooCommerce used window.escape, a URL escaper that mangles "Röd" into "R%F6d").
 */
export function renderTemplate(template: string, variation: Variation): string | null {
  let pieces = compiledTemplates.get(template);
  if (pieces === undefined) compiledTemplates.set(template, (pieces = compile(template)));
  if (!pieces) return null;
  let out = '';
  for (const piece of pieces) {
    if (typeof piece === 'string') out += piece;
    else if (piece.escape) out += text(variation[piece.key]).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
    else out += text(variation[piece.key]);
  }
  return out;
}

/** WooCommerce's own variation template, for pages whose theme printed none. */
export const DEFAULT_TEMPLATE =
  '<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>' +
  '<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>' +
  '<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>';
