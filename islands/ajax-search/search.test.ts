import { describe, expect, it } from 'vitest';
import { cacheKey, parseAnswer, searchFields } from './search';

describe('search requests', () => {
  it('sends every field of the form with the query as given (trimmed by the caller)', () => {
    document.body.innerHTML = '<form><input name="s" value="  kniv "><select name="post_type"><option value="product" selected>P</option></select><select name="product_cat"><option value="" selected>Alla</option></select><input type="hidden" name="lang" value="sv"></form>';
    expect(searchFields(document.querySelector('form')!, 'kniv')).toEqual({ s: 'kniv', post_type: 'product', product_cat: '', lang: 'sv' });
  });

  it('keys the session cache on the whole query, whatever the order of the fields', () => {
    expect(cacheKey({ s: 'kniv', post_type: 'product' })).toBe(cacheKey({ post_type: 'product', s: 'kniv' }));
    expect(cacheKey({ s: 'kniv', post_type: 'product' })).not.toBe(cacheKey({ s: 'kniv', post_type: 'post' }));
    expect(cacheKey({ s: 'a&b=c' })).toMatch(/^ajax_search_[\w%.-]+$/);
  });
});

describe('search answers', () => {
  it('keeps items with a web link, marks the "view all" item and reads the total', () => {
    const answer = parseAnswer({
      items: [
        { id: 104, text: 'Kockkniv 20 cm', permalink: '/produkt/kockkniv-20-cm/', img: '<img src="/k.svg">', price: '<span>899 kr</span>' },
        { id: 9, text: 'Elak', permalink: 'javascript:alert(1)' },
        'junk',
        { default: true, id: 'view-all', text: 'Visa alla <span class="__search-count">12</span> resultat', permalink: '/?s=kniv' },
      ],
      total_count: 12,
      posts_per_page: 5,
    });
    expect(answer.total).toBe(12);
    expect(answer.items.map((i) => [i.id, i.all])).toEqual([['104', false], ['view-all', true]]);
    expect(answer.items[0]!.permalink).toMatch(/^https?:\/\/.+\/produkt\/kockkniv-20-cm\/$/);
  });

  it('treats a missing or broken answer as no results', () => {
    expect(parseAnswer(null)).toEqual({ items: [], total: 0 });
    expect(parseAnswer({ items: 'x', total_count: 'y' })).toEqual({ items: [], total: 0 });
  });
});
