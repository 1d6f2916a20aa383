import { useLayoutEffect } from 'react';
import { showElement } from '../../src/dom';

/**
 * The notice shown as WooCommerce's script shows it, whatever the CSS, or hidden once dismissed; its
 * inline display comes back after.
 */
export function useNoticeShown(host: HTMLElement, shown: boolean): void {
  useLayoutEffect(() => {
    const original = host.style.display;
    if (shown) showElement(host);
    else host.style.display = 'none';
    return () => {
      host.style.display = original;
    };
  }, [host, shown]);
}
