import { describe, expect, it } from 'vitest';
import { choose } from './choose';
import { joinOf } from './read';
import { encodeFilterValue, filterUrl, parseFilterValue, termsFromUrl } from './url';

describe('filter values in the address', () => {
  it('joins terms with the separator of their join', () => {
    expect(encodeFilterValue(['stal', 'tra'], 'AND')).toBe('stal+tra');
    expect(encodeFilterValue(['nyhet', 'presenttips'], 'OR')).toBe('nyhet~presenttips');
    expect(encodeFilterValue(['sverige', 'japan'], 'NOT')).toBe('sverige!japan');
    expect(encodeFilterValue(['koksredskap'], 'DISABLED')).toBe('koksredskap');
    // A single excluded term keeps its mark, or a reload would include it.
    expect(encodeFilterValue(['sverige'], 'NOT')).toBe('!sverige');
    expect(encodeFilterValue(['å&ä'], 'DISABLED')).toBe('%C3%A5%26%C3%A4');
  });

  it('reads them back as URLSearchParams decodes them (a + arrives as a space)', () => {
    expect(parseFilterValue('stal tra')).toEqual({ terms: ['stal', 'tra'], join: 'AND' });
    expect(parseFilterValue('stal+tra')).toEqual({ terms: ['stal', 'tra'], join: 'AND' });
    expect(parseFilterValue('nyhet~presenttips')).toEqual({ terms: ['nyhet', 'presenttips'], join: 'OR' });
    expect(parseFilterValue('sverige!japan')).toEqual({ terms: ['sverige', 'japan'], join: 'NOT' });
    expect(parseFilterValue('!sverige')).toEqual({ terms: ['sverige'], join: 'NOT' });
    expect(parseFilterValue('koksredskap')).toEqual({ terms: ['koksredskap'], join: 'DISABLED' });
    expect(parseFilterValue('')).toEqual({ terms: [], join: 'DISABLED' });
  });

  it('finds one filter in an address', () => {
    const href = 'https://shop.test/produkt-kategori/koket/?orderby=price&e-filter-a7c3e91-pa_material=stal+tra&e-filter-b000000-pa_material=glas';
    expect(termsFromUrl(href, 'a7c3e91', 'pa_material')).toEqual({ terms: ['stal', 'tra'], join: 'AND' });
    expect(termsFromUrl(href, 'a7c3e91', 'product_tag')).toBeNull();
  });

  it("replaces the widget's filters and page, and keeps everything else", () => {
    const href = 'https://shop.test/koket/?orderby=price&e-filter-a7c3e91-product_cat=textil&e-page-a7c3e91=2&e-filter-b000000-product_tag=nyhet#lista';
    const next = filterUrl(href, 'a7c3e91', { taxonomy: { pa_material: { terms: ['stal', 'tra'], logicalJoin: 'AND' }, product_tag: { terms: ['nyhet'] } } });
    expect(next).toBe('/koket/?orderby=price&e-filter-b000000-product_tag=nyhet&e-filter-a7c3e91-pa_material=stal+tra&e-filter-a7c3e91-product_tag=nyhet#lista');
    expect(filterUrl('https://shop.test/koket/?e-filter-a7c3e91-product_cat=textil', 'a7c3e91', {})).toBe('/koket/');
  });
});

describe('choosing terms', () => {
  it('toggles terms, adds them in a multiple selection and replaces them in a single one', () => {
    expect(choose([], 'stal', true)).toEqual(['stal']);
    expect(choose(['stal'], 'tra', true)).toEqual(['stal', 'tra']);
    expect(choose(['stal', 'tra'], 'stal', true)).toEqual(['tra']);
    expect(choose(['textil'], 'forvaring', false)).toEqual(['forvaring']);
    expect(choose(['textil'], 'textil', false)).toEqual([]);
    expect(choose(['stal', 'tra'], '__all', true)).toEqual([]);
  });

  it("takes a multiple selection's join from logical_combination (AND unless OR or NOT)", () => {
    expect(joinOf(false, 'OR')).toBe('DISABLED');
    expect(joinOf(true, 'OR')).toBe('OR');
    expect(joinOf(true, 'NOT')).toBe('NOT');
    expect(joinOf(true, undefined)).toBe('AND');
  });
});
