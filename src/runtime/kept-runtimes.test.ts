import { describe, expect, it } from 'vitest';
import { catalogue } from '../../islands';
import { keptRuntimes, withoutKeptRuntimes } from './kept-runtimes';

const page = (globals: Record<string, unknown>) => globals as unknown as Window;
const names = (win: Window) => withoutKeptRuntimes(catalogue, win).map((def) => def.name);

// Islands on page-builder markup that stand in for no handler of the page builder's runtime.
const NOT_THE_RUNTIMES = new Set([
  // Retries failed images anywhere; the page builder has no such handler.
  'image-retry',
  // Rey's own widgets and scripts (Rey's runtime, not the page builder's).
  'rey-product-carousel',
]);

describe('runtimes a page keeps', () => {
  it('every island runs when no runtime is kept', () => {
    expect(names(page({}))).toHaveLength(catalogue.length);
    expect(names(page({ woo_islands_params: { disabled_areas: [] } }))).toHaveLength(catalogue.length);
  });

  it('a kept page builder takes every island standing in for its handlers, and only those', () => {
    const left = names(page({ woo_islands_params: { kept_runtimes: ['elementor'] } }));
    for (const island of ['elementor-carousel', 'elementor-tabs', 'elementor-nav-menu', 'elementor-search-form', 'elementor-menu-cart', 'popup', 'elementor-form', 'page-builder', 'sticky']) {
      expect(left).not.toContain(island);
    }
    for (const island of ['add-to-cart-button', 'mini-cart', 'remove-from-cart', 'image-retry', 'consent-banner']) expect(left).toContain(island);
    expect(left).toHaveLength(catalogue.filter((def) => def.runtime !== 'elementor').length);
  });

  it('the page builder found running counts as kept, printed or not', () => {
    expect(keptRuntimes(page({ elementorFrontend: {} }))).toEqual(['elementor']);
    expect(names(page({ elementorFrontend: {} }))).not.toContain('elementor-tabs');
    // Pro's front end alone (its popups and forms are its own).
    expect(names(page({ elementorProFrontend: { modules: {} } }))).not.toContain('popup');
    expect(names(page({ elementorProFrontend: { modules: {} } }))).not.toContain('elementor-form');
  });

  it('where the runtime is retired, popups and forms are the bundle’s', () => {
    expect(names(page({ woo_islands_params: {}, elementorFrontendConfig: {}, ElementorProFrontendConfig: {} }))).toEqual(expect.arrayContaining(['popup', 'elementor-form']));
  });

  it('what is not a known runtime name, or not a list, is ignored', () => {
    expect(names(page({ woo_islands_params: { kept_runtimes: 'elementor' } }))).toHaveLength(catalogue.length);
    expect(names(page({ woo_islands_params: { kept_runtimes: ['rey', 7] } }))).toHaveLength(catalogue.length);
  });

  it('every island on the page builder’s markup says which runtime it stands in for', () => {
    const onPageBuilder = catalogue.filter((def) => /elementor|e-con\b|e-off-canvas|data-e-action-hash/.test(def.selector) || def.name.startsWith('page-builder') || def.name.startsWith('elementor-'));
    const unmarked = onPageBuilder.filter((def) => def.runtime !== 'elementor' && !NOT_THE_RUNTIMES.has(def.name)).map((def) => def.name);
    expect(unmarked).toEqual([]);
  });
});
