// Which Chromium the end-to-end tests and the bench drive. One resolver, so `npm test`, a bare
// `npx playwright test` and `npm run bench` all launch the same browser, and a machine without one
// gets one installed or a single line saying what to run.
import { spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const CHROMIUM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

export const MISSING_CHROMIUM = 'No Chromium found: run "npx playwright install chromium" or set CHROMIUM_PATH=/path/to/chromium';

// Where Playwright's installer downloads from (its first mirror), unless PLAYWRIGHT_DOWNLOAD_HOST says otherwise.
const PLAYWRIGHT_DOWNLOAD_HOST = 'https://cdn.playwright.dev';

// A browser download is about 170 MB; the bound only stops a connection that hangs.
const PLAYWRIGHT_INSTALL_TIMEOUT_MS = 5 * 60_000;

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Where Playwright keeps its own Chromium (the file exists only once `playwright install` ran). */
function playwrightChromium() {
  try {
    return createRequire(import.meta.url)('playwright-core').chromium.executablePath();
  } catch {
    return null;
  }
}

function onPath(name, env) {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, name))) return path.join(dir, name);
  }
  return null;
}

/**
 * The first Chromium found: CHROMIUM_PATH, then Playwright's own, then `chromium`,
 * `chromium-browser`, `google-chrome` and `google-chrome-stable` on PATH (in that order of names).
 */
export function findChromium({ env = process.env, playwrightBrowser = playwrightChromium } = {}) {
  if (env.CHROMIUM_PATH && isExecutable(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
  const ownBrowser = playwrightBrowser();
  if (ownBrowser && isExecutable(ownBrowser)) return ownBrowser;
  for (const name of CHROMIUM_NAMES) {
    const found = onPath(name, env);
    if (found) return found;
  }
  return null;
}

/** Whether Playwright's download host answers at all; a host that does not resolve fails at once. */
async function playwrightDownloadReachable(env) {
  // Node's fetch ignores proxy settings that the installer honours: let the installer try.
  if (env.HTTPS_PROXY || env.https_proxy) return true;
  try {
    await fetch(env.PLAYWRIGHT_DOWNLOAD_HOST || PLAYWRIGHT_DOWNLOAD_HOST, { method: 'HEAD', signal: AbortSignal.timeout(10_000) });
    return true;
  } catch {
    return false;
  }
}

/** Runs a command with the terminal's output; resolves whether it succeeded within `timeoutMs`. */
function run(command, args, { env, timeoutMs }) {
  return new Promise((resolve) => {
    // Its own process group, so stopping it also stops the downloader the installer forks.
    const child = spawn(command, args, { env, stdio: 'inherit', detached: true });
    const stop = () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    // A group of its own no longer hears the terminal's Ctrl-C: pass it on.
    const interrupted = () => {
      stop();
      process.exit(130);
    };
    const timer = setTimeout(stop, timeoutMs);
    process.once('SIGINT', interrupted);
    const done = (succeeded) => {
      clearTimeout(timer);
      process.off('SIGINT', interrupted);
      resolve(succeeded);
    };
    child.on('error', () => done(false));
    child.on('exit', (code) => done(code === 0));
  });
}

function installPlaywrightChromium(env) {
  const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
  return run(process.execPath, [cli, 'install', 'chromium'], { env, timeoutMs: PLAYWRIGHT_INSTALL_TIMEOUT_MS });
}

function installDebianChromium(env) {
  const script = 'apt-get update -qq && apt-get install -y -qq chromium';
  return run('sh', ['-c', script], { env: { ...env, DEBIAN_FRONTEND: 'noninteractive' }, timeoutMs: 15 * 60_000 });
}

/**
 * The Chromium to use, installed first if there is none: Playwright's where its download host is
 * reachable, else Debian's `chromium` when running as root with apt-get. Resolves null after
 * logging MISSING_CHROMIUM when neither gives one.
 */
export async function ensureChromium({
  env = process.env,
  isRoot = process.getuid?.() === 0,
  log = console.log,
  playwrightBrowser = playwrightChromium,
  reachable = playwrightDownloadReachable,
  installPlaywright = installPlaywrightChromium,
  installDebian = installDebianChromium,
} = {}) {
  const find = () => findChromium({ env, playwrightBrowser });
  let found = find();
  if (!found && (await reachable(env))) {
    log('No Chromium found; installing Playwright\'s: npx playwright install chromium');
    await installPlaywright(env);
    found = find();
  }
  if (!found && isRoot && onPath('apt-get', env)) {
    log('No Chromium found; installing Debian\'s: apt-get install chromium');
    await installDebian(env);
    found = find();
  }
  if (!found) log(MISSING_CHROMIUM);
  return found;
}
