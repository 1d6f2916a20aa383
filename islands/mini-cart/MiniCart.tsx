// The mini-cart widget. Fragments fill it; the island keeps it in step with the server while it is on
// the page (src/cart/sync.ts), says when it is refreshing, and shows adds before the server answers.
import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { $liveCart } from '../../src/cart/sync';
import { setAttribute, undoAll, useAttribute, type Undo } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { PendingItems } from './PendingItems';

export function read(): Record<string, never> {
  return {};
}

/**
 * Rey opens a div inside the mini cart's <ul> and puts the items in it, so the items are not list
 * items to assistive technology. Without touching classes or layout, the div takes the list's role.
 */
function repairListSemantics(host: HTMLElement): Undo {
  const undos: Undo[] = [];
  for (const inner of host.querySelectorAll('ul.woocommerce-mini-cart > .woocommerce-mini-cart-inner')) {
    undos.push(setAttribute(inner.parentElement!, 'role', 'presentation'), setAttribute(inner, 'role', 'list'));
  }
  return undoAll(undos);
}

/**
 * Watches the live cart, marks the widget busy while it refreshes, shows the adds on their way and
 * repairs the theme's list semantics.
 */
export default function MiniCart({ host }: IslandProps<Record<string, never>>) {
  const { status } = useStore($liveCart);
  useAttribute(host, 'aria-busy', status === 'refreshing' ? 'true' : null);
  useLayoutEffect(() => repairListSemantics(host), [host]);
  return <PendingItems host={host} />;
}
