import { afterEach, describe, expect, it } from 'vitest';
import definition from './index';
import { scatteredConfig } from './read';
import { scatter, scatterGrid, VARIANT_ATTRIBUTE } from './scatter';
import { dealVariants, SCATTERED_VARIANTS } from './variants';

const setParams = (jsParams: Record<string, unknown> | undefined) => {
  (window as { reyParams?: unknown }).reyParams = jsParams === undefined ? undefined : { js_params: jsParams };
};

function grid(count: number, classes = 'products columns-4 rey-wcGrid-scattered'): HTMLUListElement {
  const list = document.createElement('ul');
  list.className = classes;
  list.innerHTML = Array.from({ length: count }, (_, i) => `<li class="product">Kort ${i + 1}</li>`).join('');
  document.body.append(list);
  return list;
}

const variantsOf = (list: HTMLElement) =>
  [...list.querySelectorAll('li')].map((li) => (li.hasAttribute(VARIANT_ATTRIBUTE) ? Number(li.getAttribute(VARIANT_ATTRIBUTE)) : null));

/** A seeded generator, so a run can be repeated. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

afterEach(() => {
  delete (window as { reyParams?: unknown }).reyParams;
  document.body.innerHTML = '';
});

describe('scattered grid settings', () => {
  it("are Rey's defaults when the theme prints none: runs of 7, every item offset", () => {
    setParams(undefined);
    expect(scatteredConfig()).toEqual({ maxItems: 7, customItems: [] });
  });

  it('read max items and custom items from reyParams.js_params, strings too, positions outside a run dropped', () => {
    setParams({ scattered_grid_max_items: '5', scattered_grid_custom_items: [4, '2', 2, 9, 0, 'x', 1.5] });
    expect(scatteredConfig()).toEqual({ maxItems: 5, customItems: [2, 4] });
    setParams({ scattered_grid_max_items: 0, scattered_grid_custom_items: 'nej' });
    expect(scatteredConfig()).toEqual({ maxItems: 7, customItems: [] });
  });
});

describe('dealing the variants', () => {
  const defaults = { maxItems: 7, customItems: [] };

  it('gives every item one of the 8 variants, none twice in a run of 7 and never the same as the item before', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const variants = dealVariants(Array(30).fill(null), defaults, seeded(seed));
      expect(variants.every((v) => v !== null && Number.isInteger(v) && v >= 1 && v <= SCATTERED_VARIANTS)).toBe(true);
      for (let i = 1; i < variants.length; i += 1) expect(variants[i]).not.toBe(variants[i - 1]);
      for (let run = 0; run < 30; run += 7) {
        const inRun = variants.slice(run, run + 7);
        expect(new Set(inRun).size).toBe(inRun.length);
      }
    }
  });

  it('are chosen at random: all 8 turn up, and two grids are not dealt alike', () => {
    const seen = new Set<number | null>();
    const deals = new Set<string>();
    for (let seed = 1; seed <= 50; seed += 1) {
      const variants = dealVariants(Array(7).fill(null), defaults, seeded(seed));
      variants.forEach((v) => seen.add(v));
      deals.add(variants.join());
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(deals.size).toBeGreaterThan(40);
  });

  it('offsets only the custom positions of each run when the theme names them', () => {
    const variants = dealVariants(Array(16).fill(null), { maxItems: 7, customItems: [1, 4] }, seeded(3));
    const offset = variants.flatMap((v, i) => (v === null ? [] : [i + 1]));
    expect(offset).toEqual([1, 4, 8, 11, 15]);
    for (let i = 1; i < offset.length; i += 1) expect(variants[offset[i]! - 1]).not.toBe(variants[offset[i - 1]! - 1]);
  });

  it('keeps the variants items already have and continues their run', () => {
    const first = dealVariants(Array(4).fill(null), defaults, seeded(9));
    const more = dealVariants([...first, null, null, null, null], defaults, seeded(10));
    expect(more.slice(0, 4)).toEqual(first);
    expect(new Set(more.slice(0, 7)).size).toBe(7);
    expect(more[7]).not.toBe(more[6]);
  });

  it('never repeats a neighbour even when a run is longer than the 8 variants', () => {
    const variants = dealVariants(Array(40).fill(null), { maxItems: 20, customItems: [] }, seeded(5));
    for (let i = 1; i < variants.length; i += 1) expect(variants[i]).not.toBe(variants[i - 1]);
  });
});

describe('a scattered grid on the page', () => {
  it('gives its items their variant attribute, and the theme custom items decide which', () => {
    setParams({ scattered_grid_max_items: 7, scattered_grid_custom_items: [2, 5] });
    const list = grid(16);
    scatter(list);
    expect(variantsOf(list).map((v) => v !== null)).toEqual(
      Array.from({ length: 16 }, (_, i) => [2, 5].includes((i % 7) + 1)),
    );
  });

  it('gives items appended later variants before the next paint, and the first ones keep theirs', async () => {
    setParams({ scattered_grid_max_items: 7, scattered_grid_custom_items: [] });
    const list = grid(4);
    const stop = scatterGrid(list);
    const before = variantsOf(list);
    expect(before.every((v) => v !== null)).toBe(true);
    list.insertAdjacentHTML('beforeend', '<li class="product">5</li><li class="product">6</li><li class="product">7</li><li class="product">8</li>');
    await Promise.resolve();
    const after = variantsOf(list);
    expect(after.slice(0, 4)).toEqual(before);
    expect(after.every((v) => v !== null)).toBe(true);
    expect(new Set(after.slice(0, 7)).size).toBe(7);
    stop();
  });

  it('has a stylesheet with 8 transform offsets for desktop widths only', () => {
    setParams(undefined);
    scatterGrid(grid(2))();
    const css = document.head.querySelector('style[data-woo-islands="scattered-grid"]')?.textContent ?? '';
    expect(css.startsWith('@media (min-width: 1025px){')).toBe(true);
    for (let v = 1; v <= 8; v += 1) expect(css).toContain(`[${VARIANT_ATTRIBUTE}="${v}"]{transform:translate(`);
    expect(css).not.toContain('margin');
  });

  it('is not taken over when the grid carries --prevent-scattered, nor when it is another layout', () => {
    expect(grid(3).matches(definition.selector)).toBe(true);
    expect(grid(3, 'products --prevent-scattered rey-wcGrid-scattered').matches(definition.selector)).toBe(false);
    expect(grid(3, 'products rey-wcGrid-masonry').matches(definition.selector)).toBe(false);
  });
});
