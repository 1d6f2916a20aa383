import { test } from '@playwright/test';
import { addToCartBehindTheScenes } from '../helpers';
import { expectNoSeriousViolations } from './axe';

const PAGES: Array<[string, string]> = [
  ['home', '/'],
  ['shop', '/butik/'],
  ['category', '/produkt-kategori/koksredskap/'],
  ['simple product', '/produkt/gjutjarnsgryta-24-cm/'],
  ['cart', '/varukorg/'],
  ['checkout', '/checkout/'],
];

// axe walks the whole page: allow it time on a slow, shared machine.
test.describe.configure({ timeout: 90_000 });

for (const [name, path] of PAGES) {
  test(`${name} page: no serious or critical axe violation after hydration`, async ({ page }) => {
    await page.goto('/butik/');
    await addToCartBehindTheScenes(page, 104);
    await page.goto(path);
    await page.waitForFunction(() => performance.getEntriesByName('woo-islands:settled').length > 0);
    await expectNoSeriousViolations(page);
  });
}
