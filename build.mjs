// Builds dist/woo-islands.js (the one script tag a shop adds) and one lazily loaded chunk per island.
//   node build.mjs           production build, prints the gzip size of every file, fails over budget
//   node build.mjs --watch   rebuilds on change
import * as esbuild from 'esbuild';
import { readFile, writeFile, rm, mkdir } from 'node:fs/promises';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { fileBudgetFailures, pageBudgetFailures, pagesBeforeInteraction, readBudgets } from './build/budgets.mjs';
import { chunkProblems, sharedChunks, staticClosure } from './build/chunks.mjs';
import { groupMembers, islandGroups } from './build/island-groups.mjs';
import { reactAsEsm } from './build/react-esm.mjs';
import { packPlugin } from './wordpress-plugin/pack.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
export const outdir = path.join(root, 'dist');


// `import css from './x.css'` gives the minified stylesheet as a string; src/runtime/styles.ts
// injects it once, so an island's CSS arrives with its chunk and the shop adds no <link>.
const cssAsText = {
  name: 'css-as-text',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const { code } = await esbuild.transform(source, { loader: 'css', minify: true });
      return { contents: `export default ${JSON.stringify(code.trim())};`, loader: 'js' };
    });
  },
};

export const buildOptions = {
  absWorkingDir: root,
  entryPoints: { 'woo-islands': 'src/main.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  // Browsers with native ES modules, class fields and optional chaining; nothing needs lowering helpers.
  target: ['chrome96', 'edge96', 'firefox96', 'safari15'],
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  // PROFILE_NAMES=1 keeps function names, so a CPU profile of the built bundle can be read.
  minifyWhitespace: true,
  minifySyntax: true,
  minifyIdentifiers: !process.env.PROFILE_NAMES,
  sourcemap: 'linked',
  metafile: true,
  legalComments: 'none',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: await reactAsEsm(root),
  plugins: [cssAsText, await islandGroups(root)],
  logLevel: 'warning',
};

/** Sizes of every emitted JavaScript file, largest first. */
export async function measure(metafile) {
  const rows = [];
  for (const [file, info] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    const bytes = await readFile(path.join(root, file));
    rows.push({
      file: path.relative(outdir, path.join(root, file)),
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes).length,
      entry: Boolean(info.entryPoint && info.entryPoint.startsWith('src/main')),
      react: Object.keys(info.inputs).some((input) => input.endsWith('woo-islands/react/all.js')),
      source: info.entryPoint ?? null,
      // The shared chunk it is (build/chunks.mjs), or null.
      shared: Object.keys(info.inputs).find((input) => input.startsWith('wi-shared:'))?.slice('wi-shared:'.length) ?? null,
    });
  }
  return rows.sort((a, b) => b.gzip - a.gzip);
}

const kb = (n) => (n / 1024).toFixed(1).padStart(6);

function printSizes(rows) {
  console.log('file'.padEnd(52), '   raw KB', ' gzip KB', ' brotli KB');
  for (const r of rows) console.log(r.file.padEnd(52), kb(r.raw), '  ', kb(r.gzip), '  ', kb(r.brotli));
}

function printPages(pages) {
  console.log('\nbefore the first interaction (what the bench saw load, priced from this build)');
  for (const [type, page] of Object.entries(pages)) {
    console.log(type.padEnd(12), kb(page.gzip), 'KB gzip in', String(page.files).padStart(2), 'files', page.budget ? `(budget ${kb(page.budget).trim()} KB)` : '');
  }
}

/**
 * For each island, the chunks its mount needs beyond its own module and the React renderer (all that
 * those two import), relative to the entry. The runtime preloads them together instead of discovering them one import
 * at a time. Islands are keyed by their folder name, which is also their registry name.
 */
export function islandPreloads(metafile) {
  const outputs = metafile.outputs;
  const closure = (file, seen) => staticClosure(outputs, file, seen);
  const rel = (file) => `./${path.relative(outdir, path.join(root, file))}`;
  const renderer = rendererOutput(outputs);
  // An island's module is what its definition (islands/<name>/index.ts) imports lazily; the code that
  // module itself loads later (a panel's body, a click handler) is not part of the mount.
  // A group's module (build/island-groups.mjs) is the module of each of its islands.
  const islandModules = groupMembers();
  const earlyModules = new Map();
  for (const [input, info] of Object.entries(metafile.inputs)) {
    const match = /^islands\/([^/]+)\/index\.ts$/.exec(input);
    const lazy = match && info.imports.find((imp) => imp.kind === 'dynamic-import');
    if (lazy && !islandModules.has(lazy.path)) islandModules.set(lazy.path, [match[1]]);
    // A click done before the island mounts (its `earlyClick`) has a chunk of its own.
    const early = match && info.imports.find((imp) => imp.kind === 'dynamic-import' && imp.path.endsWith('/early-click.ts'));
    if (early) earlyModules.set(early.path, `${match[1]}:early-click`);
  }
  const map = {};
  for (const [file, info] of Object.entries(outputs)) {
    const early = earlyModules.get(info.entryPoint);
    if (early && file.endsWith('.js')) map[early] = [...closure(file, new Set())].map(rel).sort();
    const names = islandModules.get(info.entryPoint);
    if (!names || !file.endsWith('.js')) continue;
    const files = closure(file, renderer ? closure(renderer) : new Set());
    // The island's own module and the renderer are imported the moment the island mounts; only what
    // they import in turn is worth asking for ahead of them.
    files.delete(file);
    if (renderer) files.delete(renderer);
    for (const name of names) map[name] = [...files].map(rel).sort();
  }
  return map;
}

