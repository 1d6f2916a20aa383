import { collectScripts, distSize, launch, settled, shop, totals } from './lib.mjs';
import { readFileSync } from 'node:fs';
const meta = JSON.parse(readFileSync('dist/meta.json', 'utf8'));
const { url, stop } = await shop();
const browser = await launch();
for (const path of ['/produkt-kategori/textil/', '/qa/bench-kategori/', '/', '/produkt/forklade-i-linne/']) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const scripts = collectScripts(page);
  await page.goto(url + path, { waitUntil: 'load' });
  await settled(page).catch(() => {});
  await page.waitForTimeout(1500);
  const t = totals(scripts);
  console.log(`\n${path}: ${(t.gzip / 1024).toFixed(1)} KB gzip, ${scripts.length} files`);
  for (const s of scripts) {
    const out = meta.outputs['dist/' + s.replace('/wp-content/plugins/woo-islands/dist/', '')];
    const inputs = Object.entries(out?.inputs ?? {}).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput).slice(0, 3).map(([k, v]) => `${k.replace('node_modules/', '')}:${v.bytesInOutput}`).join(' ');
    console.log(`  ${(distSize(s).gzip / 1024).toFixed(1).padStart(5)} ${s.split('/').pop().padEnd(34)} ${inputs}`);
  }
  const states = await page.evaluate(() => { const c = {}; for (const el of document.querySelectorAll('*')) for (const a of el.attributes) if (a.name.startsWith('data-wi-')) { const k = a.name.slice(8) + ':' + a.value; c[k] = (c[k] ?? 0) + 1; } return c; });
  console.log('  islands', JSON.stringify(states));
  await page.close();
}
await browser.close(); await stop();
