import { useEffect } from 'react';
import { settings } from '../../src/consent/state';
import { parseServerHTML } from '../../src/dom';
import { getJSON } from '../../src/http';
import { logError } from '../../src/helpers/log';
import type { ConsentAreaProps } from './read';

/**
 * Once `allowed`, the area's content: the shop's own markup from `consent-area/{post_id}/{block_id}`,
 * inserted as a server fragment in the placeholder's place. Neither is taken back: the area is no
 * placeholder any more.
 */
export function useAreaContent(host: HTMLElement, allowed: boolean, { postId, blockId }: ConsentAreaProps): void {
  useEffect(() => {
    if (!allowed) return;
    const controller = new AbortController();
    // Complianz takes the placeholder mark off as it asks, so the area is asked for once.
    host.classList.remove('cmplz-placeholder');
    getJSON<unknown>(`${settings().url}consent-area/${postId}/${blockId}`, { signal: controller.signal })
      .then((content) => {
        if (typeof content === 'string') host.replaceChildren(parseServerHTML(content));
      })
      .catch((error: unknown) => {
        // The placeholder text stays, as with Complianz when its request fails.
        if (!controller.signal.aborted) logError('consent-area: its content could not be loaded.', error);
      });
    return () => controller.abort();
  }, [allowed, host, postId, blockId]);
}
