import { describe, expect, it } from 'vitest';
import { ATTACHED, ENABLED, IN_STOCK, VariationIndex, decodeEntities, matchesLinear } from './matcher';
import { chosenCount, isOutOfStock, isPurchasable, isUsable, quantityFor, resolveChoice, stockLeftLabels } from './selection';
import { renderTemplate } from './template';
import type { Variation } from './types';

const COLOR = 'attribute_pa_farg';
const SIZE = 'attribute_pa_storlek';
const MATERIAL = 'attribute_pa_material';

let nextId = 1;
function v(attributes: Record<string, string>, extra: Partial<Variation> = {}): Variation {
  return { attributes, variation_id: nextId++, is_in_stock: true, variation_is_active: true, ...extra };
}

/** A small seeded PRNG, so random cases are the same on every run. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** WooCommerce's update_variation_values for one select, written the way add-to-cart-variation.js does it. */
function referenceFlags(variations: Variation[], attributes: string[], chosen: string[], a: number, values: string[]): number[] {
  const criteria = Object.fromEntries(attributes.map((name, i) => [name, i === a ? '' : chosen[i]!]));
  const fitting = matchesLinear(variations, criteria);
  return values.map((value) => {
    let flags = 0;
    for (const variation of fitting) {
      const own = variation.attributes[attributes[a]!] ?? '';
      if (own !== '' && decodeEntities(own) !== value) continue;
      flags |= ATTACHED;
      if (variation.variation_is_active !== false) flags |= ENABLED;
      if (variation.is_in_stock !== false) flags |= IN_STOCK;
    }
    return flags;
  });
}

const apron = () => {
  nextId = 1;
  return [
    v({ [COLOR]: 'natur', [SIZE]: 's' }),
    v({ [COLOR]: 'natur', [SIZE]: 'm' }),
    v({ [COLOR]: 'grafit', [SIZE]: 'm' }),
    v({ [COLOR]: 'grafit', [SIZE]: 'l' }, { variation_is_active: false }),
    v({ [COLOR]: 'rost', [SIZE]: 'l' }, { is_in_stock: false }),
    v({ [COLOR]: 'salvia', [SIZE]: '' }),
  ];
};

