// Before the suite: the shop must answer, the bundle is built (dist/islands-for-woocommerce.zip, the plugin) and
// installed into the shop's plugins folder, with the suite's must-use plugin of test switches; each test
// then activates it or not (see fixtures.ts).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { devInstall, installTestSwitches, pluginCommand, root, shopUrl, www } from './shop';

export default async function globalSetup(): Promise<void> {
  const url = `${shopUrl()}/butik/`;
  const answer = await fetch(url, { signal: AbortSignal.timeout(30_000) }).then(
    (response) => (response.ok ? '' : `it answered ${response.status}`),
    (error: Error) => error.message,
  );
  if (answer) {
    throw new Error(`The real shop does not answer at ${url} (${answer}). Start it: REALWP=${path.dirname(www)} bash ../shared/real-shop/setup.sh start (or install it, see ../shared/real-shop/README.md).`);
  }
  installTestSwitches();
  execFileSync('node', ['build.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, QUIET_BUILD: '1' } });
  if (!existsSync(devInstall)) {
    // The plugin-on tests then fail at activation, naming the missing plugin.
    console.warn(`real shop: ${path.relative(root, devInstall)} is missing; the plugin cannot be installed`);
    return;
  }
  pluginCommand('install');
}
