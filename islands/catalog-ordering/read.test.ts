import { describe, expect, it } from 'vitest';
import { carriedFields } from './read';

describe('the ordering form', () => {
  it('carries every parameter of the address except its own fields', () => {
    const own = new Set(['orderby', 'paged']);
    expect(carriedFields('?orderby=price&paged=3&e-filter-a7c3e91-pa_material=stal+tra&s=kniv', own)).toEqual([
      ['e-filter-a7c3e91-pa_material', 'stal tra'],
      ['s', 'kniv'],
    ]);
    expect(carriedFields('', own)).toEqual([]);
  });
});
