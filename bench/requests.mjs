// Backend requests made by a session of 100 page views: with an empty cart (no request at all), with a
// cart that stays the same (the fragment cache answers every view after the first), and with the cart
// changed every 10 views (another tab adding: each change costs exactly one refresh). Ours against the
// classic stack.
import { rmSync } from 'node:fs';
import { useReleasedScripts } from '../fixtures/server/app.mjs';
import { launch, shop, writeResult } from './lib.mjs';
import { releasedScripts } from './released-scripts.mjs';

const ROUTE = ['/', '/butik/', '/produkt-kategori/koksredskap/', '/produkt/kockkniv-20-cm/', '/produkt-kategori/textil/'];

async function session(browser, base, { variant, classic, changeEvery, emptyCart = false }) {
  const context = await browser.newContext({ locale: 'sv-SE' });
  if (!emptyCart) await context.request.post(`${base}/?wc-ajax=add_to_cart`, { form: { product_id: '101', quantity: '1' } });
  await context.request.post(`${base}/__fixture/reset-log`);
  const page = await context.newPage();
  let changes = 0;
  for (let view = 0; view < 100; view++) {
    if (changeEvery && view > 0 && view % changeEvery === 0) {
      await context.request.post(`${base}/?wc-ajax=add_to_cart`, { form: { product_id: '105', quantity: '1' } });
      changes += 1;
    }
    const pathname = ROUTE[view % ROUTE.length];
    await page.goto(`${base}${pathname}${variant === 'classic' ? `?baseline=${classic}` : ''}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
  }
  const log = await (await context.request.get(`${base}/__fixture/log`)).json();
  await context.close();
  const byName = {};
  for (const r of log.requests) byName[r.name] = (byName[r.name] ?? 0) + 1;
  // The behind-the-scenes adds are the test's own, not the page's.
  if (changes) byName.add_to_cart -= changes;
  if (byName.add_to_cart === 0) delete byName.add_to_cart;
  return { total: Object.values(byName).reduce((a, b) => a + b, 0), byName };
}

export async function benchRequests() {
  // The classic column: WooCommerce's released scripts where they can be had (released-scripts.mjs).
  const released = releasedScripts();
  const classic = released.unavailable ? 'classic' : 'released';
  if (released.unavailable) console.log(`requests: WooCommerce's released scripts are not available (${released.unavailable}); the classic column is the fixture's hand-written stand-ins`);
  else useReleasedScripts(released.dir);
  const { url, stop } = await shop();
  const browser = await launch();
  const result = { classic: released.unavailable ? { stand_ins: released.unavailable } : { released: released.source } };
  try {
    for (const variant of ['islands', 'classic']) {
      result[variant] = {
        emptyCart: await session(browser, url, { variant, classic, changeEvery: 0, emptyCart: true }),
        stableCart: await session(browser, url, { variant, classic, changeEvery: 0 }),
        changedEvery10: await session(browser, url, { variant, classic, changeEvery: 10 }),
      };
    }
  } finally {
    await browser.close();
    await stop();
    useReleasedScripts(null);
    if (released.dir) rmSync(released.dir, { recursive: true, force: true });
  }
  writeResult('requests', result);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchRequests(), null, 2));
