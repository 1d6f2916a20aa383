// Which shared chunk a module lands in: its folder decides. Moving a file to another folder is the way
// to change what loads with what, and the build says when a change leaves code two islands need in no
// shared chunk, or makes a chunk import one that loads after it.
//
// Why shared chunks at all: split by esbuild's rules, the code islands share would arrive as a score of
// tiny chunks (one per combination of islands using it), each its own request, module and preload, and
// each gzipped on its own (measured: 35 files on a category page cost 8.4 KB more than the same code
// in one). Every lazily loaded module that uses any module of a shared chunk re-exports the whole chunk
// (sharedChunks below), so each part of it is reachable from exactly the same lazy modules and esbuild
// emits it as one file. Whole modules are kept (no tree shaking inside): that costs less than the split.
import * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { groupMembers } from './island-groups.mjs';

/**
 * The shared chunks in the order they may import each other (a chunk imports only chunks listed before
 * it), each with its folders: `src/` alone is the files directly in src/, a `node_modules/` entry is a
 * package. A chunk holds the modules of its folders that two islands need (sharedMembers); one that a
 * single island needs comes with that island. A module in a folder listed nowhere belongs to the
 * lazily loaded module that imports it (its island, a panel's body, the slider library), and must not
 * be needed by two islands.
 */
export const SHARED_CHUNKS = {
  // The stores, the small modules nearly every island uses and Complianz's engine (src/consent/; its
  // actions and activation code load on their own, later). Every page starts the engine at load, so
  // apart they would come as two files on every page, 0.6 KB gzip more than one. What islands use of
  // the runtime (BadMarkup, injectStyle) comes here too: the entry's own modules stay in the entry. And
  // the lightbox's launcher (glightbox and src/lightbox/open/ load with the first open).
  base: ['src/', 'src/stores/', 'src/runtime/', 'src/consent/', 'src/lightbox/', 'node_modules/nanostores/', 'node_modules/js-cookie/'],
  // The small helpers of what a shopper does (an add's announcement, a form's notices and endpoint,
  // the undo of a hook's listeners, a panel's close icon, …): no page's at-load code uses them (the home
  // page's carousels and counters aside), so they wait for the first island that does.
  helpers: ['src/helpers/'],
  // The texts and their rules (2.3 KB gzip): with the first island that shows one. What keeps a
  // returning shopper's cart and consent in step at load shows no text of ours.
  i18n: ['src/i18n/'],
  // React and react-dom (19.2, one ES module: build/react-esm.mjs), their nanostores binding and the
  // hooks every island is made of.
  ui: ['node_modules/.cache/woo-islands/react/', 'node_modules/@nanostores/react/', 'src/hooks/'],
  // HTTP (ky, WordPress's REST and ajax): with the first request, or with the code that sends one when
  // the shopper reaches for it. A returning shopper's cart is shown from the page or the cache at load
  // (its own tab's or, in a new tab, the copy its other tabs left) and needs no request: 6.7 KB
  // gzip that page need not load.
  http: ['src/http/', 'node_modules/ky/'],
  // The REST API's nonce and verbs: with the islands that call it (a loop filter, a variation's lookup).
  rest: ['src/http/rest/'],
  // What keeps a returning shopper's cart in step at load: fragments, their cache, other tabs.
  cart: ['src/cart/'],
  // What changes the cart in place (a removal, Rey's mini cart's quantities and coupons): with the
  // islands that do it.
  'cart-change': ['src/cart/change/'],
  // An add (a card's, a product form's) and what it shows after: with the first add's code, once the
  // shopper shows up, not at load with the cart's.
  'cart-add': ['src/cart/add/'],
  // A product card's add (the add-to-cart button's and Rey's card swatches'), with the classes it
  // writes on the button. In the cart and base chunks it would load on every page with the mini cart.
  'loop-add': ['src/cart/loop/'],
  // Rey's ajax: the theme's transport and the files its answers ask for.
  rey: ['src/rey-ajax/'],
  // What every panel shares from the header on: which one is open, and focus.
  panels: ['src/panels/'],
  // The panels' hooks (a side panel, a drop panel, their overlay, close button and tabs): with the first
  // panel that opens, not with the header's buttons.
  'panel-ui': ['src/panels/ui/'],
  // The slider on its library (src/carousel/slider/), which the product gallery loads only when the
  // shopper reaches for it; the carousel islands' hook and controls (src/carousel/) come after it.
  slider: ['src/carousel/slider/', 'node_modules/keen-slider/'],
  carousel: ['src/carousel/'],
  variations: ['src/variations/'],
  wishlist: ['src/wishlist/'],
  // What the wishlist's islands show and do (the hook, an add and its answer, the popup, which uses the
  // panels' focus rules): apart from the wishlist's data, which a counter filled at load without React needs.
  'wishlist-ui': ['src/wishlist/ui/'],
  // Rey's wishlist panel list (the account panel's tab, the header-wishlist widget): React components,
  // so apart from the wishlist's data, which a counter filled at load without React needs.
  'wishlist-panel': ['src/wishlist/panel/'],
  menus: ['src/menus/'],
  attribution: ['src/attribution/'],
};

