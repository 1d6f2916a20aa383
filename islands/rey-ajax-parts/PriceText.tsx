import { useEffect } from 'react';
import { parseServerHTML } from '../../src/dom';
import { reyAjax } from '../../src/rey-ajax';

/**
 * Rey's custom price text (R10): `pdp_custom_price_text {pid}` through the theme's ajax; the shop's
 * markup fills the span. An empty or failed answer leaves what the server printed.
 */
export function PriceText({ host, productId }: { host: HTMLElement; productId: string }) {
  useEffect(() => {
    const controller = new AbortController();
    reyAjax<unknown>('pdp_custom_price_text', { pid: productId }, { signal: controller.signal })
      .then((html) => {
        if (typeof html === 'string' && html.trim() && host.isConnected) host.replaceChildren(parseServerHTML(html));
      })
      .catch(() => {
        // Logged by the transport; the server's text stays.
      });
    return () => controller.abort();
  }, [host, productId]);
  return null;
}
