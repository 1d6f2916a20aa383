// Heap after mounting and unmounting 1,000 islands through markup swaps: rounds of about 50 product cards
// swapped into the page. After a few warm-up rounds (compiled code and caches settle, about 150 KB), the
// heap with the markup cleared and garbage collected must stand where it stood: no growth beyond noise.
import { launch, shop, writeResult } from './lib.mjs';

export async function benchHeap() {
  const { url, stop } = await shop();
  const browser = await launch();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${url}/qa/bench-kategori/`, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('woo-islands:settled').length > 0);
    // A shopper is on the page: add-to-cart buttons mount without being touched (idle time).
    await page.mouse.move(5, 5);
    await page.mouse.move(9, 12);
    // Take the cards' markup, then give the loop to the swaps.
    await page.evaluate(() => {
      const list = document.querySelector('ul.products');
      window.__cards = [...list.children].slice(0, 50).map((li) => li.outerHTML.replace(/ data-wi-[a-z-]+="[a-z]+"/g, ''));
      list.innerHTML = '';
    });
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const round = async () => {
      await page.evaluate(() => { document.querySelector('ul.products').innerHTML = window.__cards.join(''); });
      await page.waitForFunction(() => document.querySelectorAll('ul.products [data-wi-add-to-cart-button="mounted"]').length >= Math.min(50, document.querySelectorAll('ul.products a.ajax_add_to_cart').length));
      await page.evaluate(() => { document.querySelector('ul.products').innerHTML = ''; });
      await page.waitForTimeout(50);
    };
    const before = await heap();
    // Warm-up: the heap grows by 150 to 300 KB over the first rounds and the first forced collections
    // (compiled code, caches), then stays flat. A leak shows as a slope, so that is what is measured:
    // the heap after every second round across 1,000 more islands, fitted with a line. (Over 500 the
    // heap's one-off steps of 10 to 15 KB, as V8 takes a new page, swing the slope by as much again.)
    for (let i = 0; i < 24; i++) await round();
    await heap();
    const islandsPerRound = await page.evaluate(() => window.__cards.filter((html) => html.includes('ajax_add_to_cart')).length);
    const rounds = Math.ceil(1000 / islandsPerRound);
    const points = [];
    for (let i = 1; i <= rounds; i++) {
      await round();
      if (i % 2 === 0 || i === rounds) points.push([i * islandsPerRound, await heap()]);
    }
    const n = points.length;
    const mean = (f) => points.reduce((sum, p) => sum + f(p), 0) / n;
    const mx = mean(([x]) => x);
    const my = mean(([, y]) => y);
    const slope = points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0) / points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
    const afterAll = points.at(-1)[1];
    const mountedLeft = await page.evaluate(() => document.querySelectorAll('[data-wi-add-to-cart-button]').length);
    await context.close();
    const bytesPer500 = Math.round(slope * 500);
    const result = {
      rounds,
      islandsMountedAndUnmounted: islandsPerRound * rounds,
      heapBefore: before,
      heapAfter: afterAll,
      growthPer500IslandsBytes: bytesPer500,
      samples: points,
      mountedLeft,
      // Noise is a one-off step of up to ~150 KB; a leak of even 100 bytes an island shows as a slope.
      withinNoise: Math.abs(bytesPer500) < 48 * 1024 && mountedLeft === 0,
    };
    writeResult('heap', result);
    return result;
  } finally {
    await browser.close();
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchHeap());
