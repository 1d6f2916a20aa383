// Packs the WordPress plugin into dist/islands-for-woocommerce.zip, installable from Plugins → Add New → Upload:
// islands-for-woocommerce/<the plugin's PHP, readme and languages> and islands-for-woocommerce/dist/<the built bundle,
// without source maps or build metadata>. The translations' generated files are written first (i18n.mjs).
//   node wordpress-plugin/pack.mjs   (the build runs it last)
import { readFile, readdir, writeFile, stat } from 'node:fs/promises';
import { deflateRawSync } from 'node:zlib';
import * as zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { buildTranslations } from './i18n.mjs';

const pluginDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(pluginDir);
const distDir = path.join(root, 'dist');
export const zipPath = path.join(distDir, 'islands-for-woocommerce.zip');

/**
 * Files of dist/ that are not the plugin's: source maps, the zip itself, and the build's metadata
 * (meta.json, sizes.json), which the bench and the tests read from dist/ but a shop must not serve.
 */
const NOT_SHIPPED = /(\.map|^islands-for-woocommerce\.zip|^meta\.json|^sizes\.json)$/;

/** The plugin's own files (the dev scripts beside them stay out). */
const PLUGIN_FILES = /^(islands-for-woocommerce\.php|uninstall\.php|readme\.txt|includes\/[^/]+\.php|languages\/[^/]+\.(pot|po|mo))$/;

/** Every file under a folder, as paths relative to it with forward slashes, sorted. */
async function filesUnder(dir, prefix = '') {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix + entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(path.join(dir, entry.name), `${rel}/`)));
    else if (entry.isFile()) files.push(rel);
  }
  return files.sort();
}

/** The zip's entries: [name in the zip, file on disk]; `built` is the build's folder (dist/). */
export async function pluginEntries(built = distDir) {
  const plugin = (await filesUnder(pluginDir)).filter((f) => PLUGIN_FILES.test(f));
  const dist = (await filesUnder(built)).filter((f) => !NOT_SHIPPED.test(f));
  if (!dist.includes('woo-islands.js')) throw new Error('dist/woo-islands.js is missing: build first');
  return [
    ...plugin.map((f) => [`islands-for-woocommerce/${f}`, path.join(pluginDir, f)]),
    ...dist.map((f) => [`islands-for-woocommerce/dist/${f}`, path.join(built, f)]),
  ];
}

// zlib.crc32 arrived in Node 20.15 / 22.2; the table is for older ones.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  if (typeof zlib.crc32 === 'function') return zlib.crc32(bytes) >>> 0;
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** MS-DOS time and date of a Date (local time, 2-second steps), as zip headers store them. */
function dosDateTime(date) {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/**
 * A zip archive (PKZIP 2.0: deflate or stored, no zip64) of [name, bytes, mtime] entries. Directory
 * entries are written too: some unpackers (and WordPress's PclZip fallback) expect them.
 */
export function zip(entries) {
  const dirs = new Set();
  for (const [name] of entries) {
    const parts = name.split('/').slice(0, -1);
    for (let i = 1; i <= parts.length; i++) dirs.add(`${parts.slice(0, i).join('/')}/`);
  }
  const all = [
    ...[...dirs].sort().map((name) => [name, Buffer.alloc(0), entries[0]?.[2] ?? new Date()]),
    ...entries,
  ];
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, bytes, mtime] of all) {
    const nameBytes = Buffer.from(name, 'utf8');
    const isDir = name.endsWith('/');
    const deflated = isDir ? bytes : deflateRawSync(bytes, { level: 9 });
    // Stored when deflating does not pay (tiny or already compressed files).
    const method = !isDir && deflated.length < bytes.length ? 8 : 0;
    const data = method === 8 ? deflated : bytes;
    const crc = crc32(bytes);
    const { time, date } = dosDateTime(mtime);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(bytes.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix, 2.0
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(bytes.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    // Unix permissions: rwxr-xr-x directories, rw-r--r-- files; bit 4 marks a directory for DOS.
    central.writeUInt32LE(((isDir ? 0o40755 : 0o100644) * 0x10000 + (isDir ? 0x10 : 0)) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(all.length, 8);
  end.writeUInt16LE(all.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** Writes dist/islands-for-woocommerce.zip; returns its path. */
export async function packPlugin() {
  // The .pot, the .mo files and includes/bundle-strings.php from the current sources (throws when the
  // Swedish catalogue misses a text of the bundle).
  await buildTranslations();
  const entries = [];
  for (const [name, file] of await pluginEntries()) entries.push([name, await readFile(file), (await stat(file)).mtime]);
  await writeFile(zipPath, zip(entries));
  return zipPath;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = await packPlugin();
  console.log(`${path.relative(root, file)}: ${(await stat(file)).size} bytes`);
}
