// The build's budgets (bench/budgets.json, gzip bytes): per emitted file, and per page type what loads
// before the first interaction.
//
// The page figure is measured by the bench in a browser (bench/sizes.mjs). The build cannot run the
// page, so it prices what the bench saw load instead: each page type's `loadsBeforeInteraction` lists
// the lazily loaded modules (islands' components, placeholders, the React renderer, …) the bench saw
// arrive before the first interaction, and the build adds up the entry and the files those modules
// need in today's build. A change in which chunk a module lands in, or in a chunk's size, moves the
// figure here at once; a change in which islands mount at load shows in the bench, which fails when
// the list is no longer what it saw.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { staticClosure } from './chunks.mjs';

export async function readBudgets(root) {
  return JSON.parse(await readFile(path.join(root, 'bench/budgets.json'), 'utf8'));
}

/**
 * Files over their budget: `files` maps a file pattern to gzip bytes; "react" is the chunk holding
 * React, "shared:<id>" a shared chunk of build/chunks.mjs (which then answers to no pattern).
 */
export function fileBudgetFailures(rows, files = {}) {
  const failures = [];
  const ownBudget = (r) => (r.react && 'react' in files) || (r.shared && `shared:${r.shared}` in files);
  for (const [pattern, limit] of Object.entries(files)) {
    const matcher = new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}$`);
    const fits = (r) => {
      if (pattern === 'react') return r.react;
      if (pattern.startsWith('shared:')) return r.shared === pattern.slice('shared:'.length);
      return !ownBudget(r) && matcher.test(r.file);
    };
    for (const row of rows.filter(fits)) {
      if (row.gzip > limit) failures.push(`${row.file}: ${row.gzip} B gzip, budget ${limit} B (${pattern})`);
    }
  }
  return failures;
}

/**
 * Each page type's bytes before the first interaction, priced from the build: the entry, and every
 * file the modules of its `loadsBeforeInteraction` import. `rows` are the build's measured files.
 */
export function pagesBeforeInteraction(metafile, rows, pages = {}, entry = 'dist/woo-islands.js') {
  const gzipOf = new Map(rows.map((r) => [`dist/${r.file}`, r.gzip]));
  const outputOf = new Map(Object.entries(metafile.outputs).filter(([file, info]) => file.endsWith('.js') && info.entryPoint).map(([file, info]) => [info.entryPoint, file]));
  const result = {};
  for (const [type, page] of Object.entries(pages)) {
    if (!page.loadsBeforeInteraction) continue;
    const files = new Set([entry]);
    const missing = [];
    for (const module of page.loadsBeforeInteraction) {
      const output = outputOf.get(module);
      if (output) staticClosure(metafile.outputs, output, files);
      else missing.push(module);
    }
    const gzip = [...files].reduce((sum, file) => sum + (gzipOf.get(file) ?? 0), 0);
    result[type] = { gzip, files: files.size, missing, budget: page.beforeInteraction };
  }
  return result;
}

/** The page types over budget, or naming a module the build no longer loads lazily. */
export function pageBudgetFailures(priced) {
  const failures = [];
  for (const [type, page] of Object.entries(priced)) {
    if (page.missing.length) failures.push(`${type}: ${page.missing.join(', ')} no longer loads on its own (bench/budgets.json loadsBeforeInteraction: run node bench/sizes.mjs)`);
    if (page.budget && page.gzip > page.budget) failures.push(`${type}: ${page.gzip} B gzip before the first interaction, budget ${page.budget} B`);
  }
  return failures;
}
