// The plugin's translations: a .pot of every text (the bundle's, from src/i18n/messages.ts, and the admin's,
// from the plugin's PHP), the .mo files compiled from languages/*.po, and includes/bundle-strings.php,
// through which WordPress translates the bundle's texts. The pack step runs it (so the zip always
// ships current files) and stops when the Swedish catalogue misses a text of the bundle.
//   node wordpress-plugin/i18n.mjs            writes the generated files and checks the catalogues
//   node wordpress-plugin/i18n.mjs update-po  also adds the .pot's new texts to every .po (msgstr
//                                             empty, to translate) and marks texts gone as obsolete
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

export const DOMAIN = 'islands-for-woocommerce';
const pluginDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(pluginDir);
export const languagesDir = path.join(pluginDir, 'languages');
const MESSAGES = 'src/i18n/messages.ts';
const GENERATED_PHP = 'includes/bundle-strings.php';
/** The plugin's PHP that ships (pack.mjs packs the same files); dev scripts stay out. */
const PHP_FILES = /^(islands-for-woocommerce\.php|uninstall\.php|includes\/[^/]+\.php)$/;

/** @typedef {{ context?: string, msgid: string, plural?: string, comments: string[], references: string[], format?: boolean }} Text */

/** printf placeholders, in order (`%d`, `%s`, `%1$d`; `%%` is not one). */
export function placeholders(text) {
  return [...text.replace(/%%/g, '').matchAll(/%(\d+\$)?[sdf]/g)].map((m) => m[0]);
}

/** The bundle's texts: src/i18n/messages.ts evaluated (esbuild strips the types), with its translator comments. */
export async function bundleTexts(file = path.join(root, MESSAGES)) {
  const source = await readFile(file, 'utf8');
  const { code } = await esbuild.transform(source, { loader: 'ts', format: 'esm' });
  const { messages } = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  const lines = source.split('\n');
  return Object.entries(messages).map(([key, value]) => {
    const line = lines.findIndex((l) => new RegExp(`^\\s*${key}:`).test(l));
    if (line < 0) throw new Error(`${MESSAGES}: no line for ${key}`);
    const comment = /^\s*\/\/\s*(translators:.*)$/.exec(lines[line - 1] ?? '')?.[1];
    const [msgid, plural] = Array.isArray(value) ? value : [value];
    return { key, msgid, plural, comments: comment ? [comment] : [], references: [`${MESSAGES}:${line + 1}`] };
  });
}

// Gettext calls and where their arguments are: [text, plural, context, domain] (-1: none).
const CALLS = {
  __: [0, -1, -1, 1], _e: [0, -1, -1, 1], esc_html__: [0, -1, -1, 1], esc_html_e: [0, -1, -1, 1],
  esc_attr__: [0, -1, -1, 1], esc_attr_e: [0, -1, -1, 1],
  _x: [0, -1, 1, 2], _ex: [0, -1, 1, 2], esc_html_x: [0, -1, 1, 2], esc_attr_x: [0, -1, 1, 2],
  _n: [0, 1, -1, 3], _nx: [0, 1, 3, 4], _n_noop: [0, 1, -1, 2], _nx_noop: [0, 1, 2, 3],
};

/** A PHP string literal's value, or null for anything else (a variable, a call, an interpolating string). */
function phpString(token) {
  const t = token.trim();
  if (/^'(?:[^'\\]|\\.)*'$/s.test(t)) return t.slice(1, -1).replace(/\\([\\'])/g, '$1');
  if (/^"(?:[^"\\$]|\\.)*"$/s.test(t)) {
    const escapes = { n: '\n', t: '\t', r: '\r', v: '\v', f: '\f', e: '\x1b', $: '$', '"': '"', '\\': '\\' };
    return t.slice(1, -1).replace(/\\(.)/gs, (m, c) => escapes[c] ?? m);
  }
  return null;
}

