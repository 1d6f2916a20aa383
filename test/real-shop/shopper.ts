// What a shopper looks at and does on the real shop (Storefront's markup), shared by the journeys.
import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** A product card in the loop, by its title. */
export function card(page: Page, title: string): Locator {
  return page.locator('ul.products li.product').filter({ has: page.locator('.woocommerce-loop-product__title', { hasText: title }) });
}

/** Storefront's header cart: the link with the total and count, and WooCommerce's mini cart widget. */
export function headerCart(page: Page) {
  const root = page.locator('#site-header-cart');
  return {
    link: root.locator('a.cart-contents'),
    widget: root.locator('.widget_shopping_cart_content'),
    items: root.locator('.widget_shopping_cart_content li.mini_cart_item'),
    /** The dropdown shows on hover (Storefront's CSS). */
    open: () => root.hover(),
  };
}

/** The header cart's total and count, as Storefront prints them ("99,00 kr", "1 item"). */
export async function expectHeaderCart(page: Page, total: string, count: string): Promise<void> {
  const { link } = headerCart(page);
  await expect(link.locator('.amount')).toHaveText(total);
  await expect(link.locator('.count')).toHaveText(count);
}

/** Adds a simple product from the loop and waits for WooCommerce's "Visa varukorg" link. */
export async function addFromLoop(page: Page, title: string): Promise<void> {
  const product = card(page, title);
  await product.locator('.add_to_cart_button').click();
  await expect(product.getByRole('link', { name: 'Visa varukorg' })).toBeVisible();
}

/** Records the requests to one wc-ajax endpoint from now on. */
export function wcAjaxRequests(page: Page, endpoint: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.get('wc-ajax') === endpoint) seen.push(request);
  });
  return seen;
}

/**
 * Waits until the product form answers a click. The shop's own scripts lose a click made before
 * Variation Swatches has set the form up (it then marks it `wvs-loaded`); the bundle holds such a
 * click itself, so with it there is nothing to wait for (its form carries `data-wi-variation-form`).
 */
export async function swatchesReady(page: Page): Promise<void> {
  await expect(page.locator('form.variations_form.wvs-loaded, form.variations_form[data-wi-variation-form]')).toHaveCount(1);
}

/** A swatch of Variation Swatches (colour or button), by its title. */
export function swatch(page: Page, attribute: string, title: string): Locator {
  return page.locator(`ul.variable-items-wrapper[data-attribute_name="attribute_${attribute}"] li.variable-item[data-title="${title}"]`);
}

/** The alerts (window.alert) the page shows from now on; each is dismissed. */
export function alerts(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

/** The file name of the product image the shopper sees in the middle of the gallery. */
export async function shownImage(page: Page): Promise<string> {
  return page.locator('.woocommerce-product-gallery').evaluate((gallery) => {
    const area = (gallery.querySelector('.flex-viewport') ?? gallery.querySelector('.woocommerce-product-gallery__wrapper') ?? gallery).getBoundingClientRect();
    const x = area.left + area.width / 2;
    const y = area.top + Math.min(area.height, area.width) / 2;
    // The slide under that point, and its photo (not the zoom's full-size copy over it).
    const slide = document.elementsFromPoint(x, y).map((el) => el.closest('.woocommerce-product-gallery__image')).find((el) => el && gallery.contains(el));
    const photo = slide?.querySelector<HTMLImageElement>('img:not(.zoomImg)');
    return photo ? (photo.getAttribute('src') ?? '').split('/').pop() ?? '' : '';
  });
}
