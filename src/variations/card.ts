// What the swatch controllers of product cards share (Variation Swatches' archive swatches, Rey's
// catalogue forms): filtering the card's hidden selects for a choice, and a variation's price on the card.
import { parseServerHTML } from '../dom';
import type { VariationIndex } from './matcher';
import { isUsable, resolveChoice, type Resolution } from './selection';

/**
 * Resolves the selects' choice (`keep`: the attribute just picked) and writes it back: a value that no
 * longer fits is cleared, an option that cannot be chosen is disabled. `values[a]` are select a's
 * option values (placeholder excluded).
 */
export function resolveSelects(index: VariationIndex, selects: readonly HTMLSelectElement[], values: readonly (readonly string[])[], keep = -1): Resolution {
  const resolved = resolveChoice(index, values, selects.map((select) => select.value), keep);
  selects.forEach((select, a) => {
    if (select.value !== resolved.chosen[a]) select.value = resolved.chosen[a]!;
    for (const option of select.options) {
      const i = values[a]!.indexOf(option.value);
      if (i >= 0) option.disabled = !isUsable(resolved.flags[a]![i]);
    }
  });
  return resolved;
}

/** A variation's `price_html` for a card's `.price`: its contents, since the card already has the `span.price`. */
export function priceContent(priceHtml: string): Node[] {
  const fragment = parseServerHTML(priceHtml);
  const only = fragment.firstElementChild;
  return fragment.childElementCount === 1 && only?.classList.contains('price') ? [...only.childNodes] : [...fragment.childNodes];
}
