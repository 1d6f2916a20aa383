import { useLayoutEffect } from 'react';
import { removeAttribute, undoAll } from '../../src/hooks';

/**
 * While shown, the off-canvas the server printed `inert` is not. The page builder also holds its child
 * handlers back until the first open (`data-delay-child-handlers`); ours need no holding.
 */
export function useOutOfInert(host: HTMLElement, shown: boolean): void {
  useLayoutEffect(() => {
    if (!shown) return;
    return undoAll([removeAttribute(host, 'inert'), removeAttribute(host, 'data-delay-child-handlers')]);
  }, [host, shown]);
}
