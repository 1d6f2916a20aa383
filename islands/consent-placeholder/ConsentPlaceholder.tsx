import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { isAllowed } from '../../src/consent/allowed';
import { loadControls, startConsent } from '../../src/consent/engine';
import { showPlaceholder } from '../../src/consent/placeholders';
import { useListener } from '../../src/hooks';
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
  // A hand on the notice: load the consent actions before the click.
  const container = allowed ? null : host.parentElement;
  useListener(container, 'pointerover', () => void loadControls(), { passive: true });
  useListener(container, 'focusin', () => void loadControls());
  useLayoutEffect(() => {
    if (allowed) {
      void import('../../src/consent/gate').then(({ activateElement }) => activateElement(host));
      return;
    }
    return showPlaceholder(host);
  }, [host, allowed]);
  return null;
}