describe('VariationIndex matching', () => {
  it('matches as WooCommerce does: an empty value on either side is a wildcard, the first match wins', () => {
    const variations = apron();
    const index = new VariationIndex(variations, [COLOR, SIZE]);
    expect(index.findMatch(['natur', 'm'])?.variation_id).toBe(2);
    expect(index.findMatch(['salvia', 'xl'])?.variation_id).toBe(6);
    expect(index.findMatch(['natur', 'xl'])).toBeNull();
    expect(index.findMatch(['', 'm'])?.variation_id).toBe(2);
    expect(index.findMatches(['', 'm']).map((x) => x.variation_id)).toEqual([2, 3, 6]);
    expect(index.findMatch(['okänd', ''])).toBeNull();
  });

  it('ignores attributes a variation does not name, and attributes the form has no select for', () => {
    nextId = 1;
    const variations = [v({ [COLOR]: 'natur' }), v({ [COLOR]: 'rost', [SIZE]: 's', attribute_extra: 'x' })];
    const index = new VariationIndex(variations, [COLOR, SIZE]);
    expect(index.findMatch(['natur', 's'])?.variation_id).toBe(1);
    expect(index.findMatch(['rost', 's'])?.variation_id).toBe(2);
  });

  it("compares entity-encoded values decoded, as WooCommerce's option filtering does", () => {
    nextId = 1;
    const variations = [v({ attribute_monster: 'Röd &amp; vit' }), v({ attribute_monster: 'Blå' })];
    const index = new VariationIndex(variations, ['attribute_monster']);
    expect(index.findMatch(['Röd & vit'])?.variation_id).toBe(1);
    expect(decodeEntities('&#229;&#xE4;&lt;&unknown;')).toBe('åä<&unknown;');
  });

  it('agrees with the linear reference on every choice of random products (any values, gaps, inactive, out of stock)', () => {
    const rnd = random(42);
    for (let product = 0; product < 40; product++) {
      const attributes = ['attribute_a', 'attribute_b', 'attribute_c'].slice(0, 1 + Math.floor(rnd() * 3));
      const values = attributes.map(() => Array.from({ length: 2 + Math.floor(rnd() * 4) }, (_, i) => `v${i}`));
      const variations: Variation[] = [];
      const count = 1 + Math.floor(rnd() * 40);
      for (let i = 0; i < count; i++) {
        const attrs = Object.fromEntries(attributes.map((name, a) => [name, rnd() < 0.15 ? '' : values[a]![Math.floor(rnd() * values[a]!.length)]!]));
        variations.push(v(attrs, { variation_is_active: rnd() > 0.15, is_in_stock: rnd() > 0.2 }));
      }
      const index = new VariationIndex(variations, attributes);
      for (let trial = 0; trial < 25; trial++) {
        const chosen = attributes.map((_, a) => (rnd() < 0.35 ? '' : values[a]![Math.floor(rnd() * values[a]!.length)]!));
        const criteria = Object.fromEntries(attributes.map((name, a) => [name, chosen[a]!]));
        expect(index.findMatches(chosen)).toEqual(matchesLinear(variations, criteria));
        expect(index.findMatch(chosen)).toEqual(matchesLinear(variations, criteria)[0] ?? null);
        attributes.forEach((_, a) => {
          expect([...index.filterOptions(chosen, a, values[a]!)]).toEqual(referenceFlags(variations, attributes, chosen, a, values[a]!));
        });
      }
    }
  });

  it('agrees with the reference on products of many words, their fitting variations in a few of them', () => {
    const rnd = random(7);
    for (let product = 0; product < 12; product++) {
      const attributes = ['attribute_a', 'attribute_b', 'attribute_c'];
      const values = attributes.map(() => Array.from({ length: 3 + Math.floor(rnd() * 5) }, (_, i) => `v${i}`));
      // In menu order, one value of the first attribute after another (as WooCommerce generates them).
      const variations: Variation[] = [];
      for (const a of values[0]!) {
        for (let i = 0; i < 10 + Math.floor(rnd() * 40); i++) {
          const rest = attributes.slice(1).map((_, k) => (rnd() < 0.1 ? '' : values[k + 1]![Math.floor(rnd() * values[k + 1]!.length)]!));
          variations.push(v({ attribute_a: rnd() < 0.05 ? '' : a, attribute_b: rest[0]!, attribute_c: rest[1]! }, { variation_is_active: rnd() > 0.1, is_in_stock: rnd() > 0.2 }));
        }
      }
      const index = new VariationIndex(variations, attributes);
      for (let trial = 0; trial < 20; trial++) {
        const chosen = attributes.map((_, a) => (rnd() < 0.3 ? '' : values[a]![Math.floor(rnd() * values[a]!.length)]!));
        attributes.forEach((_, a) => {
          expect([...index.filterOptions(chosen, a, values[a]!)]).toEqual(referenceFlags(variations, attributes, chosen, a, values[a]!));
        });
      }
    }
  });
});

