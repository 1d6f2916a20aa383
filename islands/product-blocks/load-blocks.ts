import { parseServerHTML } from '../../src/dom';
import { afterFirstInteraction } from '../../src/helpers/first-interaction';
import type { Undo } from '../../src/hooks';
import { reyAjax } from '../../src/rey-ajax';
import type { ProductBlocksProps } from './read';

/**
 * Rey's lazy product blocks (R10): once the placeholder is near the viewport and the shopper has
 * interacted with the page, `related_products` / `upsells_products` `{id}` is asked through Rey's ajax
 * (kept in sessionStorage, never for logged-in shoppers) and the loop markup replaces the placeholder.
 * The undo stops what has not happened yet; a placeholder once replaced stays so.
 */
export function loadBlocks(host: HTMLElement, { action, productId }: ProductBlocksProps): Undo {
  const controller = new AbortController();
  const cancel = afterFirstInteraction(() => {
    reyAjax<string>(action, { id: productId }, { cacheKey: `${action}_${productId}`, signal: controller.signal })
      .then((html) => {
        if (!host.isConnected) return;
        if (typeof html === 'string' && html.trim()) host.replaceWith(parseServerHTML(html));
        else host.remove();
      })
      .catch(() => {
        // Logged by the transport. The skeleton goes: an empty gap is better than a grey one forever.
        if (!controller.signal.aborted) host.remove();
      });
  });
  return () => {
    cancel();
    controller.abort();
  };
}
