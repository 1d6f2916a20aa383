import { afterEach, describe, expect, it, vi } from 'vitest';
import { pluralForm, pluralIndex, ratingLabels, t, tn } from './index';

afterEach(() => vi.unstubAllGlobals());

/** What the plugin prints on a Swedish page (a few of the sv_SE translations). */
const SWEDISH = {
  i18n: { view_cart: 'Visa varukorg', fetch_error: 'Du är förmodligen offline.', rating_option: '%d av 5 stjärnor', gallery_show_slide: 'Visa bild %1$d av %2$d', search_results: ['%d träff', '%d träffar'] },
  plural: 'n != 1',
};

describe('i18n', () => {
  it('speaks English where the page prints no translations (a script tag without the plugin, an English shop)', () => {
    expect(t('view_cart')).toBe('View cart');
    expect(t('fetch_error')).toBe('You are probably offline.');
    expect(t('gallery_show_slide', 2, 5)).toBe('Show image 2 of 5');
    expect(tn('search_results', 1)).toBe('1 result');
    expect(tn('search_results', 0)).toBe('0 results');
    expect(ratingLabels()).toEqual(['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars']);
  });

  it("uses the translations the plugin printed for the page's language, placeholders filled", () => {
    vi.stubGlobal('woo_islands_params', SWEDISH);
    expect(t('view_cart')).toBe('Visa varukorg');
    expect(t('fetch_error')).toBe('Du är förmodligen offline.');
    expect(t('gallery_show_slide', 2, 5)).toBe('Visa bild 2 av 5');
    expect(ratingLabels()[2]).toBe('3 av 5 stjärnor');
    // Not translated on this page: the English source.
    expect(t('unknown_error')).toBe('An unknown error occurred.');
  });

  it('counts with the Swedish plural rule n != 1', () => {
    vi.stubGlobal('woo_islands_params', SWEDISH);
    expect(pluralIndex(1)).toBe(0);
    for (const n of [0, 2, 5, 21]) expect(pluralIndex(n)).toBe(1);
    expect(tn('search_results', 1)).toBe('1 träff');
    expect(tn('search_results', 0)).toBe('0 träffar');
    expect(tn('search_results', 3)).toBe('3 träffar');
  });

  it("counts with any language's gettext rule (Polish: three forms), and falls back to n != 1 on a rule it cannot read", () => {
    const polish = '(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)';
    expect([1, 2, 4, 5, 12, 22, 25, 101, 112].map((n) => pluralForm(polish, n))).toEqual([0, 1, 1, 2, 2, 1, 2, 2, 2]);
    expect([0, 1, 2, 5].map((n) => pluralForm('n>1', n))).toEqual([0, 0, 1, 1]);
    expect(pluralForm('0', 7)).toBe(0);
    vi.stubGlobal('woo_islands_params', { i18n: { search_results: ['%d wynik', '%d wyniki', '%d wyników'] }, plural: polish });
    expect([1, 3, 5].map((n) => tn('search_results', n))).toEqual(['1 wynik', '3 wyniki', '5 wyników']);
    expect(() => pluralForm('n +', 1)).toThrow(SyntaxError);
    expect(() => pluralForm('alert(1)', 1)).toThrow(SyntaxError);
    vi.stubGlobal('woo_islands_params', { i18n: { search_results: ['%d träff', '%d träffar'] }, plural: 'n ?' });
    expect(tn('search_results', 2)).toBe('2 träffar');
  });

  it("prefers the shop's own translation printed in WooCommerce's, the theme's and the page builder's params", () => {
    vi.stubGlobal('woo_islands_params', SWEDISH);
    vi.stubGlobal('wc_add_to_cart_params', { i18n_view_cart: 'Se varukorgen' });
    vi.stubGlobal('wc_single_product_params', { i18n_rating_options: ['1/5', '2/5', '3/5', '4/5', '5/5'] });
    vi.stubGlobal('elementorFrontendConfig', { i18n: { close: 'Schließen', a11yCarouselPrevSlideMessage: 'Vorherige Folie' } });
    expect(t('view_cart')).toBe('Se varukorgen');
    expect(ratingLabels()[4]).toBe('5/5');
    expect(t('close')).toBe('Schließen');
    expect(t('carousel_prev_slide')).toBe('Vorherige Folie');
  });

  it('ignores a printed translation of the wrong shape', () => {
    vi.stubGlobal('woo_islands_params', { i18n: { view_cart: ['x'], search_results: 'träffar', close: '' } });
    expect(t('view_cart')).toBe('View cart');
    expect(t('close')).toBe('Close');
    expect(tn('search_results', 2)).toBe('2 results');
  });
});