describe('option filtering', () => {
  it('removes options that cannot combine, greys out inactive ones and marks out-of-stock ones', () => {
    const index = new VariationIndex(apron(), [COLOR, SIZE]);
    const sizes = ['s', 'm', 'l', 'xl'];
    // Grafit: M is usable, L exists only as an inactive variation, S and XL do not combine.
    const flags = index.filterOptions(['grafit', ''], 1, sizes);
    expect([...flags].map(isUsable)).toEqual([false, true, false, false]);
    expect(flags[2]! & ATTACHED).toBe(ATTACHED);
    expect(flags[0]! & ATTACHED).toBe(0);
    // Rost: only L, out of stock; Salvia ("any size"): every size.
    expect(index.filterOptions(['rost', ''], 1, sizes)[2]).toBe(ATTACHED | ENABLED);
    expect([...index.filterOptions(['salvia', ''], 1, sizes)].every(isUsable)).toBe(true);
    // Out of stock: it combines, but no variation that fits it is in stock (an option that does not
    // combine is not "out of stock", it is not there).
    expect([...index.filterOptions(['rost', ''], 1, sizes)].map(isOutOfStock)).toEqual([false, false, true, false]);
    expect([...index.filterOptions(['', 'l'], 0, ['natur', 'grafit', 'rost', 'salvia'])].map(isOutOfStock)).toEqual([false, false, true, false]);
    // The colour select given size S: natur and salvia.
    expect([...index.filterOptions(['', 's'], 0, ['natur', 'grafit', 'rost', 'salvia'])].map(isUsable)).toEqual([true, false, false, true]);
  });

  it('clears a chosen value that stopped fitting, and cascades until every choice fits', () => {
    const index = new VariationIndex(apron(), [COLOR, SIZE]);
    const values = [['natur', 'grafit', 'rost', 'salvia'], ['s', 'm', 'l', 'xl']];
    // Grafit does not come in S: WooCommerce clears in select order (the colour goes) …
    expect(resolveChoice(index, values, ['grafit', 's'])).toMatchObject({ chosen: ['', 's'], cleared: [0] });
    // … unless the colour is what the shopper just picked: then S goes.
    const changed = resolveChoice(index, values, ['grafit', 's'], 0);
    expect(changed.chosen).toEqual(['grafit', '']);
    expect(changed.cleared).toEqual([1]);
    // Both stay when they fit.
    expect(resolveChoice(index, values, ['natur', 'm']).cleared).toEqual([]);
    // An inactive combination clears the first invalid select (colour grafit given L is greyed out).
    expect(resolveChoice(index, values, ['grafit', 'l'])).toMatchObject({ chosen: ['', 'l'], cleared: [0] });
    expect(chosenCount(['', 'l', 'x'])).toBe(2);
  });

  it('filters a 1,000-variation product in well under a frame, each change', () => {
    nextId = 1;
    const colors = Array.from({ length: 10 }, (_, i) => `farg-${i}`);
    const sizes = Array.from({ length: 10 }, (_, i) => `${(i + 6) * 10}-cm`);
    const materials = Array.from({ length: 10 }, (_, i) => `material-${i}`);
    const variations: Variation[] = [];
    for (const c of colors) for (const s of sizes) for (const m of materials) {
      const n = variations.length;
      variations.push(v({ [COLOR]: c, [SIZE]: s, [MATERIAL]: m }, { is_in_stock: n % 7 !== 3, variation_is_active: n % 13 !== 5 }));
    }
    expect(variations).toHaveLength(1000);
    const attributes = [COLOR, SIZE, MATERIAL];
    const values = [colors, sizes, materials];
    const index = new VariationIndex(variations, attributes);
    const rnd = random(7);
    const durations: number[] = [];
    let chosen = ['', '', ''];
    for (let change = 0; change < 300; change++) {
      const a = Math.floor(rnd() * 3);
      chosen = [...chosen];
      chosen[a] = rnd() < 0.2 ? '' : values[a]![Math.floor(rnd() * 10)]!;
      const start = performance.now();
      const resolved = resolveChoice(index, values, chosen);
      const match = chosenCount(resolved.chosen) === 3 ? index.findMatch(resolved.chosen) : null;
      durations.push(performance.now() - start);
      // Correct before fast: the result equals the reference.
      if (change % 30 === 0) {
        resolved.flags.forEach((flags, i) => expect([...flags]).toEqual(referenceFlags(variations, attributes, resolved.chosen, i, values[i]!)));
        if (match) expect(match).toBe(matchesLinear(variations, Object.fromEntries(attributes.map((n, i) => [n, resolved.chosen[i]!])))[0]);
      }
      chosen = resolved.chosen;
    }
    durations.sort((x, y) => x - y);
    const median = durations[durations.length >> 1]!;
    // The whole form update has 16 ms; the logic gets a small slice of it (typically ~0.02 ms here).
    expect(median).toBeLessThan(2);
  });
});

describe('stock-left labels', () => {
  it("labels the open attribute's values with at most 5 left, only when exactly one attribute is open", () => {
    nextId = 1;
    const variations = [
      v({ [COLOR]: 'natur', [SIZE]: 's' }, { max_qty: 3, variation_stock_left: '3 kvar' }),
      v({ [COLOR]: 'natur', [SIZE]: 'm' }, { max_qty: 12, variation_stock_left: '12 kvar' }),
      v({ [COLOR]: 'natur', [SIZE]: 'l' }, { max_qty: 5, variation_stock_left: '5 kvar' }),
      v({ [COLOR]: 'natur', [SIZE]: 'xl' }, { max_qty: 2, variation_stock_left: '2 kvar', is_in_stock: false }),
    ];
    const index = new VariationIndex(variations, [COLOR, SIZE]);
    expect([...stockLeftLabels(index, ['natur', ''], ['s', 'm', 'l', 'xl'], 5)]).toEqual([['s', '3 kvar'], ['l', '5 kvar']]);
    expect(stockLeftLabels(index, ['natur', 's'], ['s', 'm'], 5).size).toBe(0);
    expect(stockLeftLabels(index, ['', ''], ['s', 'm'], 5).size).toBe(0);
    expect(stockLeftLabels(new VariationIndex(variations, [SIZE]), [''], ['s'], 5).size).toBe(0);
  });
});

