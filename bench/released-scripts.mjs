// WooCommerce's classic scripts as released, for the fixture pages' classic column: what a shop's
// category page loads without the plugin (jQuery and jQuery Migrate as WordPress ships them, blockUI,
// js-cookie, and WooCommerce 10.0.2's woocommerce, add-to-cart and cart-fragments .min.js). Read at
// bench time from the real shop's install (REALWP), else from the public repositories under
// /work/.mirror at the release commits; copied into a temporary folder the fixture shop serves, never
// into the project. Where neither has them, the caller says so and uses the fixture's stand-ins.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RELEASED_SCRIPTS } from '../fixtures/server/render/layout.mjs';

export { RELEASED_SCRIPTS };

const WC_VERSION = '10.0.2';
// WP-a2z/woocommerce's commit of release 10.0.2 ("woocommerce 10.0.2 - 2025-07-14"), as
// ../shared/real-shop/SOURCES.md names it; WordPress 6.8.8's tag for jQuery.
const WC_COMMIT = 'b14459dd7a9055aa60175c95139a4c78521559e5';
const WP_REF = '6.8.8';

/** Where each URL path lies in WordPress's tree (the install) and in its repository. */
const inTree = (urlPath) => urlPath.replace(/^\//, '');
const inWooCommerce = (urlPath) => urlPath.replace('/wp-content/plugins/woocommerce/', '');

function fromInstall(realwp) {
  const www = path.join(realwp, 'www');
  const plugin = path.join(www, 'wp-content/plugins/woocommerce/woocommerce.php');
  if (!existsSync(plugin)) return null;
  const version = /^\s*\*\s*Version:\s*(\S+)/m.exec(readFileSync(plugin, 'utf8'))?.[1];
  if (version !== WC_VERSION) return null;
  const files = RELEASED_SCRIPTS.map((urlPath) => path.join(www, inTree(urlPath)));
  if (!files.every(existsSync)) return null;
  return { source: `the real shop's install (${www}, WooCommerce ${version})`, read: (i) => readFileSync(files[i]) };
}

/** A mirrored repository's git directory: a bare `repo/`, a bare clone or a clone. */
function gitDir(mirror, name) {
  for (const candidate of [path.join(mirror, name, 'repo'), path.join(mirror, name, '.git'), path.join(mirror, name)]) {
    if (existsSync(path.join(candidate, 'objects'))) return candidate;
  }
  return null;
}

function fromMirror(mirror) {
  const wc = gitDir(mirror, 'WP-a2z+woocommerce');
  const wp = gitDir(mirror, 'johnpbloch+wordpress-core');
  if (!wc || !wp) return null;
  const show = (dir, ref, file) => execFileSync('git', ['--git-dir', dir, 'show', `${ref}:${file}`], { maxBuffer: 16 << 20 });
  try {
    const contents = RELEASED_SCRIPTS.map((urlPath) => (urlPath.startsWith('/wp-includes/')
      ? show(wp, WP_REF, inTree(urlPath))
      : show(wc, WC_COMMIT, inWooCommerce(urlPath))));
    return { source: `the repositories in ${mirror} (WooCommerce ${WC_VERSION} at ${WC_COMMIT.slice(0, 9)}, WordPress ${WP_REF})`, read: (i) => contents[i] };
  } catch {
    return null;
  }
}

/**
 * Copies the released scripts into a temporary folder laid out by URL path. Returns
 * `{ dir, scripts, source }`, or `{ unavailable: reason }`.
 */
export function releasedScripts({ realwp = process.env.REALWP || '/tmp/woo-real-shop', mirror = process.env.MIRROR || '/work/.mirror' } = {}) {
  const found = fromInstall(realwp) ?? fromMirror(mirror);
  if (!found) return { unavailable: `neither the real shop at ${realwp} nor ${mirror} holds WooCommerce ${WC_VERSION}'s released scripts` };
  const dir = mkdtempSync(path.join(tmpdir(), 'woo-islands-released-'));
  RELEASED_SCRIPTS.forEach((urlPath, i) => {
    const file = path.join(dir, inTree(urlPath));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, found.read(i));
  });
  return { dir, scripts: RELEASED_SCRIPTS, source: found.source };
}