const ORDER = Object.keys(SHARED_CHUNKS);

/** The shared chunk a module of the project (a path as esbuild's metafile names it) belongs to, or null. */
export function chunkOf(file) {
  const folder = `${path.posix.dirname(file)}/`;
  let found = null;
  for (const [id, places] of Object.entries(SHARED_CHUNKS)) {
    for (const place of places) {
      if (place === folder || (place.startsWith('node_modules/') && file.startsWith(place))) found = id;
    }
  }
  return found;
}

/** A file of a metafile's `inputs` or `outputs` and every file it imports statically, in `seen`. */
export function staticClosure(files, file, seen = new Set()) {
  if (seen.has(file) || !files[file]) return seen;
  seen.add(file);
  for (const imp of files[file].imports) if (imp.kind === 'import-statement') staticClosure(files, imp.path, seen);
  return seen;
}

/** What the entry holds, and the modules loaded lazily (every `import()` target outside the entry). */
function entryAndLazy(inputs, entry = 'src/main.ts') {
  const fromEntry = staticClosure(inputs, entry);
  const lazy = new Set();
  for (const info of Object.values(inputs)) {
    for (const imp of info.imports) if (imp.kind === 'dynamic-import' && !fromEntry.has(imp.path)) lazy.add(imp.path);
  }
  return { fromEntry, lazy };
}

/**
 * First pass: which modules are loaded lazily and which of the modules they reach belong to a shared
 * chunk. The plugin appends `export { shared } from '<chunk id>'` to each lazy module that reaches any
 * module of that chunk, and serves the id as one module holding every export of every module in it.
 */
