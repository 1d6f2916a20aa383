// Dependencies flow one way: islands → src/ domain modules → src/stores/, with no import circle.
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, importGraph, importsOf, wrongWayImports } from './import-graph.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const graph = importGraph(root);

describe('the import graph', () => {
  it('reads every kind of import, and no mention of one in a comment', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "import './d.css';",
      'import {',
      '  e,',
      "} from './e';",
      "const f = () => import('./f');",
      "// load: () => import('./not-an-import')",
      " * as `import x from './nor-this'` says",
    ].join('\n');
    expect(importsOf(source).sort()).toEqual(['../b', './a', './c', './d.css', './e', './f']);
  });

  it('finds a circle through a lazy or a type-only import', () => {
    const found = circles(new Map([
      ['src/a.ts', ['src/b.ts']],
      ['src/b.ts', ['src/c.ts']],
      ['src/c.ts', ['src/a.ts']],
      ['src/d.ts', ['src/a.ts']],
    ]));
    expect(found).toEqual([['src/a.ts', 'src/b.ts', 'src/c.ts', 'src/a.ts']]);
  });

  it('has no circle', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(circles(graph).map((circle) => circle.join(' → '))).toEqual([]);
  });

  it('flows from islands to src/ to src/stores, never back', () => {
    expect(wrongWayImports(graph)).toEqual([]);
  });

  it('holds in src/stores/ only stores: every module there makes a nanostore', () => {
    const dir = path.join(root, 'src/stores');
    const modules = readdirSync(dir).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    expect(modules.length).toBeGreaterThan(5);
    const notStores = modules.filter((file) => !/=\s*(atom|map|computed)\b/.test(readFileSync(path.join(dir, file), 'utf8')));
    expect(notStores).toEqual([]);
  });
});
