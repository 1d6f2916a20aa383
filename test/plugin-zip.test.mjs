import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pluginEntries } from '../wordpress-plugin/pack.mjs';

let built = '';
afterEach(() => rm(built, { recursive: true, force: true }));

describe('the plugin zip', () => {
  it('ships the plugin and the bundle, never the build metadata, the source maps or itself', async () => {
    built = await mkdtemp(path.join(tmpdir(), 'wi-dist-'));
    await mkdir(path.join(built, 'chunks'));
    for (const file of ['woo-islands.js', 'woo-islands.js.map', 'chunks/cart-abc123.js', 'chunks/cart-abc123.js.map', 'chunks/cart-abc123.css', 'meta.json', 'sizes.json', 'islands-for-woocommerce.zip']) {
      await writeFile(path.join(built, file), '');
    }
    const names = (await pluginEntries(built)).map(([name]) => name);
    expect(names.filter((name) => name.startsWith('islands-for-woocommerce/dist/'))).toEqual([
      'islands-for-woocommerce/dist/chunks/cart-abc123.css',
      'islands-for-woocommerce/dist/chunks/cart-abc123.js',
      'islands-for-woocommerce/dist/woo-islands.js',
    ]);
    expect(names).toEqual(expect.arrayContaining([
      'islands-for-woocommerce/islands-for-woocommerce.php',
      'islands-for-woocommerce/uninstall.php',
      'islands-for-woocommerce/readme.txt',
      'islands-for-woocommerce/includes/class-woo-islands-script-retirement.php',
    ]));
    // The development scripts beside the plugin stay out.
    expect(names.filter((name) => /dev-install|smoke|pack\.mjs/.test(name))).toEqual([]);
  });
});
