// Rey's custom price text (R10): `pdp_custom_price_text {pid}` through the theme's ajax; the shop's
// markup fills the span.
import { parseServerHTML } from '../../src/dom';
import type { Undo } from '../../src/hooks';
import { reyAjax } from '../../src/rey-ajax';

/**
 * Fills the span with the answer. An empty or failed answer leaves what the server printed; the undo
 * stops a request still on its way (a text once in stays: it is the shop's).
 */
export function fillPriceText(host: HTMLElement, { productId }: { productId: string }): Undo {
  const controller = new AbortController();
  reyAjax<unknown>('pdp_custom_price_text', { pid: productId }, { signal: controller.signal })
    .then((html) => {
      if (typeof html === 'string' && html.trim() && host.isConnected) host.replaceChildren(parseServerHTML(html));
    })
    .catch(() => {
      // Logged by the transport; the server's text stays.
    });
  return () => controller.abort();
}
