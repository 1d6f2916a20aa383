import { useLayoutEffect, useRef } from 'react';
import { parseServerHTML } from '../../src/dom';
import { emit } from '../../src/events';
import { reyAjax } from '../../src/rey-ajax';

/** The empty mini cart's section holders whose content was asked of the server (once each, for the page). */
const askedEmptyCartSections = new WeakSet<Element>();

/**
 * The empty mini cart's extra content: Rey's empty cart template holds `div.rey-emptyMiniCartGs[data-gsid]`,
 * filled with that global section (`get_empty_minicart_gs_content`) when the shopper sees it. A visitor
 * with no cart cookie was shown the empty cart without asking the server; opening the panel asks for
 * the theme's template once, so the section can show. `version` changes whenever the cart markup may
 * have been replaced.
 */
export function useEmptyCartContent(panel: HTMLElement, open: boolean, itemCount: number | null, version: unknown): void {
  const askedForTemplate = useRef(false);
  useLayoutEffect(() => {
    if (!open) return;
    const content = panel.querySelector('.widget_shopping_cart_content');
    const holders = [...panel.querySelectorAll<HTMLElement>('.rey-emptyMiniCartGs[data-gsid]')];
    if (itemCount === 0 && !holders.length && content && !content.querySelector('.woocommerce-mini-cart') && !askedForTemplate.current) {
      askedForTemplate.current = true;
      emit('wc_fragment_refresh');
      return;
    }
    for (const holder of holders) {
      const gsid = holder.dataset.gsid ?? '';
      if (!gsid || askedEmptyCartSections.has(holder) || holder.childElementCount) continue;
      askedEmptyCartSections.add(holder);
      holder.setAttribute('aria-busy', 'true');
      reyAjax<unknown>('get_empty_minicart_gs_content', { gsid }, { cacheKey: `minicart_gs_${gsid}` })
        .then((data) => {
          const html = typeof data === 'string' ? data : typeof (data as { html?: unknown })?.html === 'string' ? (data as { html: string }).html : '';
          if (html && holder.isConnected) holder.replaceChildren(parseServerHTML(html, panel.ownerDocument));
        })
        .catch(() => undefined)
        .finally(() => holder.removeAttribute('aria-busy'));
    }
  }, [panel, open, itemCount, version]);
}
