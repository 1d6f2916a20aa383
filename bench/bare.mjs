// Chromium driven over a bare DevTools connection, for the measurements DevTools itself would distort.
//
// Playwright enables the Runtime and Network domains on every page it drives. With Runtime enabled, V8
// captures a detailed stack trace for every Error created, caught or not, and collects the source
// positions of every function on that stack by parsing it again; with Network enabled, every request a
// script starts does the same for its initiator. A shopper's browser does neither. On the category
// page that added about 36 ms of script time to the classic stack (jQuery's selector engine throws and
// catches errors while it tests the browser, and each one parsed all of jQuery again) and about 10 ms
// to ours. Here only Emulation, Performance and Page are enabled: what the page's scripts cost without
// anyone watching.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib.mjs';

/** A DevTools connection over the pipe Chromium opens on file descriptors 3 (in) and 4 (out). */
class Connection {
  #nextId = 0;
  #pending = new Map();
  #listeners = new Set();
  #buffer = '';

  constructor(input, output) {
    this.input = input;
    output.on('data', (data) => this.#receive(data));
  }

  #receive(data) {
    this.#buffer += data.toString();
    let end;
    while ((end = this.#buffer.indexOf('\0')) >= 0) {
      const message = JSON.parse(this.#buffer.slice(0, end));
      this.#buffer = this.#buffer.slice(end + 1);
      const pending = message.id !== undefined && this.#pending.get(message.id);
      if (pending) {
        this.#pending.delete(message.id);
        if (message.error) pending.reject(new Error(`${pending.method}: ${message.error.message}`));
        else pending.resolve(message.result);
      } else {
        for (const listener of this.#listeners) listener(message);
      }
    }
  }

  send(method, params = {}, sessionId = undefined) {
    const id = ++this.#nextId;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, method });
      this.input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  /** Calls `listener(params)` for each `method` event of the session; returns the unsubscribe. */
  on(sessionId, method, listener) {
    const wrapped = (message) => {
      if (message.sessionId === sessionId && message.method === method) listener(message.params);
    };
    this.#listeners.add(wrapped);
    return () => this.#listeners.delete(wrapped);
  }
}

export async function launchBare() {
  const profile = mkdtempSync(path.join(tmpdir(), 'woo-islands-bench-'));
  const args = [
    ...CHROMIUM_ARGS,
    '--headless',
    '--remote-debugging-pipe',
    `--user-data-dir=${profile}`,
    // As Playwright launches it, so both ways of measuring run the same browser.
    '--disable-extensions',
    '--disable-background-timer-throttling',
    '--disable-backgrounding-occluded-windows',
    '--disable-renderer-backgrounding',
    '--hide-scrollbars',
    '--mute-audio',
    'about:blank',
  ];
  const browser = spawn(CHROMIUM_PATH, args, { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
  const connection = new Connection(browser.stdio[3], browser.stdio[4]);
  await connection.send('Browser.getVersion');
  /** A tab in `browserContextId`, CPU slowed `rate` times. */
  async function openTab(browserContextId, { rate = 4, viewport = { width: 1280, height: 900 } } = {}) {
    const { targetId } = await connection.send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await connection.send('Target.attachToTarget', { targetId, flatten: true });
    const send = (method, params) => connection.send(method, params, sessionId);
    await send('Emulation.setCPUThrottlingRate', { rate });
    await send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor: 1, mobile: false });
    await send('Emulation.setLocaleOverride', { locale: 'sv-SE' });
    await send('Performance.enable');
    await send('Page.enable');
    await send('Page.setLifecycleEventsEnabled', { enabled: true });
    // `send` as a Playwright CDP session has it, so lib.mjs's mainThreadMs reads this page too.
    return {
      send,
      /** Loads `url` and resolves once the network has been quiet for 500 ms after the load event. */
      async goto(url) {
        let loaded = false;
        const quiet = new Promise((resolve) => {
          const off = connection.on(sessionId, 'Page.lifecycleEvent', ({ name }) => {
            if (name === 'load') loaded = true;
            if (name === 'networkIdle' && loaded) {
              off();
              resolve();
            }
          });
        });
        await send('Page.navigate', { url });
        await quiet;
      },
      async close() {
        await connection.send('Target.closeTarget', { targetId });
      },
    };
  }

  return {
    /**
     * A page in a fresh browser context (no cache, no cookies, no storage), CPU slowed `rate` times;
     * `newTab()` opens another tab of that browser context (its storage and cookies shared).
     */
    async newPage(options = {}) {
      const { browserContextId } = await connection.send('Target.createBrowserContext');
      const page = await openTab(browserContextId, options);
      return {
        ...page,
        newTab: () => openTab(browserContextId, options),
        async close() {
          await page.close();
          await connection.send('Target.disposeBrowserContext', { browserContextId });
        },
      };
    },
    async close() {
      await connection.send('Browser.close').catch(() => {});
      await new Promise((resolve) => (browser.exitCode !== null ? resolve() : browser.once('exit', resolve)));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