export async function sharedChunks(options, root) {
  const { metafile } = await esbuild.build({ ...options, write: false, metafile: true, minify: false, sourcemap: false });
  const { lazy } = entryAndLazy(metafile.inputs);
  const members = Object.fromEntries(ORDER.map((id) => [id, []]));
  for (const [file, id] of sharedMembers(metafile.inputs)) members[id].push(file);
  // Of a library, only the modules the build uses (nanostores' index re-exports every store kind it
  // has; pulled in whole, it would bring them all).
  const used = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) if (bytesInOutput > 0) used.add(input);
  }
  for (const id of ORDER) members[id] = members[id].filter((file) => !file.startsWith('node_modules/') || used.has(file));
  // Every export by name (a namespace import would need esbuild's __export helper, which it then
  // shares with the entry through a chunk the entry must import).
  const all = Object.values(members).flat();
  const { metafile: named } = await esbuild.build({
    ...options,
    entryPoints: Object.fromEntries(all.map((file, i) => [`m${i}`, file])),
    entryNames: '[name]',
    splitting: false,
    outdir: path.join(root, '.core-exports'),
    write: false,
    metafile: true,
    minify: false,
    sourcemap: false,
  });
  const exportsByModule = new Map(Object.values(named.outputs).filter((o) => o.entryPoint).map((o) => [o.entryPoint, o.exports]));
  // Paths relative to the project root (the module's resolveDir): the source lands in the source map,
  // which esbuild hashes into chunk names, so an absolute path would rename chunks by checkout folder.
  const moduleSource = (files) => {
    const imports = [];
    const names = [];
    files.forEach((file, i) => {
      const list = exportsByModule.get(file) ?? [];
      if (!list.length) return;
      imports.push(`import { ${list.map((name, j) => `${name} as m${i}_${j}`).join(', ')} } from ${JSON.stringify(`./${file}`)};`);
      names.push(...list.map((_, j) => `m${i}_${j}`));
    });
    return `${imports.join('\n')}\nexport const shared = [${names.join(', ')}];\n`;
  };
  // Which shared chunks each lazy module re-exports: those it reaches a module of, counting what the
  // chunks it re-exports reach in turn (the UI's @nanostores/react reaches the base's nanostores).
  const reexports = new Map();
  for (const file of lazy) {
    const reached = staticClosure(metafile.inputs, file);
    const ids = [];
    for (let grew = true; grew;) {
      grew = false;
      for (const id of ORDER) {
        if (ids.includes(id) || !members[id].some((m) => reached.has(m))) continue;
        ids.push(id);
        for (const m of members[id]) staticClosure(metafile.inputs, m, reached);
        grew = true;
      }
    }
    reexports.set(path.join(root, file), ids.map((id, i) => `export { shared as __wiShared${i} } from 'wi-shared:${id}';`).join('\n'));
  }
  return {
    name: 'shared-chunks',
    setup(build) {
      build.onResolve({ filter: /^wi-shared:/ }, (args) => ({ path: args.path.slice('wi-shared:'.length), namespace: 'wi-shared' }));
      build.onLoad({ filter: /.*/, namespace: 'wi-shared' }, (args) => ({ contents: moduleSource(members[args.path]), resolveDir: root, loader: 'js' }));
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const tail = reexports.get(args.path);
        if (!tail) return undefined;
        const source = await readFile(args.path, 'utf8');
        return { contents: `${source}\n${tail}\n`, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** The emitted file of each shared chunk, by id. */
export function sharedOutputs(metafile) {
  const out = {};
  for (const [file, info] of Object.entries(metafile.outputs)) {
    for (const input of Object.keys(info.inputs)) if (input.startsWith('wi-shared:')) out[input.slice('wi-shared:'.length)] = file;
  }
  return out;
}

/**
 * The islands a lazily loaded module belongs to: its island's folder, or every member of an island
 * group; a lazy module of src/ (a panel's body, the consent actions) belongs to itself.
 */
function ownersOf(file, groups) {
  const island = /^islands\/([^/]+)\//.exec(file);
  if (island) return new Set([island[1]]);
  return new Set(groups.get(file) ?? [file]);
}

/**
 * For each module the lazily loaded modules reach by static imports (a module loaded lazily somewhere
 * and imported statically elsewhere counts with its importers), the islands every one of those lazy
 * modules belongs to: empty when two islands need it. What the build adds to join the shared chunks
 * (`wi-shared:`) is not followed.
 */
function commonOwners(inputs, lazy, groups = groupMembers()) {
  const owners = new Map();
  for (const file of lazy) {
    const mine = ownersOf(file, groups);
    const walk = (at, seen) => {
      if (seen.has(at) || !inputs[at] || at.startsWith('wi-shared:')) return;
      seen.add(at);
      if (at !== file) {
        const shared = owners.get(at);
        owners.set(at, shared ? new Set([...shared].filter((name) => mine.has(name))) : new Set(mine));
      }
      for (const imp of inputs[at].imports) if (imp.kind === 'import-statement') walk(imp.path, seen);
    };
    walk(file, new Set());
  }
  return owners;
}

/**
 * The modules each shared chunk holds, as module -> chunk id: those of its folders that lazily loaded
 * modules of two islands need. A module one island alone needs comes with that island, whatever its
 * folder (a shared chunk loads with the first island needing any of it: holding one island's code, it
 * would load that code with every other); one loaded lazily stays lazy; what the entry imports stays
 * in the entry.
 */
export function sharedMembers(inputs) {
  const { fromEntry, lazy } = entryAndLazy(inputs);
  const members = new Map();
  for (const [file, common] of commonOwners(inputs, lazy)) {
    const id = chunkOf(file);
    if (id && !common.size && !fromEntry.has(file) && !lazy.has(file)) members.set(file, id);
  }
  return members;
}

/**
 * What is wrong with the chunks of a build: a module that lazily loaded modules of two islands reach,
 * in no shared chunk (esbuild would emit it as a chunk of its own, loaded by whichever arrives first,
 * which nobody chose), and a shared chunk importing one listed after it (it would load it too).
 */
export function chunkProblems(metafile) {
  const problems = [];
  const { fromEntry, lazy } = entryAndLazy(metafile.inputs);
  for (const [file, common] of commonOwners(metafile.inputs, lazy)) {
    if (common.size || lazy.has(file) || fromEntry.has(file) || chunkOf(file)) continue;
    problems.push(`${file} is needed by more than one island and belongs to no shared chunk: move it into a folder build/chunks.mjs lists, or into the one island that needs it`);
  }
  const outputs = sharedOutputs(metafile);
  const idOf = new Map(Object.entries(outputs).map(([id, file]) => [file, id]));
  const members = sharedMembers(metafile.inputs);
  for (const [file, info] of Object.entries(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(info.inputs)) {
      const id = members.get(input);
      if (!id || !bytesInOutput || outputs[id] === file) continue;
      problems.push(`${input} belongs to the ${id} chunk but was emitted in ${file}`);
    }
  }
  for (const [id, file] of Object.entries(outputs)) {
    for (const imp of metafile.outputs[file].imports) {
      const other = idOf.get(imp.path);
      if (imp.kind !== 'import-statement') continue;
      if (!other) problems.push(`the ${id} chunk imports ${imp.path}, which is no shared chunk`);
      else if (ORDER.indexOf(other) > ORDER.indexOf(id)) problems.push(`the ${id} chunk imports the ${other} chunk, which SHARED_CHUNKS lists after it: whatever loads ${id} would load ${other} too`);
    }
  }
  return problems;
}
