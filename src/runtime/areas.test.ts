import { describe, expect, it } from 'vitest';
import { catalogue } from '../../islands';
import { inEnabledAreas } from './areas';

const withParams = (params: unknown) => ({ woo_islands_params: params }) as unknown as Window;
const names = (win: Window) => inEnabledAreas(catalogue, win).map((def) => def.name);

describe('areas given back to the classic scripts', () => {
  it('every island runs when nothing is printed, or nothing is disabled', () => {
    expect(names({} as Window)).toHaveLength(catalogue.length);
    expect(names(withParams({ disabled_areas: [] }))).toHaveLength(catalogue.length);
  });

  it('a disabled area loses exactly its islands; the others stay', () => {
    const left = names(withParams({ disabled_areas: ['wishlist', 'consent'] }));
    expect(left).not.toContain('wishlist-button');
    expect(left).not.toContain('wishlist-counter');
    expect(left).not.toContain('wishlist-page');
    expect(left).not.toContain('consent-banner');
    expect(left).toContain('add-to-cart-button');
    expect(left).toContain('variation-form');
    expect(left).toHaveLength(catalogue.length - catalogue.filter((def) => def.area === 'wishlist' || def.area === 'consent').length);
  });

  it('the cart area takes the loop button, the mini cart and the cart form with it', () => {
    const left = names(withParams({ disabled_areas: ['cart'] }));
    for (const island of ['add-to-cart-button', 'mini-cart', 'cart-form', 'remove-from-cart']) expect(left).not.toContain(island);
  });

  it('the variation form, which draws the swatches, leaves with either the product or the swatches area', () => {
    for (const area of ['product', 'swatches']) {
      const left = names(withParams({ disabled_areas: [area] }));
      expect(left, area).not.toContain('variation-form');
    }
    const swatchesOff = names(withParams({ disabled_areas: ['swatches'] }));
    expect(swatchesOff).not.toContain('archive-swatches');
    // The rest of the product page stays the bundle's.
    for (const island of ['product-gallery', 'product-tabs', 'add-to-cart-button']) expect(swatchesOff).toContain(island);
  });

  it('what is not a list of names is ignored', () => {
    expect(names(withParams({ disabled_areas: 'cart' }))).toHaveLength(catalogue.length);
    expect(names(withParams({ disabled_areas: [7, null, 'wishlist'] }))).not.toContain('wishlist-button');
  });
});
