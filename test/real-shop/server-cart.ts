// The cart as the server has it against the cart the page shows: the lines of WooCommerce's mini cart
// widget asked of the server (get_refreshed_fragments, with the page's cookies), and those the page
// shows (its header's mini cart, or on the cart page the cart's table), with the header's count.
// Nothing lost, nothing doubled, nothing left that the server dropped.
import { expect, type Page } from '@playwright/test';

interface CartView {
  /** "name × quantity" per line. */
  lines: string[];
  count: string;
}

/** The lines of a mini cart widget's or a cart form's markup (run in the page, on an inert document). */
function readLines(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const mini = [...doc.querySelectorAll('li.mini_cart_item')].map((li) => {
    const name = [...li.querySelectorAll('a')].find((a) => !a.classList.contains('remove'));
    return `${text(name)} × ${/^(\d+)/.exec(text(li.querySelector('.quantity')))?.[1] ?? '?'}`;
  });
  const rows = [...doc.querySelectorAll('tr.cart_item')].map((row) =>
    `${text(row.querySelector('.product-name a'))} × ${(row.querySelector('input.qty') as HTMLInputElement | null)?.value ?? '?'}`);
  return [...mini, ...rows];
}

const read = (page: Page, html: string) => page.evaluate(`(${readLines.toString()})(${JSON.stringify(html)})`) as Promise<string[]>;

export async function serverCart(page: Page): Promise<CartView> {
  const response = await page.request.post('/?wc-ajax=get_refreshed_fragments');
  const { fragments } = (await response.json()) as { fragments: Record<string, string> };
  const count = /<span class="count">([^<]*)<\/span>/.exec(fragments['a.cart-contents'] ?? '')?.[1] ?? '';
  return { lines: await read(page, fragments['div.widget_shopping_cart_content'] ?? ''), count };
}

export async function pageCart(page: Page): Promise<CartView> {
  // WooCommerce's cart widget prints nothing on the cart page: there the cart's table shows the lines.
  const shown = page.locator('#site-header-cart .widget_shopping_cart_content, form.woocommerce-cart-form');
  const html = (await shown.evaluateAll((els) => els.map((el) => el.outerHTML))).join('');
  const count = (await page.locator('#site-header-cart a.cart-contents .count').textContent())?.trim() ?? '';
  return { lines: await read(page, html), count };
}

/** The page shows the server's cart (its header count and its lines). */
export async function expectPageCartIsServerCart(page: Page): Promise<void> {
  const server = await serverCart(page);
  await expect.poll(() => pageCart(page), 'the page shows the cart the server has').toEqual(server);
}
