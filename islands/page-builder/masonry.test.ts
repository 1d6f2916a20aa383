import { describe, expect, it } from 'vitest';
import { masonryLayout } from './masonry';

describe('masonry layout settings', () => {
  it("uses the Masonry helper's 3 columns and 30 px when the widget gives none", () => {
    expect(masonryLayout({ masonry: 'yes' }, '', 'desktop')).toEqual({ on: true, columns: 3, gap: 30 });
    expect(masonryLayout({ classic_masonry: 'yes', classic_row_gap: { unit: 'px', size: '', sizes: [] } }, 'classic_', 'desktop')).toEqual({ on: true, columns: 3, gap: 30 });
  });

  it("reads the skin's columns and row gap per device, the loop grid's without a prefix (item_gap as fallback)", () => {
    const posts = { classic_masonry: 'yes', classic_columns: '4', classic_columns_tablet: '2', classic_row_gap: { unit: 'px', size: 20, sizes: [] }, classic_row_gap_mobile: { unit: 'px', size: 10, sizes: [] } };
    expect(masonryLayout(posts, 'classic_', 'desktop')).toEqual({ on: true, columns: 4, gap: 20 });
    expect(masonryLayout(posts, 'classic_', 'tablet')).toEqual({ on: true, columns: 2, gap: 20 });
    expect(masonryLayout(posts, 'classic_', 'mobile')).toEqual({ on: true, columns: 2, gap: 10 });
    expect(masonryLayout({ masonry: 'yes', columns: '2', item_gap: { unit: 'px', size: 12, sizes: [] } }, '', 'desktop')).toEqual({ on: true, columns: 2, gap: 12 });
    expect(masonryLayout({ classic_masonry: '' }, 'classic_', 'desktop').on).toBe(false);
  });
});
