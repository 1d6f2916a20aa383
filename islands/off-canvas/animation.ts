import { useLayoutEffect, useRef } from 'react';
import { addClass, listen, undoAll } from '../../src/hooks';

export type Phase = 'closed' | 'open' | 'closing';

// An exit animation that never reports its end (no CSS for it) still closes.
const EXIT_FALLBACK_MS = 1500;

/**
 * The panel's entrance animation while open and its exit while closing, as the page builder plays
 * them (`animated {name}` on the panel's main box, and `reverse` for the exit). `onClosed` runs once
 * the exit has played, at once when there is none.
 */
export function useAnimation(main: HTMLElement | null, phase: Phase, name: string, onClosed: () => void): void {
  const latest = useRef(onClosed);
  latest.current = onClosed;
  useLayoutEffect(() => {
    if (!main || phase === 'closed') return;
    const classes = name && name !== 'none' ? ['animated', name, ...(phase === 'closing' ? ['reverse'] : [])] : [];
    const playing = undoAll(classes.map((className) => addClass(main, className)));
    if (phase !== 'closing') return playing;
    if (!classes.length) {
      latest.current();
      return;
    }
    const finish = () => latest.current();
    const timer = setTimeout(finish, EXIT_FALLBACK_MS);
    const offEnd = listen(main, 'animationend', finish, { once: true });
    return () => {
      clearTimeout(timer);
      offEnd();
      playing();
    };
  }, [main, phase, name]);
}
