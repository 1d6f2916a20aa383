import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { startConsent } from '../../src/consent/engine';
import { activateElement, isAllowed } from '../../src/consent/gate';
import { showPlaceholder } from '../../src/consent/placeholders';
import type { IslandProps } from '../../src/runtime/define';
import { $consent } from '../../src/stores/consent';

export function read(): Record<string, never> {
  return {};
}

/**
 * Until consent: the placeholder (preview image and a notice whose button gives consent). With consent
 * the element is put back; markup that arrives later (a quick view, an ajax-loaded tab) is handled too.
 */
export default function ConsentPlaceholder({ host }: IslandProps<Record<string, never>>) {
  const state = useStore($consent);
  const allowed = isAllowed(host, state);
  useLayoutEffect(() => startConsent().release, []);
  useLayoutEffect(() => {
    if (allowed) {
      activateElement(host);
      return;
    }
    return showPlaceholder(host);
  }, [host, allowed]);
  return null;
}
