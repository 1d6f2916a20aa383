import { test, expect } from './fixtures';
import { alerts, card, swatch } from './shopper';

// TI Wishlist: a heart in the loop and on the product, its popup, the counter under the header and
// the wishlist page /onskelista/.
const counter = (page: import('@playwright/test').Page) => page.locator('.wishlist_products_counter_number');
const popup = (page: import('@playwright/test').Page) => page.locator('.tinv-modal.tinv-modal-open');

test('a product is added from the loop and from its page, and removed on the wishlist page', async ({ page }) => {
  await page.goto('/butik/');
  const cup = card(page, 'Kaffekopp stengods');
  await cup.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(popup(page)).toContainText('Kaffekopp stengods added to Default wishlist');
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await expect(popup(page)).toHaveCount(0);

  await page.goto('/produkt/skarbrada-i-ek/');
  await page.locator('.summary').getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(popup(page)).toContainText('Skärbräda i ek added to Default wishlist');
  await expect(counter(page)).toHaveText('2');

  await page.goto('/onskelista/');
  const rows = page.locator('table.tinvwl-table-manage-list tbody tr.wishlist_item');
  await expect(rows).toHaveCount(2);
  // With the plugin, the list's island takes the table over when the page is idle; a click meanwhile
  // could land on a row being replaced. Without it, TI's script has run by the load event.
  await expect(page.locator('div.tinv-wishlist[data-wi-wishlist-page="mounted"], div.tinv-wishlist:not([data-wi-wishlist-page])').first()).toBeAttached();
  // The row's × (TI prints it as an icon font glyph titled "Remove").
  await rows.filter({ hasText: 'Skärbräda i ek' }).locator('button[name="tinvwl-remove"]').click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Kaffekopp stengods');
  await expect(counter(page)).toHaveText('1');
  await page.reload();
  await expect(page.locator('table.tinvwl-table-manage-list tbody tr.wishlist_item')).toHaveCount(1);
});

test('a variable product needs a choice before it goes on the wishlist', async ({ page }) => {
  await page.goto('/produkt/forklade/');
  const said = alerts(page);
  const heart = page.locator('.summary .tinvwl_add_to_wishlist_button');
  await expect(heart).toHaveClass(/disabled-add-wishlist/);
  await heart.click({ force: true });
  await expect.poll(() => said).toEqual(['Please select some product options before adding this product to your wishlist.']);
  await expect(popup(page)).toHaveCount(0);

  await swatch(page, 'pa_farg', 'Blå').click();
  await swatch(page, 'pa_storlek', 'M').click();
  await expect(heart).not.toHaveClass(/disabled-add-wishlist/);
  await heart.click();
  await expect(popup(page)).toContainText('Förkläde - Blå, M added to Default wishlist');
  await expect(counter(page)).toHaveText('1');

  await page.goto('/onskelista/');
  await expect(page.locator('table.tinvwl-table-manage-list tbody tr.wishlist_item')).toContainText('Förkläde - Blå, M');
});
