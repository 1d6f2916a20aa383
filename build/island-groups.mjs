// Islands whose code always arrives at the same moment are packed into one chunk. Split by island,
// the header's panels came as a dozen files of a few hundred bytes when the shopper showed up, each
// its own request, module and preload, and each gzipped on its own: measured on the product page, the
// code that arrives with the shopper took 22 KB as files and 14.6 KB as one.
//
// A group is a module written under node_modules/.cache that imports each member's component module
// and exports it as `{ default, read }`, the shape an island's `load()` resolves to; the build rewrites
// each member's `load: () => import('./Component')` to that module, so the islands' folders stay as
// they read. Only islands that are always mounted together belong in a group: one member mounting
// brings the code of them all.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const ISLAND_GROUPS = {
  // Rey's header and its side panels, on every page, all mounted when the shopper arrives.
  header: ['header-cart', 'cart-panel', 'header-account', 'account-panel', 'remove-from-cart'],
  // Complianz's banner and its blocked-content placeholders: the consent UI a first visit mounts.
  consent: ['consent-banner', 'consent-placeholder'],
  // TI Wishlist's buttons and header counter, which share the wishlist's store and its requests.
  wishlist: ['wishlist-button', 'wishlist-counter'],
};

// `load: () => import('./Component')`, or `const load = …` where two definitions share it.
const LOAD = /(load:\s*|const load = )\(\)\s*=>\s*import\('(\.\/[^']+)'\)/;

const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());

/** A group's module, relative to the project root (as esbuild's metafile names it). */
const groupModule = (group) => path.join('node_modules/.cache/woo-islands/groups', `${group}.ts`);

/**
 * The specifier by which `from` imports `to`. Relative, because the sources land in the source maps,
 * which esbuild hashes into chunk names: absolute paths would rename chunks by checkout folder.
 */
const relativeImport = (from, to) => {
  const rel = path.relative(path.dirname(from), to).split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
};

/** Writes the group modules under `root` and returns the plugin that points the members at them. */
export async function islandGroups(root) {
  const members = new Map();
  for (const [group, names] of Object.entries(ISLAND_GROUPS)) {
    const file = path.join(root, groupModule(group));
    await mkdir(path.dirname(file), { recursive: true });
    const lines = [];
    for (const name of names) {
      const index = path.join(root, 'islands', name, 'index.ts');
      const load = LOAD.exec(await readFile(index, 'utf8'));
      if (!load) throw new Error(`island group ${group}: ${name}'s definition has no \`load: () => import('./…')\``);
      const id = camel(name);
      const component = path.join(root, 'islands', name, load[2]);
      lines.push(
        `import ${id}Component, { read as ${id}Read } from ${JSON.stringify(relativeImport(file, component))};`,
        `export const ${id} = { default: ${id}Component, read: ${id}Read };`,
      );
      members.set(index, `$1() => import(${JSON.stringify(relativeImport(index, file))}).then((group) => group.${id})`);
    }
    await writeFile(file, `${lines.join('\n')}\n`);
  }
  return {
    name: 'island-groups',
    setup(build) {
      build.onLoad({ filter: /[\\/]islands[\\/][^\\/]+[\\/]index\.ts$/ }, async (args) => {
        const load = members.get(args.path);
        if (!load) return undefined;
        return { contents: (await readFile(args.path, 'utf8')).replace(LOAD, load), loader: 'ts' };
      });
    },
  };
}

/** The island names of each group module, by the module's path relative to the project root. */
export function groupMembers() {
  return new Map(Object.entries(ISLAND_GROUPS).map(([group, names]) => [groupModule(group), names]));
}
