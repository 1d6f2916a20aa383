// The product's import graph, read from the sources: every module under src/ and islands/ and what it
// imports, type-only imports and lazy `import()` included (a circle through a type or a lazy import is
// still a circle to whoever reads the code; esbuild's metafile sees neither the first nor, for chunks,
// the second as one). Libraries are left out: only the project's own modules are nodes.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;

// `import x from '…'`, `import type { X } from '…'`, `export { x } from '…'`, `import '…'`, at the start
// of a line (so a comment or a string that mentions one is not read as one); `import('…')` anywhere
// outside a comment line.
const STATIC = /^[ \t]*(?:import|export)\b\s*(?:[^'";]*?\bfrom\s*)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const COMMENT_LINE = /^\s*(\/\/|\/?\*)/;

function sourcesIn(root, dir) {
  const out = [];
  const walk = (rel) => {
    for (const name of readdirSync(path.join(root, rel))) {
      const file = path.posix.join(rel, name);
      if (statSync(path.join(root, file)).isDirectory()) walk(file);
      else if (SOURCE.test(name) && !TEST.test(name) && !name.endsWith('.d.ts')) out.push(file);
    }
  };
  walk(dir);
  return out;
}

/** The module a relative specifier names, relative to the root; null for a library or a non-module file. */
function resolve(root, from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const file = path.join(root, candidate);
    if (SOURCE.test(candidate) && existsSync(file) && statSync(file).isFile()) return candidate;
  }
  // A stylesheet or JSON: content, not a module of ours.
  return existsSync(path.join(root, base)) ? null : `${base} (missing)`;
}

/** The specifiers a source imports, in the order they appear. */
export function importsOf(source) {
  const specifiers = [];
  for (const match of source.matchAll(STATIC)) specifiers.push(match[1]);
  for (const line of source.split('\n')) {
    if (COMMENT_LINE.test(line)) continue;
    for (const match of line.matchAll(DYNAMIC)) specifiers.push(match[1]);
  }
  return specifiers;
}

/** Module → the project modules it imports, for every source under `dirs`. */
export function importGraph(root, dirs = ['src', 'islands']) {
  const graph = new Map();
  for (const file of dirs.flatMap((dir) => sourcesIn(root, dir))) {
    const source = readFileSync(path.join(root, file), 'utf8');
    const targets = importsOf(source).map((specifier) => resolve(root, file, specifier)).filter(Boolean);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every import circle, each as the modules on it in import order, the first repeated at the end. */
export function circles(graph) {
  const found = [];
  const seen = new Set();
  const onPath = [];
  const visit = (file) => {
    const at = onPath.indexOf(file);
    if (at >= 0) {
      found.push([...onPath.slice(at), file]);
      return;
    }
    if (seen.has(file)) return;
    seen.add(file);
    onPath.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    onPath.pop();
  };
  for (const file of [...graph.keys()].sort()) visit(file);
  return found;
}

/**
 * Imports against the direction dependencies flow (islands → src → src/stores): a store importing
 * anything of ours outside src/stores, src/ importing an island (the entry's catalogue excepted),
 * anything importing a module that is not there.
 */
export function wrongWayImports(graph) {
  const wrong = [];
  for (const [file, targets] of graph) {
    for (const target of targets) {
      if (target.endsWith('(missing)')) wrong.push(`${file} imports ${target}`);
      else if (file.startsWith('src/stores/') && !target.startsWith('src/stores/')) wrong.push(`${file} (a store) imports ${target}`);
      else if (file.startsWith('src/') && target.startsWith('islands/') && !(file === 'src/main.ts' && target === 'islands/index.ts')) {
        wrong.push(`${file} imports the island module ${target}`);
      }
    }
  }
  return wrong;
}
