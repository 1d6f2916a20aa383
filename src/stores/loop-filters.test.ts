import { beforeEach, describe, expect, it } from 'vitest';
import { $loopFilters, consolidatedFilters, loopFilter, setLoopFilter } from './loop-filters';

beforeEach(() => $loopFilters.set({}));

describe('loop filters', () => {
  it('keeps each filter bar apart and consolidates them per taxonomy for refresh-loop', () => {
    setLoopFilter('a7c3e91', 'f1', { taxonomy: 'product_cat', terms: ['textil'], logicalJoin: 'DISABLED' });
    setLoopFilter('a7c3e91', 'f2', { taxonomy: 'pa_material', terms: ['stal', 'tra', 'stal'], logicalJoin: 'AND' });
    setLoopFilter('a7c3e91', 'f3', { taxonomy: 'product_tag', terms: [], logicalJoin: 'OR' });
    setLoopFilter('b000000', 'f9', { taxonomy: 'product_cat', terms: ['forvaring'], logicalJoin: 'DISABLED' });
    expect(loopFilter('a7c3e91', 'f2')!.terms).toEqual(['stal', 'tra']);
    expect(consolidatedFilters('a7c3e91')).toEqual({
      taxonomy: {
        product_cat: { terms: ['textil'] },
        pa_material: { terms: ['stal', 'tra'], logicalJoin: 'AND' },
      },
    });
    expect(consolidatedFilters('c000000')).toEqual({});
  });

  it('merges the terms of two bars on one taxonomy, the first join winning', () => {
    setLoopFilter('a7c3e91', 'f1', { taxonomy: 'product_tag', terms: ['nyhet'], logicalJoin: 'OR' });
    setLoopFilter('a7c3e91', 'f2', { taxonomy: 'product_tag', terms: ['nyhet', 'presenttips'], logicalJoin: 'AND' });
    expect(consolidatedFilters('a7c3e91')).toEqual({ taxonomy: { product_tag: { terms: ['nyhet', 'presenttips'], logicalJoin: 'OR' } } });
  });
});