/** The arguments of a call whose opening parenthesis is at `open`: raw source per argument, and the end. */
function callArguments(source, open) {
  const args = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === "'" || c === '"') {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
    } else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') {
      depth--;
      if (depth === 0) {
        args.push(source.slice(start, i));
        return args;
      }
    } else if (c === ',' && depth === 1) {
      args.push(source.slice(start, i));
      start = i + 1;
    }
  }
  return args;
}

/** The translator comment right before offset `at` (`/* translators: … *\/` or `// translators: …`). */
function translatorComment(source, at) {
  // Past what may stand between the comment and the call: `echo`, `return`, `$x =`, `=>`, `sprintf(`.
  const before = source.slice(Math.max(0, at - 400), at).replace(/(?:\s|\b(?:echo|return|print)\b|\$\w+|=>?|\w+\s*\()*$/, '');
  const block = /\/\*\s*(translators:[\s\S]*?)\s*\*\/$/i.exec(before);
  if (block) return block[1].replace(/\s*\n\s*\*?\s*/g, ' ');
  const line = /\/\/\s*(translators:[^\n]*)$/i.exec(before);
  return line ? line[1].trim() : undefined;
}

/** The texts of one PHP file with the plugin's text domain, and its header's name and description. */
export function phpTexts(source, file) {
  const texts = [];
  const lineOf = (offset) => source.slice(0, offset).split('\n').length;
  for (const [field, comment] of [['Plugin Name', 'Plugin Name of the plugin'], ['Description', 'Description of the plugin']]) {
    const header = new RegExp(`^[ \\t/*#@]*${field}:[ \\t]*(.+)$`, 'mi').exec(source.slice(0, 8192));
    if (header) texts.push({ msgid: header[1].trim(), comments: [comment], references: [`${file}`] });
  }
  for (const match of source.matchAll(/(?<![\w$>:])(_nx_noop|_n_noop|esc_html__|esc_html_e|esc_html_x|esc_attr__|esc_attr_e|esc_attr_x|_nx|_ex|__|_e|_x|_n)\s*\(/g)) {
    const [text, plural, context, domain] = CALLS[match[1]];
    const args = callArguments(source, match.index + match[0].length - 1).map(phpString);
    if (args[domain] !== DOMAIN || args[text] == null) continue;
    const comment = translatorComment(source, match.index);
    texts.push({
      msgid: args[text],
      ...(plural >= 0 && args[plural] != null ? { plural: args[plural] } : {}),
      ...(context >= 0 && args[context] != null ? { context: args[context] } : {}),
      comments: comment ? [comment] : [],
      references: [`${file}:${lineOf(match.index)}`],
    });
  }
  return texts;
}

/** The admin's texts: every gettext call of the plugin's PHP that ships (the generated file aside). */
export async function adminTexts(dir = pluginDir) {
  const files = [];
  const walk = async (sub) => {
    for (const entry of await readdir(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory() && rel === 'includes') await walk(rel);
      else if (entry.isFile() && PHP_FILES.test(rel) && rel !== GENERATED_PHP) files.push(rel);
    }
  };
  await walk('');
  files.sort((a, b) => (a === 'islands-for-woocommerce.php' ? -1 : b === 'islands-for-woocommerce.php' ? 1 : a.localeCompare(b)));
  const texts = [];
  for (const file of files) texts.push(...phpTexts(await readFile(path.join(dir, file), 'utf8'), file));
  return texts;
}

const textKey = (t) => `${t.context ?? ''}\u0004${t.msgid}`;

/** One entry per text (context and msgid), their comments and references merged, in first-seen order. */
export function mergeTexts(texts) {
  const merged = new Map();
  for (const text of texts) {
    const key = textKey(text);
    const seen = merged.get(key);
    if (!seen) {
      merged.set(key, { ...text, comments: [...text.comments], references: [...text.references] });
      continue;
    }
    if (text.plural && !seen.plural) seen.plural = text.plural;
    for (const c of text.comments) if (!seen.comments.includes(c)) seen.comments.push(c);
    for (const r of text.references) if (!seen.references.includes(r)) seen.references.push(r);
  }
  return [...merged.values()];
}

const poString = (s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;

function poEntry(text, msgstr) {
  const lines = [];
  for (const c of text.comments) lines.push(`#. ${c}`);
  if (text.references.length) lines.push(`#: ${text.references.join(' ')}`);
  const flags = [...(text.flags ?? [])];
  if (placeholders(text.msgid).length || placeholders(text.plural ?? '').length) flags.push('php-format');
  if (flags.length) lines.push(`#, ${[...new Set(flags)].join(', ')}`);
  if (text.context !== undefined) lines.push(`msgctxt ${poString(text.context)}`);
  lines.push(`msgid ${poString(text.msgid)}`);
  if (text.plural !== undefined) {
    lines.push(`msgid_plural ${poString(text.plural)}`);
    const forms = msgstr?.length ? msgstr : ['', ''];
    forms.forEach((form, i) => lines.push(`msgstr[${i}] ${poString(form)}`));
  } else {
    lines.push(`msgstr ${poString(msgstr?.[0] ?? '')}`);
  }
  return lines.join('\n');
}

function headerBlock(headers) {
  return ['msgid ""', 'msgstr ""', ...Object.entries(headers).map(([k, v]) => poString(`${k}: ${v}\n`))].join('\n');
}

/** Every text of the plugin as a .pot (no creation date: the same sources give the same file). */
export async function makePot() {
  const version = /^\s*\*\s*Version:\s*(\S+)/m.exec(await readFile(path.join(pluginDir, 'islands-for-woocommerce.php'), 'utf8'))?.[1] ?? '';
  const texts = mergeTexts([...(await bundleTexts()), ...(await adminTexts())]);
  const header = headerBlock({
    'Project-Id-Version': `Islands for WooCommerce ${version}`.trim(),
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=UTF-8',
    'Content-Transfer-Encoding': '8bit',
    'X-Domain': DOMAIN,
  });
  return {
    texts,
    pot: `# The texts of Islands for WooCommerce (its script's and its admin's). Generated by wordpress-plugin/i18n.mjs.\n# This file is distributed under the GPL-2.0-or-later.\n${header}\n\n${texts.map((t) => poEntry(t)).join('\n\n')}\n`,
  };
}

const PO_ESCAPES = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', f: '\f', v: '\v' };
const unquote = (s) => s.slice(1, -1).replace(/\\(.)/g, (m, c) => PO_ESCAPES[c] ?? c);

/**
 * A .po file: its headers, its entries (msgstr is a list: one form, or one per plural form) and its
 * obsolete entries (`#~`).
 */
export function parsePo(source) {
  const entries = [];
  let entry = null;
  let field = null;
  const start = () => {
    if (entry?.msgid !== undefined) entries.push(entry);
    entry = { comments: [], references: [], flags: [], msgstr: [] };
    field = null;
  };
  start();
  for (const raw of source.split(/\r?\n/)) {
    let line = raw.trim();
    if (line.startsWith('#~')) {
      if (entry.msgid !== undefined && !entry.obsolete) start();
      entry.obsolete = true;
      line = line.slice(2).trim();
      if (line.startsWith('#')) continue;
    }
    if (!line) {
      if (entry.msgid !== undefined) start();
      continue;
    }
    if (line.startsWith('#')) {
      if (entry.msgid !== undefined) start();
      if (line.startsWith('#.')) entry.comments.push(line.slice(2).trim());
      else if (line.startsWith('#:')) entry.references.push(...line.slice(2).trim().split(/\s+/));
      else if (line.startsWith('#,')) entry.flags.push(...line.slice(2).split(',').map((f) => f.trim()).filter(Boolean));
      continue;
    }
    const keyword = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$/.exec(line);
    if (keyword) {
      if ((keyword[1] === 'msgid' || keyword[1] === 'msgctxt') && entry.msgid !== undefined) {
        const obsolete = entry.obsolete;
        start();
        if (obsolete) entry.obsolete = true;
      }
      const value = unquote(keyword[3]);
      if (keyword[1] === 'msgctxt') (entry.context = value), (field = ['context']);
      else if (keyword[1] === 'msgid') (entry.msgid = value), (field = ['msgid']);
      else if (keyword[1] === 'msgid_plural') (entry.plural = value), (field = ['plural']);
      else {
        const index = keyword[2] === undefined ? 0 : Number(keyword[2]);
        entry.msgstr[index] = value;
        field = ['msgstr', index];
      }
      continue;
    }
    if (/^".*"$/.test(line) && field) {
      const value = unquote(line);
      if (field[0] === 'msgstr') entry.msgstr[field[1]] += value;
      else entry[field[0]] += value;
      continue;
    }
    throw new Error(`po: cannot read the line ${JSON.stringify(raw)}`);
  }
  start();
  const headerEntry = entries.find((e) => e.msgid === '' && e.context === undefined && !e.obsolete);
  const headers = {};
  for (const line of (headerEntry?.msgstr[0] ?? '').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { headers, entries: entries.filter((e) => e !== headerEntry && !e.obsolete), obsolete: entries.filter((e) => e.obsolete) };
}

/** Whether an entry counts as translated, as msgfmt counts it: not fuzzy, every form filled. */
const isTranslated = (e) => !e.flags.includes('fuzzy') && e.msgstr.length > 0 && e.msgstr.every((s) => typeof s === 'string' && s !== '');

/**
 * A GNU .mo file (little-endian, no hash table, which readers do without) of a parsed .po: the header
 * and every translated entry, keys sorted as msgfmt sorts them.
 */
export function compileMo(po, headerText) {
  const pairs = [['', headerText]];
  for (const e of po.entries) {
    if (!isTranslated(e)) continue;
    const key = `${e.context !== undefined ? `${e.context}\u0004` : ''}${e.msgid}${e.plural !== undefined ? `\u0000${e.plural}` : ''}`;
    pairs.push([key, e.msgstr.join('\u0000')]);
  }
  const encoded = pairs.map(([k, v]) => [Buffer.from(k, 'utf8'), Buffer.from(v, 'utf8')]).sort((a, b) => Buffer.compare(a[0], b[0]));
  const count = encoded.length;
  const head = 28;
  const originals = head;
  const translations = originals + count * 8;
  let offset = translations + count * 8;
  const table = Buffer.alloc(offset);
  table.writeUInt32LE(0x950412de, 0);
  table.writeUInt32LE(0, 4);
  table.writeUInt32LE(count, 8);
  table.writeUInt32LE(originals, 12);
  table.writeUInt32LE(translations, 16);
  table.writeUInt32LE(0, 20);
  table.writeUInt32LE(offset, 24);
  const data = [];
  encoded.forEach(([k], i) => {
    table.writeUInt32LE(k.length, originals + i * 8);
    table.writeUInt32LE(offset, originals + i * 8 + 4);
    data.push(k, Buffer.from([0]));
    offset += k.length + 1;
  });
  encoded.forEach(([, v], i) => {
    table.writeUInt32LE(v.length, translations + i * 8);
    table.writeUInt32LE(offset, translations + i * 8 + 4);
    data.push(v, Buffer.from([0]));
    offset += v.length + 1;
  });
  return Buffer.concat([table, ...data]);
}

/** The header's text as the .po has it (msgstr of msgid ""), for the .mo. */
function headerText(source) {
  const po = parsePo(source);
  return Object.entries(po.headers).map(([k, v]) => `${k}: ${v}\n`).join('');
}

/** How many plural forms a catalogue's language has (its Plural-Forms header), 2 without one. */
function nplurals(headers) {
  return Number(/nplurals\s*=\s*(\d+)/.exec(headers['Plural-Forms'] ?? '')?.[1] ?? 2);
}

/**
 * What a catalogue lacks: texts of the bundle not translated (or fuzzy, or missing a plural form, or
 * with other placeholders than the English), the admin's untranslated texts, and entries no text has.
 */
export function auditCatalogue(po, bundle, admin) {
  const byKey = new Map(po.entries.map((e) => [textKey(e), e]));
  const forms = nplurals(po.headers);
  const problems = { bundle: [], admin: [], stale: [] };
  const check = (text, into) => {
    const entry = byKey.get(textKey(text));
    if (!entry) return into.push(`missing: ${JSON.stringify(text.msgid)}`);
    if (!isTranslated(entry)) return into.push(`not translated${entry.flags.includes('fuzzy') ? ' (fuzzy)' : ''}: ${JSON.stringify(text.msgid)}`);
    if (text.plural !== undefined && (entry.plural !== text.plural || entry.msgstr.length !== forms)) {
      return into.push(`plural: ${JSON.stringify(text.msgid)} needs msgid_plural ${JSON.stringify(text.plural)} and ${forms} forms`);
    }
    const expected = placeholders(text.plural ?? text.msgid).sort().join(' ');
    for (const form of entry.msgstr) {
      if (placeholders(form).sort().join(' ') !== expected) into.push(`placeholders: ${JSON.stringify(form)} for ${JSON.stringify(text.msgid)} (needs ${expected || 'none'})`);
    }
  };
  for (const text of bundle) check(text, problems.bundle);
  for (const text of admin) check(text, problems.admin);
  const known = new Set([...bundle, ...admin].map(textKey));
  for (const entry of po.entries) if (!known.has(textKey(entry))) problems.stale.push(JSON.stringify(entry.msgid));
  return problems;
}

const phpQuote = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * includes/bundle-strings.php: the bundle's texts by their keys, each [English, translation] (plural
 * texts as _n_noop()). Literal gettext calls, so WordPress's own tools (make-pot, translate.wordpress.org)
 * find the bundle's texts in the plugin too.
 */
export function bundleStringsPhp(bundle) {
  const width = Math.max(...bundle.map((t) => t.key.length)) + 2;
  const rows = bundle.map((t) => {
    const comment = t.comments.length ? `\t/* ${t.comments.join(' ')} */\n` : '';
    const value = t.plural !== undefined
      ? `_n_noop( ${phpQuote(t.msgid)}, ${phpQuote(t.plural)}, '${DOMAIN}' )`
      : `array( ${phpQuote(t.msgid)}, __( ${phpQuote(t.msgid)}, '${DOMAIN}' ) )`;
    return `${comment}\t${phpQuote(t.key).padEnd(width)} => ${value},`;
  });
  return `<?php
/**
 * The bundle's own texts (src/i18n/messages.ts) by the keys the bundle knows them by: [English, translation],
 * or an _n_noop() for a counted text. Woo_Islands_Translations prints the translated ones for the page.
 * Generated by wordpress-plugin/i18n.mjs when the plugin is packed: do not edit.
 *
 * @package WooIslands
 */

defined( 'ABSPATH' ) || exit;

return array(
${rows.join('\n')}
);
`;
}

/**
 * What the plugin prints for a locale, as Woo_Islands_Translations::params() does from the compiled
 * catalogue: the bundle's translated texts by key (a counted text as its forms) and the plural
 * expression. Nothing for a locale without a catalogue. The fixture shop prints it to play the plugin.
 */
export async function printedTranslations(locale) {
  let source;
  try {
    source = await readFile(path.join(languagesDir, `${DOMAIN}-${locale}.po`), 'utf8');
  } catch {
    return {};
  }
  const po = parsePo(source);
  const translated = new Map(po.entries.filter(isTranslated).map((e) => [textKey(e), e]));
  const i18n = {};
  for (const text of await bundleTexts()) {
    const entry = translated.get(textKey(text));
    if (!entry) continue;
    if (text.plural === undefined) {
      if (entry.msgstr[0] !== text.msgid) i18n[text.key] = entry.msgstr[0];
    } else if (entry.plural === text.plural && entry.msgstr.join('\0') !== `${text.msgid}\0${text.plural}`) {
      i18n[text.key] = entry.msgstr;
    }
  }
  if (!Object.keys(i18n).length) return {};
  const rule = /plural\s*=\s*([^;]+)/.exec(po.headers['Plural-Forms'] ?? '')?.[1]?.trim();
  return { i18n, ...(rule && Object.values(i18n).some(Array.isArray) ? { plural: rule } : {}) };
}

/** Merges a .pot's texts into a .po: translations kept, new texts empty, texts gone kept as obsolete (#~). */
export function updatePo(source, texts) {
  const po = parsePo(source);
  // An obsolete entry whose text is back is revived, as msgmerge does.
  const byKey = new Map([...po.obsolete, ...po.entries].map((e) => [textKey(e), e]));
  const known = new Set(texts.map(textKey));
  const header = /^(?:#[^\n]*\n)*msgid ""\nmsgstr ""\n(?:"[^\n]*"\n)*/.exec(source)?.[0] ?? '';
  const body = texts.map((t) => {
    const old = byKey.get(textKey(t));
    const flags = old?.flags.filter((f) => f === 'fuzzy') ?? [];
    return poEntry({ ...t, flags }, old && (t.plural === undefined) === (old.plural === undefined) ? old.msgstr : undefined);
  });
  const gone = [...po.entries, ...po.obsolete].filter((e) => !known.has(textKey(e)) && e.msgstr.some(Boolean))
    .map((e) => poEntry({ ...e, comments: [], references: [] }, e.msgstr).split('\n').map((l) => `#~ ${l}`).join('\n'));
  return `${header}\n${[...body, ...gone].join('\n\n')}\n`;
}

/**
 * Writes languages/islands-for-woocommerce.pot, a .mo per languages/*.po and includes/bundle-strings.php,
 * and audits every catalogue. Throws when the Swedish one misses a text of the bundle (or has a
 * placeholder wrong); prints what other catalogues lack.
 */
export async function buildTranslations({ update = false, log = console } = {}) {
  const { texts, pot } = await makePot();
  const bundle = await bundleTexts();
  const admin = mergeTexts(await adminTexts());
  await writeFile(path.join(languagesDir, `${DOMAIN}.pot`), pot);
  await writeFile(path.join(pluginDir, GENERATED_PHP), bundleStringsPhp(bundle));
  const written = [`${DOMAIN}.pot`, GENERATED_PHP];
  const failures = [];
  for (const name of (await readdir(languagesDir)).filter((f) => f.startsWith(`${DOMAIN}-`) && f.endsWith('.po')).sort()) {
    const file = path.join(languagesDir, name);
    let source = await readFile(file, 'utf8');
    if (update) {
      source = updatePo(source, texts);
      await writeFile(file, source);
    }
    const po = parsePo(source);
    const locale = name.slice(DOMAIN.length + 1, -3);
    const { bundle: missing, admin: adminMissing, stale } = auditCatalogue(po, bundle, admin);
    if (locale === 'sv_SE' && missing.length) failures.push(...missing.map((m) => `${name}: ${m}`));
    else if (missing.length) log.warn(`${name}: ${missing.length} of the script's texts not translated (English shows)`);
    if (adminMissing.length) log.warn(`${name}: ${adminMissing.length} admin text(s) to translate:\n  ${adminMissing.join('\n  ')}`);
    if (stale.length && !update) log.warn(`${name}: ${stale.length} entr${stale.length === 1 ? 'y' : 'ies'} no text has any more (node wordpress-plugin/i18n.mjs update-po): ${stale.join(', ')}`);
    await writeFile(file.replace(/\.po$/, '.mo'), compileMo(po, headerText(source)));
    written.push(name.replace(/\.po$/, '.mo'));
  }
  if (failures.length) {
    throw new Error(`The Swedish catalogue must translate every text of the script (wordpress-plugin/languages/${DOMAIN}-sv_SE.po; node wordpress-plugin/i18n.mjs update-po adds the new ones):\n  ${failures.join('\n  ')}`);
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const written = await buildTranslations({ update: process.argv[2] === 'update-po' });
    console.log(`wordpress-plugin: ${written.join(', ')}`);
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
