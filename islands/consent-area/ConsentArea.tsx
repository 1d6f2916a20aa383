import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { startConsent } from '../../src/consent/engine';
import { toggleService } from '../../src/consent/flows';
import { hasConsent } from '../../src/consent/state';
import { useListener } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { $consent, type ConsentState } from '../../src/stores/consent';
import { useAreaContent } from './content';
import type { ConsentAreaProps } from './read';

export { read } from './read';

/** Complianz loads an area when its category is enabled, or its service. */
const allows = ({ category, service }: ConsentAreaProps, state: ConsentState) => hasConsent(category, state) || (!!service && state.services[service] === true);

/**
 * Until consent the server's placeholder stays, and a click on it gives consent to the area's service
 * (as Complianz does: that service, the banner dismissed). Once allowed, the content comes from
 * Complianz (./content.ts).
 */
export default function ConsentArea({ host, ...area }: IslandProps<ConsentAreaProps>) {
  const allowed = allows(area, useStore($consent));
  useLayoutEffect(() => startConsent().release, []);
  useListener(allowed ? null : host, 'click', () => {
    if (area.service) toggleService(area.service, true);
  });
  useAreaContent(host, allowed, area);
  return null;
}
