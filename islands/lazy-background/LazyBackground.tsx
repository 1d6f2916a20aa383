import { useEffect } from 'react';
import type { IslandProps } from '../../src/runtime/define';
import { markWhenNear } from './mark-when-near';

export function read(): Record<string, never> {
  return {};
}

/** A container that arrived after load (an ajax-loaded section): its background waits until it is near. */
export default function LazyBackground({ host }: IslandProps<Record<string, never>>) {
  useEffect(() => markWhenNear(host), [host]);
  return null;
}
