import { useStore } from '@nanostores/react';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useAttribute } from '../../src/hooks';
import { useBodyWhenWanted } from '../../src/panels/wake-panel';
import type { IslandProps } from '../../src/runtime/define';
import { $requestedPanel, MINI_CART_PANEL } from '../../src/stores/panel-requests';
import type { CartPanelProps } from './read';
import { useTitleCount } from './title-count';
import { useTriggersLoading } from './triggers-loading';
import { useCartStatus } from './use-cart-status';

export { read } from './read';

// The panel's behaviour arrives with its first opening: a page view that never opens it pays only
// for this shell (status, the open-after-add timing).
const loadBody = () => import('./CartPanelBody');
const Body = lazy(loadBody);

/**
 * Rey's mini cart side panel: opens from the header cart and after adds (the triggers show the
 * loader meanwhile). Its status (`data-cart-status`) and the something-changed flag
 * (`data-cart-changed`, cleared on close) are on the panel; the rest is in CartPanelBody.
 */
export default function CartPanel({ host, openAfterAdd, label }: IslandProps<CartPanelProps>) {
  useBodyWhenWanted(host, loadBody);
  const request = useStore($requestedPanel);
  const open = request?.name === MINI_CART_PANEL;
  const { status, loading } = useCartStatus(open, openAfterAdd);
  const [changed, setChanged] = useState(false);
  const [ready, setReady] = useState(false);
  const wanted = useRef(false);
  if (open) wanted.current = true;

  useTriggersLoading(loading || (open && !ready));
  useTitleCount(host);
  useAttribute(host, 'role', 'dialog');
  useAttribute(host, 'aria-label', label);
  useAttribute(host, 'data-cart-status', status);
  useAttribute(host, 'data-cart-changed', changed ? 'true' : null);
  useLayoutEffect(() => {
    if (!open) setChanged(false);
  }, [open]);

  if (!wanted.current) return null;
  return (
    <Suspense fallback={null}>
      <Body host={host} open={open} status={status} onChanged={() => setChanged(true)} onReady={() => setReady(true)} />
    </Suspense>
  );
}
