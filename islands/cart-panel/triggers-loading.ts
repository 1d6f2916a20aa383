import { useLayoutEffect } from 'react';
import { addClass, undoAll } from '../../src/hooks';
import { cartTriggers } from './use-cart-status';

/** Rey's loader on the header's cart buttons while `loading`. */
export function useTriggersLoading(loading: boolean): void {
  useLayoutEffect(() => {
    if (!loading) return;
    return undoAll(cartTriggers().map((el) => addClass(el, '--loading')));
  }, [loading]);
}
