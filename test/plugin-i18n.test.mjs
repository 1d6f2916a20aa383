import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  auditCatalogue, bundleStringsPhp, bundleTexts, compileMo, makePot, mergeTexts, parsePo, phpTexts, printedTranslations, updatePo,
} from '../wordpress-plugin/i18n.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const swedishPo = () => readFile(path.join(root, 'wordpress-plugin/languages/islands-for-woocommerce-sv_SE.po'), 'utf8');

/** A .mo file read back: its header and its entries by key (context\u0004msgid\u0000plural). */
function readMo(bytes) {
  expect(bytes.readUInt32LE(0)).toBe(0x950412de);
  const count = bytes.readUInt32LE(8);
  const originals = bytes.readUInt32LE(12);
  const translations = bytes.readUInt32LE(16);
  const at = (table, i) => {
    const length = bytes.readUInt32LE(table + i * 8);
    const offset = bytes.readUInt32LE(table + i * 8 + 4);
    expect(bytes[offset + length]).toBe(0);
    return bytes.subarray(offset, offset + length);
  };
  const keys = Array.from({ length: count }, (_, i) => at(originals, i));
  for (let i = 1; i < count; i++) expect(Buffer.compare(keys[i - 1], keys[i])).toBe(-1);
  return new Map(keys.map((key, i) => [key.toString('utf8'), at(translations, i).toString('utf8')]));
}

