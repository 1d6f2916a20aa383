// The mini-cart widget. Fragments fill it, and ./keep-step.ts keeps it in step with the server
// without React from the start; the island adds what needs React: the adds on their way, shown
// before the server answers.
import { useLayoutEffect } from 'react';
import type { IslandProps } from '../../src/runtime/define';
import { keepStep } from './keep-step';
import { PendingItems } from './PendingItems';

export function read(): Record<string, never> {
  return {};
}

/** Keeps the cart in step (for a visitor whose cart was empty at load, from now on) and shows the adds on their way. */
export default function MiniCart({ host }: IslandProps<Record<string, never>>) {
  useLayoutEffect(() => {
    keepStep(host);
  }, [host]);
  return <PendingItems host={host} />;
}
