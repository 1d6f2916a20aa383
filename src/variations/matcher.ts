// WooCommerce's variation matching and option filtering (add-to-cart-variation.js), rebuilt for large
// products. The original re-scans every variation for every select on every change and rebuilds each
// select from cached HTML; a 1,000-variation product costs tens of milliseconds per click. Here each
// variation list is indexed once: per attribute, per value, a bitset of the variations that carry that
// value (or leave the attribute empty, "any"). Matching and filtering are then a few word-wise ANDs.
import type { Variation } from './types';

/** Option flags from `filterOptions`. */
export const ATTACHED = 1; // some variation that fits the other choices uses this value
export const ENABLED = 2; // … and one of those is active (variation_is_active)
export const IN_STOCK = 4; // … and one of those is in stock

type Bits = Uint32Array;

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * WooCommerce decodes a variation's attribute value as HTML before comparing it with an option's value
 * (the option's value attribute was decoded by the parser). Values rarely hold entities; only those pay.
 */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITY[name.toLowerCase()] ?? whole;
  });
}

export class VariationIndex {
  /** Attribute names (`attribute_pa_farg`), in the order of the form's selects. */
  readonly attributes: readonly string[];
  readonly variations: readonly Variation[];
  private readonly words: number;
  private readonly all: Bits;
  private readonly active: Bits;
  private readonly inStock: Bits;
  /** Per attribute: variations that leave it empty or do not name it ("any"). */
  private readonly any: Bits[];
  /** Per attribute and value: variations with that value OR "any" (what a choice of it allows). */
  private readonly allows: Map<string, Bits>[];
  /** Per attribute and value: variations with exactly that value. */
  private readonly exact: Map<string, Bits>[];
  /**
   * Per set, the words that hold its variations ([first, end)): variations come in menu order, those of
   * one value mostly together, so the word-wise loops (which run cold, once a click) read only those.
   */
  private readonly spans = new Map<Bits, readonly [number, number]>();

  constructor(variations: readonly Variation[], attributes: readonly string[]) {
    this.variations = variations;
    this.attributes = attributes;
    const n = variations.length;
    this.words = Math.max(1, Math.ceil(n / 32));
    this.all = this.bits();
    this.active = this.bits();
    this.inStock = this.bits();
    this.any = attributes.map(() => this.bits());
    this.exact = attributes.map(() => new Map());
    variations.forEach((variation, i) => {
      const word = i >>> 5;
      const bit = 1 << (i & 31);
      this.all[word]! |= bit;
      // WooCommerce treats a missing flag as true (only `false` greys an option out / hides stock).
      if (variation.variation_is_active !== false) this.active[word]! |= bit;
      if (variation.is_in_stock !== false) this.inStock[word]! |= bit;
      attributes.forEach((name, a) => {
        const raw = variation.attributes[name];
        if (raw === undefined || raw === null || raw === '') {
          this.any[a]![word]! |= bit;
          return;
        }
        const value = decodeEntities(String(raw));
        let set = this.exact[a]!.get(value);
        if (!set) this.exact[a]!.set(value, (set = this.bits()));
        set[word]! |= bit;
      });
    });
    this.allows = this.exact.map((byValue, a) => {
      const out = new Map<string, Bits>();
      for (const [value, set] of byValue) {
        const union = this.bits();
        for (let w = 0; w < this.words; w++) union[w] = set[w]! | this.any[a]![w]!;
        out.set(value, union);
      }
      return out;
    });
  }

  private bits(): Bits {
    return new Uint32Array(this.words);
  }

  private spanOf(set: Bits): readonly [number, number] {
    let span = this.spans.get(set);
    if (!span) {
      let from = 0;
      let to = this.words;
      while (from < to && !set[from]) from++;
      while (to > from && !set[to - 1]) to--;
      this.spans.set(set, (span = [from, to]));
    }
    return span;
  }

  /** The variations a choice of `value` for attribute `a` allows (an unknown value: only "any" ones). */
  private allowedBy(a: number, value: string): Bits {
    return this.allows[a]!.get(value) ?? this.any[a]!;
  }

