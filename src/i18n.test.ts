import { afterEach, describe, expect, it, vi } from 'vitest';
import { pluralIndex, ratingLabels, t, tn } from './i18n';

afterEach(() => vi.unstubAllGlobals());

describe('i18n', () => {
  it('uses the Swedish plural rule n != 1', () => {
    expect(pluralIndex(1)).toBe(0);
    for (const n of [0, 2, 5, 21, 1.5]) expect(pluralIndex(n)).toBe(1);
    expect(tn('items_in_cart', 1)).toBe('1 produkt');
    expect(tn('items_in_cart', 0)).toBe('0 produkter');
    expect(tn('items_in_cart', 3)).toBe('3 produkter');
  });

  it('has the spec catalogue in Swedish', () => {
    expect(t('view_cart')).toBe('Visa varukorg');
    expect(t('no_matching_variations')).toBe('Inga produkter motsvarade ditt val. Välj en annan kombination.');
    expect(t('fetch_error')).toBe('Du är förmodligen offline.');
    expect(t('invalid_json')).toBe('Svaret är inget giltigt JSON-svar.');
    expect(t('unknown_error')).toBe('Ett okänt fel uppstod.');
    expect(ratingLabels()).toEqual(['1 av 5 stjärnor', '2 av 5 stjärnor', '3 av 5 stjärnor', '4 av 5 stjärnor', '5 av 5 stjärnor']);
  });

  it("prefers the shop's own translation printed in WooCommerce's params", () => {
    vi.stubGlobal('wc_add_to_cart_params', { i18n_view_cart: 'Se varukorgen' });
    vi.stubGlobal('wc_single_product_params', { i18n_rating_options: ['1/5', '2/5', '3/5', '4/5', '5/5'] });
    expect(t('view_cart')).toBe('Se varukorgen');
    expect(ratingLabels()[4]).toBe('5/5');
  });
});
