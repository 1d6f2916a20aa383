import { describe, expect, it } from 'vitest';
import { initialTab } from './choose';

const keys = { hrefs: ['#tab-description', '#tab-additional_information', '#tab-reviews'], reviews: '#tab-reviews', additional: '#tab-additional_information' };
const at = (url: string, closed = false) => initialTab(new URL(url, 'https://hemochkok.se'), keys, closed);

describe('the tab that opens first', () => {
  it('is the reviews tab for review hashes and comment pages', () => {
    for (const url of ['/produkt/a/#reviews', '/produkt/a/#tab-reviews', '/produkt/a/#comment-12', '/produkt/a/#Comment-12', '/produkt/a/comment-page-2/', '/produkt/a/?cpage=2']) {
      expect(at(url)).toBe('#tab-reviews');
    }
  });

  it('is the additional information tab for its hash', () => {
    expect(at('/produkt/a/#tab-additional_information')).toBe('#tab-additional_information');
  });

  it('is the first tab otherwise, other hashes included', () => {
    expect(at('/produkt/a/')).toBe('#tab-description');
    expect(at('/produkt/a/#tab-description')).toBe('#tab-description');
    expect(at('/produkt/a/#respond')).toBe('#tab-description');
  });

  it('is none when the theme closes tabs on mobile, unless a hash asks for one', () => {
    expect(at('/produkt/a/', true)).toBeNull();
    expect(at('/produkt/a/#reviews', true)).toBe('#tab-reviews');
  });

  it('falls back to the first tab when the asked tab does not exist', () => {
    expect(initialTab(new URL('https://x.se/#reviews'), { hrefs: ['#tab-description'], reviews: null, additional: null }, false)).toBe('#tab-description');
  });
});
