// Rey's shipping status (theme spec §7): `get_shipping_status {text, no_text}` through the theme's
// ajax, and again each time the cart changes (the answer depends on what is in it).
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { parseServerHTML } from '../../src/dom';
import { reyAjax } from '../../src/rey-ajax';
import { $cart } from '../../src/stores/cart';

/** The shop's markup fills the element; a failed answer leaves what is there. */
export function useShippingStatus(host: HTMLElement, text: string, noText: string): void {
  // A new cart hash is a changed cart: the answer in flight is stale and a fresh one is asked.
  const { hash } = useStore($cart, { keys: ['hash'] });
  useEffect(() => {
    const controller = new AbortController();
    reyAjax<unknown>('get_shipping_status', { text, no_text: noText }, { signal: controller.signal })
      .then((html) => {
        if (typeof html === 'string' && host.isConnected) host.replaceChildren(parseServerHTML(html));
      })
      .catch(() => {
        // Logged by the transport.
      });
    return () => controller.abort();
  }, [host, text, noText, hash]);
}