  /**
   * The variations that fit a choice (one value per attribute, '' for "not chosen"), as WooCommerce's
   * isMatch: a variation fails only where both it and the choice name a value and they differ.
   * `skip` leaves one attribute out (what option filtering asks for each select). None fits outside
   * the words [from, to).
   */
  private matching(chosen: readonly string[], skip = -1): { set: Bits; from: number; to: number } {
    let from = 0;
    let to = this.words;
    for (let a = 0; a < this.attributes.length; a++) {
      const value = chosen[a];
      if (a === skip || !value) continue;
      const span = this.spanOf(this.allowedBy(a, value));
      if (span[0] > from) from = span[0];
      if (span[1] < to) to = span[1];
    }
    const set = this.bits();
    for (let w = from; w < to; w++) set[w] = this.all[w]!;
    for (let a = 0; a < this.attributes.length && from < to; a++) {
      const value = chosen[a];
      if (a === skip || !value) continue;
      const allowed = this.allowedBy(a, value);
      for (let w = from; w < to; w++) set[w]! &= allowed[w]!;
    }
    return { set, from, to };
  }

  /** The first variation (menu order) that fits the choice, or null. */
  findMatch(chosen: readonly string[]): Variation | null {
    const { set, from, to } = this.matching(chosen);
    for (let w = from; w < to; w++) {
      const word = set[w]!;
      if (word) return this.variations[w * 32 + (31 - Math.clz32(word & -word))] ?? null;
    }
    return null;
  }

  /** Every variation that fits the choice, in menu order. */
  findMatches(chosen: readonly string[]): Variation[] {
    const { set } = this.matching(chosen);
    const out: Variation[] = [];
    for (let i = 0; i < this.variations.length; i++) if (set[i >>> 5]! & (1 << (i & 31))) out.push(this.variations[i]!);
    return out;
  }

  /**
   * WooCommerce's update_variation_values for one attribute: for each option value, whether a variation
   * that fits the *other* choices uses it (ATTACHED), whether one of those is active (ENABLED) and in
   * stock (IN_STOCK). A fitting variation with "any" for this attribute attaches every option.
   */
  filterOptions(chosen: readonly string[], attribute: number, values: readonly string[]): Uint8Array {
    const { set: fits, from, to } = this.matching(chosen, attribute);
    const any = this.any[attribute]!;
    const anySpan = this.spanOf(any);
    let anyFits = 0;
    let anyActive = 0;
    let anyInStock = 0;
    for (let w = Math.max(from, anySpan[0]), end = Math.min(to, anySpan[1]); w < end; w++) {
      const both = fits[w]! & any[w]!;
      anyFits |= both;
      anyActive |= both & this.active[w]!;
      anyInStock |= both & this.inStock[w]!;
    }
    const flags = new Uint8Array(values.length);
    const exact = this.exact[attribute]!;
    values.forEach((value, i) => {
      let attached = anyFits;
      let enabled = anyActive;
      let inStock = anyInStock;
      const set = value ? exact.get(value) : undefined;
      if (set) {
        const span = this.spanOf(set);
        for (let w = Math.max(from, span[0]), stop = Math.min(to, span[1]); w < stop && !(attached && enabled && inStock); w++) {
          const both = fits[w]! & set[w]!;
          attached |= both;
          enabled |= both & this.active[w]!;
          inStock |= both & this.inStock[w]!;
        }
      }
      flags[i] = (attached ? ATTACHED : 0) | (enabled ? ENABLED : 0) | (inStock ? IN_STOCK : 0);
    });
    return flags;
  }
}

/** The reference algorithm, WooCommerce's isMatch over the whole list; the unit tests hold the index to it. */
export function matchesLinear(variations: readonly Variation[], chosen: Record<string, string>): Variation[] {
  return variations.filter((variation) =>
    Object.entries(variation.attributes).every(([name, value]) => {
      const wanted = chosen[name];
      return wanted === undefined || value === undefined || value === '' || wanted === '' || decodeEntities(value) === wanted;
    }),
  );
}
