import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureChromium, findChromium, MISSING_CHROMIUM } from './find-chromium.mjs';

let root;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'find-chromium-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A file at `dir/name` under the temporary root, executable unless told otherwise. */
function file(dir, name, { executable = true } = {}) {
  mkdirSync(path.join(root, dir), { recursive: true });
  const full = path.join(root, dir, name);
  writeFileSync(full, '#!/bin/sh\n');
  chmodSync(full, executable ? 0o755 : 0o644);
  return full;
}

const pathOf = (...dirs) => dirs.map((dir) => path.join(root, dir)).join(path.delimiter);
const noPlaywrightBrowser = () => null;

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first when it is executable', () => {
    const own = file('own', 'chrome');
    const playwright = file('pw', 'chrome');
    file('bin', 'chromium');
    expect(findChromium({ env: { CHROMIUM_PATH: own, PATH: pathOf('bin') }, playwrightBrowser: () => playwright })).toBe(own);
  });

  it('passes over a CHROMIUM_PATH that is missing or not executable, to Playwright\'s own browser', () => {
    const playwright = file('pw', 'chrome');
    file('bin', 'chromium');
    const notExecutable = file('own', 'chrome', { executable: false });
    for (const CHROMIUM_PATH of [notExecutable, path.join(root, 'nowhere', 'chrome')]) {
      expect(findChromium({ env: { CHROMIUM_PATH, PATH: pathOf('bin') }, playwrightBrowser: () => playwright })).toBe(playwright);
    }
  });

  it('passes over Playwright\'s browser until it is downloaded, to the names on PATH', () => {
    const chromium = file('bin', 'chromium');
    expect(findChromium({ env: { PATH: pathOf('bin') }, playwrightBrowser: () => path.join(root, 'pw', 'chrome') })).toBe(chromium);
  });

  it('prefers chromium, chromium-browser, google-chrome, google-chrome-stable in that order, wherever on PATH', () => {
    const stable = file('a', 'google-chrome-stable');
    expect(findChromium({ env: { PATH: pathOf('a', 'b', 'c') }, playwrightBrowser: noPlaywrightBrowser })).toBe(stable);
    const chrome = file('b', 'google-chrome');
    expect(findChromium({ env: { PATH: pathOf('a', 'b', 'c') }, playwrightBrowser: noPlaywrightBrowser })).toBe(chrome);
    const browser = file('c', 'chromium-browser');
    expect(findChromium({ env: { PATH: pathOf('a', 'b', 'c') }, playwrightBrowser: noPlaywrightBrowser })).toBe(browser);
    file('a', 'chromium', { executable: false });
    expect(findChromium({ env: { PATH: pathOf('a', 'b', 'c') }, playwrightBrowser: noPlaywrightBrowser })).toBe(browser);
    const chromium = file('c', 'chromium');
    expect(findChromium({ env: { PATH: pathOf('a', 'b', 'c') }, playwrightBrowser: noPlaywrightBrowser })).toBe(chromium);
  });

  it('finds nothing when there is no browser at all', () => {
    file('bin', 'firefox');
    expect(findChromium({ env: { PATH: pathOf('bin') }, playwrightBrowser: noPlaywrightBrowser })).toBeNull();
  });
});

describe('ensureChromium', () => {
  const unreachable = async () => false;
  const mustNotRun = async () => {
    throw new Error('installer ran');
  };

  it('resolves a browser that is there without installing anything', async () => {
    const chromium = file('bin', 'chromium');
    const lines = [];
    const found = await ensureChromium({ env: { PATH: pathOf('bin') }, isRoot: true, log: (line) => lines.push(line), playwrightBrowser: noPlaywrightBrowser, reachable: mustNotRun, installPlaywright: mustNotRun, installDebian: mustNotRun });
    expect(found).toBe(chromium);
    expect(lines).toEqual([]);
  });

  it('stops with one line saying what to run when it may not install and Playwright\'s download is out of reach', async () => {
    file('bin', 'apt-get');
    const lines = [];
    const found = await ensureChromium({ env: { PATH: pathOf('bin') }, isRoot: false, log: (line) => lines.push(line), playwrightBrowser: noPlaywrightBrowser, reachable: unreachable, installPlaywright: mustNotRun, installDebian: mustNotRun });
    expect(found).toBeNull();
    expect(lines).toEqual([MISSING_CHROMIUM]);
    expect(MISSING_CHROMIUM).toBe('No Chromium found: run "npx playwright install chromium" or set CHROMIUM_PATH=/path/to/chromium');
  });

  it('uses the browser Playwright\'s installer downloads', async () => {
    const downloaded = path.join(root, 'pw', 'chrome');
    const found = await ensureChromium({
      env: { PATH: pathOf('bin') },
      isRoot: true,
      log: () => {},
      playwrightBrowser: () => downloaded,
      reachable: async () => true,
      installPlaywright: async () => Boolean(file('pw', 'chrome')),
      installDebian: mustNotRun,
    });
    expect(found).toBe(downloaded);
  });

  it('installs Debian\'s chromium as root when Playwright\'s installer gives none', async () => {
    file('bin', 'apt-get');
    const lines = [];
    const found = await ensureChromium({
      env: { PATH: pathOf('bin') },
      isRoot: true,
      log: (line) => lines.push(line),
      playwrightBrowser: noPlaywrightBrowser,
      reachable: async () => true,
      installPlaywright: async () => false,
      installDebian: async () => Boolean(file('bin', 'chromium')),
    });
    expect(found).toBe(path.join(root, 'bin', 'chromium'));
    expect(lines).not.toContain(MISSING_CHROMIUM);
  });

  it('says what to run when apt-get is missing or its install gives no browser', async () => {
    const lines = [];
    const found = await ensureChromium({ env: { PATH: pathOf('bin') }, isRoot: true, log: (line) => lines.push(line), playwrightBrowser: noPlaywrightBrowser, reachable: unreachable, installPlaywright: mustNotRun, installDebian: mustNotRun });
    expect(found).toBeNull();
    file('bin', 'apt-get');
    const again = await ensureChromium({ env: { PATH: pathOf('bin') }, isRoot: true, log: (line) => lines.push(line), playwrightBrowser: noPlaywrightBrowser, reachable: unreachable, installPlaywright: mustNotRun, installDebian: async () => false });
    expect(again).toBeNull();
    expect(lines.at(-1)).toBe(MISSING_CHROMIUM);
    expect(lines.filter((line) => line === MISSING_CHROMIUM)).toHaveLength(2);
  });
});