/**
 * Prepends `var WI_PRELOADS = {...}` to the entry (src/runtime/preload.ts reads it; in the same module
 * scope because that file is bundled into the entry). The source map gains one empty first line.
 */
async function bakePreloads(metafile) {
  const entry = path.join(outdir, 'woo-islands.js');
  // Compact: chunk files once, islands as indexes into them.
  const preloads = islandPreloads(metafile);
  const files = [...new Set(Object.values(preloads).flat())].sort();
  const islands = Object.fromEntries(Object.entries(preloads).map(([name, list]) => [name, list.map((f) => files.indexOf(f))]));
  const baked = { files: files.map((f) => f.replace('./chunks/', '')), islands };
  await prependLine(entry, `var WI_PRELOADS=${JSON.stringify(baked)};`);
}

/** Prepends one line to an emitted file; its source map gains one empty first line. */
async function prependLine(file, line) {
  await writeFile(file, `${line}\n${await readFile(file, 'utf8')}`);
  const map = `${file}.map`;
  const sourceMap = JSON.parse(await readFile(map, 'utf8'));
  sourceMap.mappings = `;${sourceMap.mappings}`;
  await writeFile(map, JSON.stringify(sourceMap));
}

/**
 * V8 compiles a function the first time it is called, on the main thread: on a first visit that was
 * most of the script time before the first interaction (traced: 100 ms of lazy compiling at 4x).
 * Chrome's compile hint (`//# allFunctionsCalledOnLoad` atop a file) has it compile every function
 * while the file streams in, off the main thread. Given to what runs as soon as it arrives, where
 * nearly every function is called: the entry; the React renderer, which every mount needs; and what
 * the islands that mount at load or are warmed ahead of a click need. Other browsers ignore the comment.
 */
async function hintEagerCompile(metafile) {
  const { outputs } = metafile;
  const files = new Set(['dist/woo-islands.js']);
  const early = await earlyIslandModules(metafile);
  const renderer = rendererOutput(outputs);
  if (renderer) staticClosure(outputs, renderer, files);
  for (const [file, info] of Object.entries(outputs)) {
    if (file.endsWith('.js') && early.has(info.entryPoint)) staticClosure(outputs, file, files);
  }
  for (const file of files) await prependLine(path.join(root, file), '//# allFunctionsCalledOnLoad');
}

/** The emitted file of the React renderer (src/runtime/render.tsx). */
function rendererOutput(outputs) {
  return Object.keys(outputs).find((f) => outputs[f].entryPoint === 'src/runtime/render.tsx');
}

/**
 * The lazily imported modules that run as soon as they arrive: those of the islands whose definition
 * (islands/<name>/index.ts) says `warm: true` or `trigger: 'load'`, and every module a definition
 * imports besides its island (`load`) and its early click: what its placeholder runs at load, without
 * React (a shopper with a cart's mini cart, the product page's gallery, tabs and variation form).
 */
async function earlyIslandModules(metafile) {
  const modules = new Set();
  const groups = groupMembers();
  for (const [input, info] of Object.entries(metafile.inputs)) {
    if (!/^islands\/[^/]+\/index\.ts$/.test(input)) continue;
    const source = await readFile(path.join(root, input), 'utf8');
    const early = /\bwarm:\s*true\b|\btrigger:\s*'load'/.test(source);
    const named = (key) => path.join(path.dirname(input), /\.tsx?$/.test(key) ? key : `${key}.ts`);
    const island = new Set([...source.matchAll(/\b(?:load|earlyClick):\s*\(\)\s*=>\s*import\('(\.[^']+)'\)/g)].flatMap(([, key]) => [named(key), named(`${key}.tsx`)]));
    for (const imp of info.imports) {
      if (imp.kind !== 'dynamic-import') continue;
      // A grouped island's module is its group's (island-groups.mjs).
      if (early || !(island.has(imp.path) || groups.has(imp.path))) modules.add(imp.path);
    }
  }
  return modules;
}

async function buildOnce() {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const result = await esbuild.build({ ...buildOptions, plugins: [...buildOptions.plugins, await sharedChunks(buildOptions, root)] });
  await bakePreloads(result.metafile);
  // Last: the hint must open the file.
  await hintEagerCompile(result.metafile);
  // A page without islands must load the entry alone: it may import chunks only dynamically.
  const staticImports = result.metafile.outputs['dist/woo-islands.js'].imports.filter((i) => i.kind === 'import-statement');
  if (staticImports.length) throw new Error(`the entry statically imports ${staticImports.map((i) => i.path).join(', ')}; keep modules the entry uses out of island chunks`);
  const rows = await measure(result.metafile);
  await writeFile(path.join(outdir, 'meta.json'), JSON.stringify(result.metafile));
  await writeFile(path.join(outdir, 'sizes.json'), JSON.stringify(rows, null, 2));
  const budgets = await readBudgets(root);
  const pages = pagesBeforeInteraction(result.metafile, rows, budgets.pages);
  if (!process.env.QUIET_BUILD) {
    printSizes(rows);
    printPages(pages);
  }
  const failures = [...chunkProblems(result.metafile), ...fileBudgetFailures(rows, budgets.files), ...pageBudgetFailures(pages)];
  if (failures.length) {
    console.error(`\nThe build is over budget or its chunks need a decision:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
  await packPlugin();
}

async function watch() {
  const ctx = await esbuild.context({
    ...buildOptions,
    plugins: [
      ...buildOptions.plugins,
      await sharedChunks(buildOptions, root),
      { name: 'report', setup: (b) => b.onEnd((r) => console.log(`[watch] rebuilt, ${r.errors.length} errors`)) },
    ],
  });
  await ctx.watch();
  console.log('[watch] watching src/ and islands/ …');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--watch')) await watch();
  else await buildOnce();
}

