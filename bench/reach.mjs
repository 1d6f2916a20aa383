// A shopper's typical reach on a product page, for the bytes a product page costs "in all": hover the
// gallery and swipe it, open the lightbox and close it, open the reviews, choose a variation. The
// selectors are WooCommerce's (and Variation Swatches'), so the same reach runs on the fixture shop and
// on the real shop, with our bundle or with the shop's own scripts.

const GALLERY = '.woocommerce-product-gallery';

async function settle(page, ms = 400) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(ms);
}

/** Runs the reach; returns what it could do (a product page without reviews or variations skips them). */
export async function reachProductPage(page) {
  const done = [];
  const gallery = page.locator(GALLERY).first();
  if (await gallery.count()) {
    await gallery.scrollIntoViewIfNeeded();
    await gallery.hover();
    await settle(page);
    // A swipe with the mouse: press on the first slide, drag leftwards across it, let go.
    const box = await gallery.boundingBox();
    if (box) {
      const y = box.y + Math.min(box.height / 2, 200);
      await page.mouse.move(box.x + box.width * 0.75, y);
      await page.mouse.down();
      for (const share of [0.65, 0.55, 0.45, 0.35, 0.25]) await page.mouse.move(box.x + box.width * share, y);
      await page.mouse.up();
      done.push('gallery');
      await settle(page);
    }
    const trigger = page.locator(`${GALLERY}__trigger`).first();
    if (await trigger.count()) {
      await trigger.click();
      // glightbox (ours) or PhotoSwipe (WooCommerce's).
      await page.locator('.glightbox-container, .pswp--open').first().waitFor({ state: 'visible', timeout: 15_000 }).catch(() => {});
      await settle(page);
      await page.keyboard.press('Escape');
      done.push('lightbox');
      await settle(page);
    }
  }
  const reviews = page.locator('.woocommerce-tabs li.reviews_tab a, .wc-tabs li.reviews_tab a').first();
  if (await reviews.count()) {
    await reviews.scrollIntoViewIfNeeded();
    await reviews.click();
    done.push('reviews');
    await settle(page);
  }
  const form = page.locator('form.variations_form').first();
  if (await form.count()) {
    await form.scrollIntoViewIfNeeded();
    const lists = form.locator('ul[data-attribute_name]');
    const count = await lists.count();
    if (count) {
      for (let i = 0; i < count; i++) {
        const choice = lists.nth(i).locator('li.variable-item:not(.disabled)').first();
        if (await choice.count()) await choice.click();
        await page.waitForTimeout(300);
      }
    } else {
      const selects = form.locator('table.variations select');
      for (let i = 0; i < await selects.count(); i++) {
        const value = await selects.nth(i).locator('option:not([value=""])').first().getAttribute('value');
        if (value) await selects.nth(i).selectOption(value);
      }
    }
    done.push('variation');
    await settle(page, 1000);
  }
  return done;
}
