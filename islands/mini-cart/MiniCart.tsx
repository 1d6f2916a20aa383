import { useStore } from '@nanostores/react';
import { $liveCart } from '../../src/cart/sync';
import { useAttribute } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';

export function read(): Record<string, never> {
  return {};
}

/** Watches the live cart (which keeps it synced) and marks the widget busy while it refreshes. */
export default function MiniCart({ host }: IslandProps<Record<string, never>>) {
  const { status } = useStore($liveCart);
  useAttribute(host, 'aria-busy', status === 'refreshing' ? 'true' : null);
  return null;
}
