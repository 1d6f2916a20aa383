// React and react-dom ship CommonJS. Bundled as they are, every island chunk that imports React would
// call esbuild's CommonJS interop helpers, and esbuild shares helpers with the entry through a chunk
// the entry must import at load. So they are bundled once, on their own, into one ES module
// (node_modules/.cache/woo-islands/react/all.js, the interop inlined in it), and each of
// `react`, `react-dom`, `react-dom/client` and `react/jsx-runtime` is a small ES module of named
// exports over it. The build aliases the package names to those files: real React, one copy.
import * as esbuild from 'esbuild';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

const PACKAGES = {
  react: 'React',
  'react-dom': 'ReactDOM',
  'react-dom/client': 'ReactDOMClient',
  'react/jsx-runtime': 'JSXRuntime',
};

/** Writes the ES modules under `root`'s node_modules/.cache and returns the build's alias map. */
export async function reactAsEsm(root) {
  const dir = path.join(root, 'node_modules/.cache/woo-islands/react');
  await mkdir(dir, { recursive: true });
  const all = path.join(dir, 'all.js');
  const entry = Object.entries(PACKAGES).map(([name, binding]) => `import * as ${binding} from ${JSON.stringify(name)};`).join('\n')
    + `\nexport { ${Object.values(PACKAGES).join(', ')} };\n`;
  await esbuild.build({
    stdin: { contents: entry, resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'esm',
    outfile: all,
    target: ['chrome96', 'edge96', 'firefox96', 'safari15'],
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'warning',
  });
  const alias = {};
  for (const [name, binding] of Object.entries(PACKAGES)) {
    const names = Object.keys(require(name)).filter((key) => key !== 'default' && /^[A-Za-z_$][\w$]*$/.test(key));
    const file = path.join(dir, `${name.replace('/', '-')}.js`);
    await writeFile(file, `import { ${binding} } from './all.js';\nexport const { ${names.join(', ')} } = ${binding};\nexport default ${binding};\n`);
    alias[name] = file;
  }
  return alias;
}