describe('showing a variation', () => {
  it('is purchasable only when purchasable, in stock and visible', () => {
    expect(isPurchasable(v({}, { is_purchasable: true, variation_is_visible: true }))).toBe(true);
    expect(isPurchasable(v({}, { is_purchasable: false }))).toBe(false);
    expect(isPurchasable(v({}, { is_in_stock: false }))).toBe(false);
    expect(isPurchasable(v({}, { variation_is_visible: false }))).toBe(false);
  });

  it('clamps the quantity as WooCommerce does; sold individually forces 1 and hides it', () => {
    expect(quantityFor(v({}, { min_qty: 1, max_qty: 3 }), '7')).toEqual({ value: 3, min: 1, max: 3, step: '', hidden: false });
    expect(quantityFor(v({}, { min_qty: 2, max_qty: '' , step_qty: 2 }), '1')).toEqual({ value: 2, min: 2, max: '', step: 2, hidden: false });
    expect(quantityFor(v({}, { min_qty: 1, max_qty: 10 }), 'abc').value).toBe(1);
    expect(quantityFor(v({}, { is_sold_individually: 'yes', min_qty: 1, max_qty: 10 }), '4')).toEqual({ value: 1, min: 1, max: '', step: '', hidden: true });
  });

  it('fills the CSP-friendly template: raw triple braces, escaped double braces, CDATA markers gone', () => {
    const variation = v({}, { price_html: '<span class="price">349 kr</span>', sku: 'A&B<1>' });
    expect(renderTemplate('<div>{{{ data.variation.price_html }}}</div><i>{{ data.variation.sku }}</i>/*<![CDATA[*/x/*]]>*/{{{ data.variation.missing }}}', variation))
      .toBe('<div><span class="price">349 kr</span></div><i>A&amp;B&lt;1&gt;</i>x');
    expect(renderTemplate('<# if ( data.variation.sku ) { #>x<# } #>', variation)).toBeNull();
    expect(renderTemplate('{{ data.variation.image.src }}', variation)).toBeNull();
  });
});

describe('swatch states', () => {
  it('disables what cannot combine or is out of stock and inactive; an active out-of-stock value follows the plugin\'s setting', async () => {
    const { swatchState } = await import('./swatches');
    expect(swatchState(0, false, 'disabled')).toMatchObject({ disabled: true, noStock: false, tooltip: '(Unavailable)' });
    expect(swatchState(ATTACHED | ENABLED, false, 'disabled')).toMatchObject({ disabled: true, tooltip: '(Out of Stock)' });
    expect(swatchState(ATTACHED | ENABLED, true, 'clickable')).toMatchObject({ selected: true, disabled: false, noStock: true, tooltip: '(Unavailable)' });
    // The free plugin has no out-of-stock setting: the value is choosable like any other.
    expect(swatchState(ATTACHED | ENABLED, false, 'choosable')).toEqual({ selected: false, disabled: false, noStock: false, tooltip: '', stockLeft: '' });
    // Inactive (the server hides out-of-stock variations): not clickable whatever the setting.
    expect(swatchState(ATTACHED, false, 'clickable')).toMatchObject({ disabled: true, noStock: false, tooltip: '(Out of Stock)' });
    expect(swatchState(ATTACHED, false, 'choosable')).toMatchObject({ disabled: true, noStock: false, tooltip: '(Out of Stock)' });
    expect(swatchState(ATTACHED | ENABLED | IN_STOCK, false, 'disabled', '3 kvar')).toEqual({ selected: false, disabled: false, noStock: false, tooltip: '', stockLeft: '3 kvar' });
    expect(swatchState(ATTACHED | IN_STOCK, false, 'clickable')).toMatchObject({ disabled: true, tooltip: '(Unavailable)' });
  });

  it('reads the out-of-stock behaviour from the settings the page prints, assuming no Pro setting', async () => {
    const { swatchSettings } = await import('./settings');
    const print = (options: Record<string, unknown> | undefined) => {
      (window as unknown as Record<string, unknown>).woo_variation_swatches_options = options;
    };
    try {
      // What the free plugin prints (Variation Swatches 2.1.2 on a Storefront shop).
      print({ show_variation_label: '1', clear_on_reselect: '', variation_label_separator: ':', is_mobile: '', show_variation_stock: '', stock_label_threshold: '5' });
      expect(swatchSettings().outOfStock).toBe('choosable');
      print({ disable_out_of_stock: '1', clickable_out_of_stock: '' });
      expect(swatchSettings().outOfStock).toBe('disabled');
      print({ disable_out_of_stock: '', clickable_out_of_stock: '1', enable_clickable_out_of_stock_archive: '' });
      expect(swatchSettings()).toMatchObject({ outOfStock: 'clickable', outOfStockArchive: 'choosable' });
      print({ disable_out_of_stock: '', clickable_out_of_stock: '' });
      expect(swatchSettings().outOfStock).toBe('choosable');
    } finally {
      print(undefined);
    }
  });
});