describe('the plugin\'s translations', () => {
  it('the .pot has every text of the script (a counted one with its plural) and of the admin, placeholders marked', async () => {
    const { pot, texts } = await makePot();
    const bundle = await bundleTexts();
    for (const text of bundle) expect(texts.find((t) => t.msgid === text.msgid)?.plural).toBe(text.plural);
    expect(pot).toContain('#. translators: %d: how many products the search found.\n#: src/i18n/messages.ts:');
    expect(pot).toMatch(/#, php-format\nmsgid "%d result"\nmsgid_plural "%d results"\nmsgstr\[0\] ""\nmsgstr\[1\] ""/);
    expect(pot).toMatch(/#: includes\/class-woo-islands-settings\.php:\d+\nmsgid "Settings"/);
    expect(pot).toContain('#. Plugin Name of the plugin');
    // A text both use ("Wishlist": the wishlist panel's name and the admin's area) is one entry.
    expect(pot.match(/^msgid "Wishlist"$/gm)).toHaveLength(1);
  });

  it('finds the admin\'s gettext calls with the plugin\'s text domain only, with their plurals, contexts and translator comments', () => {
    const php = `<?php
/**
 * Plugin Name: Islands for WooCommerce
 * Description: Does things.
 */
echo esc_html__( 'Saved.', 'islands-for-woocommerce' );
/* translators: %s: an area's name */
printf( esc_html__( 'Area %s is off', 'islands-for-woocommerce' ), $name );
echo _n( 'One area', '%d areas', $count, 'islands-for-woocommerce' ) . _x( 'Cart', 'area', "islands-for-woocommerce" );
echo __( 'Not ours', 'woocommerce' ) . __( $variable, 'islands-for-woocommerce' ) . $this->__( 'Method', 'islands-for-woocommerce' );
// translators: the settings page's title
$title = __( 'It\\'s (here)', 'islands-for-woocommerce' );`;
    expect(phpTexts(php, 'x.php').map(({ msgid, plural, context, comments, references }) => [msgid, plural, context, comments, references])).toEqual([
      ['Islands for WooCommerce', undefined, undefined, ['Plugin Name of the plugin'], ['x.php']],
      ['Does things.', undefined, undefined, ['Description of the plugin'], ['x.php']],
      ['Saved.', undefined, undefined, [], ['x.php:6']],
      ['Area %s is off', undefined, undefined, ["translators: %s: an area's name"], ['x.php:8']],
      ['One area', '%d areas', undefined, [], ['x.php:9']],
      ['Cart', undefined, 'area', [], ['x.php:9']],
      ["It's (here)", undefined, undefined, ["translators: the settings page's title"], ['x.php:12']],
    ]);
    // A text with a context is another text than the same words without.
    expect(mergeTexts([...phpTexts(php, 'x.php'), { msgid: 'Cart', comments: [], references: ['y'] }]).filter((t) => t.msgid === 'Cart')).toHaveLength(2);
  });

  it('reads a .po as msgfmt does: continued lines, escapes, plural forms, fuzzy and obsolete entries', () => {
    const po = parsePo(`msgid ""
msgstr ""
"Language: sv_SE\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

#. translators: x
#: a.php:1
msgid "Say \\"hi\\"\\n"
"twice"
msgstr "Säg \\"hej\\"\\n"
"två gånger \\\\o/"

#, fuzzy
msgid "Unsure"
msgstr "Osäker"

msgctxt "area"
msgid "%d item"
msgid_plural "%d items"
msgstr[0] "%d sak"
msgstr[1] "%d saker"

#~ msgid "Gone"
#~ msgstr "Borta"
`);
    expect(po.headers).toEqual({ Language: 'sv_SE', 'Plural-Forms': 'nplurals=2; plural=(n != 1);' });
    expect(po.entries.map(({ msgid, plural, context, msgstr, flags }) => ({ msgid, plural, context, msgstr, flags }))).toEqual([
      { msgid: 'Say "hi"\ntwice', plural: undefined, context: undefined, msgstr: ['Säg "hej"\ntvå gånger \\o/'], flags: [] },
      { msgid: 'Unsure', plural: undefined, context: undefined, msgstr: ['Osäker'], flags: ['fuzzy'] },
      { msgid: '%d item', plural: '%d items', context: 'area', msgstr: ['%d sak', '%d saker'], flags: [] },
    ]);
    expect(po.obsolete.map((e) => [e.msgid, e.msgstr])).toEqual([['Gone', ['Borta']]]);

    const mo = readMo(compileMo(po, 'Language: sv_SE\nPlural-Forms: nplurals=2; plural=(n != 1);\n'));
    expect([...mo.entries()]).toEqual([
      ['', 'Language: sv_SE\nPlural-Forms: nplurals=2; plural=(n != 1);\n'],
      ['Say "hi"\ntwice', 'Säg "hej"\ntvå gånger \\o/'],
      ['area\u0004%d item\u0000%d items', '%d sak\u0000%d saker'],
    ]);
  });

  it('the Swedish catalogue translates every text of the script, with the same placeholders; its .mo holds them', async () => {
    const source = await swedishPo();
    const po = parsePo(source);
    const bundle = await bundleTexts();
    expect(auditCatalogue(po, bundle, []).bundle).toEqual([]);
    expect(po.headers['Plural-Forms']).toBe('nplurals=2; plural=(n != 1);');
    const mo = readMo(compileMo(po, 'Plural-Forms: nplurals=2; plural=(n != 1);\n'));
    expect(mo.get('View cart')).toBe('Visa varukorg');
    expect(mo.get('Show image %1$d of %2$d')).toBe('Visa bild %1$d av %2$d');
    expect(mo.get('%d result\u0000%d results')).toBe('%d träff\u0000%d träffar');
  });

  it('the audit names a text of the script the catalogue misses, leaves fuzzy or gets a placeholder wrong', async () => {
    const bundle = (await bundleTexts()).filter((t) => ['view_cart', 'gallery_show_slide', 'search_results', 'close'].includes(t.key));
    const po = parsePo(`msgid ""
msgstr "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

msgid "Show image %1$d of %2$d"
msgstr "Visa bild %1$d"

msgid "%d result"
msgid_plural "%d results"
msgstr[0] "%d träff"
msgstr[1] ""

#, fuzzy
msgid "Close"
msgstr "Stäng"

msgid "Old"
msgstr "Gammal"
`);
    const { bundle: problems, stale } = auditCatalogue(po, bundle, []);
    expect(problems).toEqual([
      'missing: "View cart"',
      'not translated (fuzzy): "Close"',
      'placeholders: "Visa bild %1$d" for "Show image %1$d of %2$d" (needs %1$d %2$d)',
      'not translated: "%d result"',
    ]);
    expect(stale).toEqual(['"Old"']);
  });

  it('update-po keeps the translations, adds the new texts empty and keeps the texts gone as obsolete', () => {
    const texts = [
      { msgid: 'Kept', comments: [], references: ['a.php:1'] },
      { msgid: 'New', comments: ['translators: new'], references: ['a.php:2'] },
    ];
    const updated = updatePo(`msgid ""
msgstr ""
"Language: sv_SE\\n"

msgid "Kept"
msgstr "Kvar"

msgid "Removed"
msgstr "Borttagen"
`, texts);
    expect(updated).toBe(`msgid ""
msgstr ""
"Language: sv_SE\\n"

#: a.php:1
msgid "Kept"
msgstr "Kvar"

#. translators: new
#: a.php:2
msgid "New"
msgstr ""

#~ msgid "Removed"
#~ msgstr "Borttagen"
`);
    // Run again, nothing moves; a text that comes back gets its translation again.
    expect(updatePo(updated, texts)).toBe(updated);
    expect(updatePo(updated, [...texts, { msgid: 'Removed', comments: [], references: [] }])).toContain('msgid "Removed"\nmsgstr "Borttagen"');
  });

  it('prints, as the plugin does, only the Swedish texts that differ from the English, the counted ones with the plural rule; nothing for English', async () => {
    const swedish = await printedTranslations('sv_SE');
    expect(swedish.plural).toBe('(n != 1)');
    expect(swedish.i18n).toMatchObject({ view_cart: 'Visa varukorg', empty_cart: 'Inga produkter i varukorgen.', search_results: ['%d träff', '%d träffar'] });
    // The spec keeps these English on the Swedish shop: nothing to print.
    expect(swedish.i18n).not.toHaveProperty('swatch_unavailable');
    expect(swedish.i18n).not.toHaveProperty('gallery_failed');
    expect(await printedTranslations('en_US')).toEqual({});
  });

  it('the generated PHP lists every text of the script with a literal gettext call', async () => {
    const bundle = await bundleTexts();
    const php = bundleStringsPhp(bundle);
    for (const text of bundle) expect(php).toContain(`'${text.key}'`);
    expect(php).toContain("'view_cart'                 => array( 'View cart', __( 'View cart', 'islands-for-woocommerce' ) ),");
    expect(php).toContain("'search_results'            => _n_noop( '%d result', '%d results', 'islands-for-woocommerce' ),");
    expect(bundleStringsPhp([{ key: 'q', msgid: "It's a \\ test", comments: [] }])).toContain("array( 'It\\'s a \\\\ test', __( 'It\\'s a \\\\ test', 'islands-for-woocommerce' ) )");
  });
});
