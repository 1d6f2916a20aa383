import { useLayoutEffect, useRef } from 'react';
import { slide } from './slide';

/**
 * Slides `el` in while `open` and out when it stops being. Hidden as the server printed it, there is
 * nothing to slide until the first change, unless it is open from the start. The inline display goes
 * with the island: the server's CSS hides the element again.
 */
export function useSlide(el: HTMLElement, open: boolean, ms: number): void {
  const first = useRef(true);
  useLayoutEffect(() => {
    const untouched = first.current && !open;
    first.current = false;
    return untouched ? undefined : slide(el, open, ms);
  }, [el, open]);
  useLayoutEffect(
    () => () => {
      el.style.display = '';
    },
    [el],
  );
}
