// The build's chunk rules (build/chunks.mjs) and its page budgets (build/budgets.mjs), on small metafiles
// shaped as esbuild writes them.
import { describe, expect, it } from 'vitest';
import { pageBudgetFailures, pagesBeforeInteraction } from '../build/budgets.mjs';
import { chunkOf, chunkProblems, sharedMembers } from '../build/chunks.mjs';

const statics = (...paths) => paths.map((path) => ({ path, kind: 'import-statement' }));
const lazy = (...paths) => paths.map((path) => ({ path, kind: 'dynamic-import' }));

/** The entry loads two islands lazily; each reaches `shared`. */
function twoIslandsReaching(shared) {
  return {
    inputs: {
      'src/main.ts': { imports: lazy('islands/one/One.tsx', 'islands/two/Two.tsx') },
      'islands/one/One.tsx': { imports: statics(shared) },
      'islands/two/Two.tsx': { imports: statics(shared) },
      [shared]: { imports: [] },
    },
    outputs: {},
  };
}

describe('which chunk a module loads with', () => {
  it('follows its folder: src/ alone is the files directly in it, a package its files', () => {
    expect(chunkOf('src/dom.ts')).toBe('base');
    expect(chunkOf('src/stores/notices.ts')).toBe('base');
    expect(chunkOf('src/cart/sync.ts')).toBe('cart');
    expect(chunkOf('src/cart/add/add-to-cart.ts')).toBe('cart-add');
    expect(chunkOf('src/cart/change/remove-from-cart.ts')).toBe('cart-change');
    expect(chunkOf('src/http/index.ts')).toBe('http');
    expect(chunkOf('node_modules/ky/distribution/index.js')).toBe('http');
    expect(chunkOf('src/hooks/index.ts')).toBe('ui');
    expect(chunkOf('src/panels/ui/use-panel.ts')).toBe('panel-ui');
    expect(chunkOf('src/panels/active-panel.ts')).toBe('panels');
    expect(chunkOf('src/lightbox/open/index.ts')).toBeNull();
    expect(chunkOf('islands/popup/Popup.tsx')).toBeNull();
  });

  it('fails on a module two islands need that no shared chunk holds', () => {
    expect(chunkProblems(twoIslandsReaching('src/lightbox/open/idle.ts'))).toEqual([
      expect.stringContaining('src/lightbox/open/idle.ts is needed by more than one island'),
    ]);
    expect(chunkProblems(twoIslandsReaching('src/panels/focus.ts'))).toEqual([]);
  });

  it("leaves an island's own modules to it, however many of its lazy modules reach them", () => {
    const metafile = twoIslandsReaching('islands/one/read.ts');
    metafile.inputs['src/main.ts'].imports = lazy('islands/one/One.tsx', 'islands/one/early.ts');
    metafile.inputs['islands/one/early.ts'] = metafile.inputs['islands/two/Two.tsx'];
    delete metafile.inputs['islands/two/Two.tsx'];
    expect(chunkProblems(metafile)).toEqual([]);
  });

  it('holds what two islands need of its folders; what one island needs comes with that island', () => {
    const metafile = twoIslandsReaching('src/dom.ts');
    metafile.inputs['islands/one/One.tsx'].imports.push(...statics('src/stores/one.ts'));
    metafile.inputs['src/stores/one.ts'] = { imports: statics('src/dom.ts') };
    expect([...sharedMembers(metafile.inputs)]).toEqual([['src/dom.ts', 'base']]);
    // Nor does the entry's code join one.
    metafile.inputs['src/main.ts'].imports.push(...statics('src/dom.ts'));
    expect([...sharedMembers(metafile.inputs)]).toEqual([]);
  });

  it('fails on a shared chunk importing one listed after it, or a module emitted outside its chunk', () => {
    const metafile = {
      inputs: twoIslandsReaching('src/stores/notices.ts').inputs,
      outputs: {
        'dist/chunks/chunk-A.js': { imports: statics('dist/chunks/chunk-B.js'), inputs: { 'wi-shared:base': { bytesInOutput: 10 } } },
        'dist/chunks/chunk-B.js': { imports: [], inputs: { 'wi-shared:cart': { bytesInOutput: 10 } } },
        'dist/chunks/Popup-C.js': { imports: [], inputs: { 'src/stores/notices.ts': { bytesInOutput: 10 } } },
      },
    };
    expect(chunkProblems(metafile)).toEqual([
      'src/stores/notices.ts belongs to the base chunk but was emitted in dist/chunks/Popup-C.js',
      expect.stringContaining('the base chunk imports the cart chunk'),
    ]);
  });
});

describe('what loads before the first interaction', () => {
  const metafile = {
    outputs: {
      'dist/woo-islands.js': { imports: [], entryPoint: 'src/main.ts' },
      'dist/chunks/MiniCart-A.js': { imports: statics('dist/chunks/chunk-base.js', 'dist/chunks/chunk-ui.js'), entryPoint: 'islands/mini-cart/MiniCart.tsx' },
      'dist/chunks/render-B.js': { imports: statics('dist/chunks/chunk-ui.js'), entryPoint: 'src/runtime/render.tsx' },
      'dist/chunks/chunk-base.js': { imports: [] },
      'dist/chunks/chunk-ui.js': { imports: statics('dist/chunks/chunk-base.js') },
    },
  };
  const rows = [
    ['woo-islands.js', 10_000], ['chunks/MiniCart-A.js', 800], ['chunks/render-B.js', 400],
    ['chunks/chunk-base.js', 16_000], ['chunks/chunk-ui.js', 62_000],
  ].map(([file, gzip]) => ({ file, gzip }));

  it('is the entry and every file the modules the bench saw load need, each once', () => {
    const priced = pagesBeforeInteraction(metafile, rows, {
      cart: { beforeInteraction: 90_000, loadsBeforeInteraction: ['islands/mini-cart/MiniCart.tsx', 'src/runtime/render.tsx'] },
    });
    expect(priced.cart).toEqual({ gzip: 89_200, files: 5, missing: [], budget: 90_000 });
    expect(pageBudgetFailures(priced)).toEqual([]);
  });

  it('fails over the budget, and on a module that no longer loads on its own', () => {
    const priced = pagesBeforeInteraction(metafile, rows, {
      cart: { beforeInteraction: 89_000, loadsBeforeInteraction: ['islands/mini-cart/MiniCart.tsx', 'src/runtime/render.tsx'] },
      home: { beforeInteraction: 200_000, loadsBeforeInteraction: ['islands/gone/Gone.tsx'] },
    });
    expect(pageBudgetFailures(priced)).toEqual([
      'cart: 89200 B gzip before the first interaction, budget 89000 B',
      expect.stringContaining('home: islands/gone/Gone.tsx no longer loads on its own'),
    ]);
  });
});
