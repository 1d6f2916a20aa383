// Where the real shop lives and the commands that change it from outside the browser: the shop's own
// reset (setup.sh), the plugin's dev install, and WordPress calls through PHP's command line.
import { execFileSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const realwp = (process.env.REALWP || `${process.env.TMPDIR || '/tmp'}/woo-real-shop`).replace(/\/$/, '');
export const www = path.join(realwp, 'www');
export const setupScript = path.resolve(root, '../shared/real-shop/setup.sh');
export const devInstall = path.join(root, 'wordpress-plugin/dev-install.sh');

export function shopUrl(): string {
  return `http://127.0.0.1:${process.env.REAL_SHOP_PORT || 8100}`;
}

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { cwd: root, env: { ...process.env, REALWP: realwp }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * Puts the database back as the shop was installed: no carts, sessions, orders, wishlists or consent.
 * A request the previous test's page left running on the server can write a row between the reload's
 * CREATE TABLE and its INSERT (a duplicate key); the reload is then run again.
 */
export function resetShop(): void {
  for (let attempt = 1; ; attempt += 1) {
    try {
      run('bash', [setupScript, 'reset']);
      return;
    } catch (error) {
      const stderr = String((error as { stderr?: unknown }).stderr ?? '');
      if (attempt === 3 || !/Duplicate entry/.test(stderr)) throw new Error(`setup.sh reset failed: ${stderr.split('\n').filter((line) => /ERROR|error/.test(line)).join(' ').slice(0, 500)}`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
}

/** The plugin's development install: `install` copies dist/islands-for-woocommerce.zip into the shop's plugins. */
export function pluginCommand(command: 'install' | 'activate' | 'deactivate'): string {
  return run('bash', [devInstall, command, www]);
}

/**
 * WordPress calls in one PHP process (test/real-shop/wp.php): `activate <plugin folder>`,
 * `option <name> <JSON value>`, `coupon <code> <percent>`, `language <locale>`. Prints what each did.
 */
export function wp(...commands: string[][]): string {
  return run('php', [path.join(root, 'test/real-shop/wp.php'), www, shopUrl(), ...commands.map((c) => c.join('\u001f'))]);
}

/**
 * Copies the suite's must-use plugin into the shop (test/real-shop/mu-plugins): switches a test turns on
 * for its own browser with the cookie `wi_test` (see switches.ts), inert without it.
 */
export function installTestSwitches(): void {
  const file = 'islands-test-switches.php';
  copyFileSync(path.join(root, 'test/real-shop/mu-plugins', file), path.join(www, 'wp-content/mu-plugins', file));
}
