import { useStore } from '@nanostores/react';
import { lazy, Suspense, useRef } from 'react';
import { useClassState } from '../../src/hooks';
import { useBodyWhenWanted } from '../../src/panels/wake-panel';
import type { IslandProps } from '../../src/runtime/define';
import { $requestedPanel, ACCOUNT_PANEL } from '../../src/stores/panel-requests';
import type { AccountPanelProps } from './read';

export { read } from './read';

// The panel's behaviour (forms, tabs, the wishlist tab) arrives with its first opening.
const loadBody = () => import('./AccountPanelBody');
const Body = lazy(loadBody);

/** Rey's account panel: made visible, and opened when its button asks (see AccountPanelBody). */
export default function AccountPanel({ host, ...props }: IslandProps<AccountPanelProps>) {
  useBodyWhenWanted(host, loadBody);
  const request = useStore($requestedPanel);
  const open = request?.name === ACCOUNT_PANEL;
  const wanted = useRef(false);
  if (open) wanted.current = true;

  // Rey keeps the panel invisible until its script runs (`--lz-invisible` before 2.8).
  useClassState(host, '--invisible', false);
  useClassState(host, '--lz-invisible', false);

  if (!wanted.current) return null;
  return (
    <Suspense fallback={null}>
      <Body host={host} {...props} open={open} request={request} />
    </Suspense>
  );
}
