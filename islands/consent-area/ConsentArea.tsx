import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect } from 'react';
import { startConsent } from '../../src/consent/engine';
import { toggleService } from '../../src/consent/flows';
import { hasConsent, settings } from '../../src/consent/state';
import { parseServerHTML } from '../../src/dom';
import { useListener } from '../../src/hooks';
import { getJSON } from '../../src/http';
import { logError } from '../../src/log';
import type { IslandProps } from '../../src/runtime/define';
import { $consent, type ConsentState } from '../../src/stores/consent';
import type { ConsentAreaProps } from './read';

export { read } from './read';

/** Complianz loads an area when its category is enabled, or its service. */
const allows = ({ category, service }: ConsentAreaProps, state: ConsentState) => hasConsent(category, state) || (!!service && state.services[service] === true);

/**
 * Until consent the server's placeholder stays, and a click on it gives consent to the area's service
 * (as Complianz does: that service, the banner dismissed). Once allowed, the content is the shop's own
 * markup from `consent-area/{post_id}/{block_id}`, inserted as a server fragment in the placeholder's place.
 */
export default function ConsentArea({ host, ...area }: IslandProps<ConsentAreaProps>) {
  const allowed = allows(area, useStore($consent));
  useLayoutEffect(() => startConsent().release, []);
  useListener(allowed ? null : host, 'click', () => {
    if (area.service) toggleService(area.service, true);
  });
  useEffect(() => {
    if (!allowed) return;
    const controller = new AbortController();
    // Complianz takes the placeholder mark off as it asks, so the area is asked for once.
    host.classList.remove('cmplz-placeholder');
    getJSON<unknown>(`${settings().url}consent-area/${area.postId}/${area.blockId}`, { signal: controller.signal })
      .then((content) => {
        if (typeof content === 'string') host.replaceChildren(parseServerHTML(content));
      })
      .catch((error: unknown) => {
        // The placeholder text stays, as with Complianz when its request fails.
        if (!controller.signal.aborted) logError('consent-area: its content could not be loaded.', error);
      });
    return () => controller.abort();
  }, [allowed, host, area.postId, area.blockId]);
  return null;
}
