// What a show does to the modal once it is made (./modal.ts, which arrives with the first show): its
// animations, the close button's delay, and the modal leaving with the island.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { addClass, undoAll } from '../../src/hooks';
import type { PopupModal } from './modal';

export type Phase = 'hidden' | 'open' | 'closing';

/**
 * The entrance animation while open and the exit while closing: the animation's name on the content
 * box (which keeps `animated`, the modal is made with it) for its duration, with `reverse` for the
 * exit. Once the exit has played (at once without one) the modal is hidden, `onHidden` runs, and the
 * shown copy goes, as Pro drops it (its islands unmount with it); the next show puts a fresh one in.
 */
export function useModalAnimation(modal: PopupModal | null, phase: Phase, name: string, durationMs: number, onHidden: () => void): void {
  const latest = useRef(onHidden);
  latest.current = onHidden;
  useLayoutEffect(() => {
    if (!modal || phase === 'hidden') return;
    const classes = name && name !== 'none' ? [name, ...(phase === 'closing' ? ['reverse'] : [])] : [];
    const playing = undoAll(classes.map((className) => addClass(modal.content, className)));
    const timer = setTimeout(() => {
      playing();
      if (phase !== 'closing') return;
      modal.root.style.display = 'none';
      latest.current();
      modal.message.replaceChildren();
    }, classes.length ? durationMs : 0);
    return () => {
      clearTimeout(timer);
      playing();
    };
    // The name and duration follow the phase.
  }, [modal, phase]);
}

/** While open, the close button waits `delaySeconds` (the popup's close_button_delay) before it shows. */
export function useCloseButtonDelay(modal: PopupModal | null, open: boolean, delaySeconds: number): void {
  useLayoutEffect(() => {
    if (!modal || !open || delaySeconds <= 0) return;
    const button = modal.closeButton;
    button.style.display = 'none';
    const timer = setTimeout(() => (button.style.display = ''), delaySeconds * 1000);
    return () => {
      clearTimeout(timer);
      button.style.display = '';
    };
  }, [modal, open]);
}

/** The modal leaves the page with the island. */
export function useModalRemoval(modal: PopupModal | null): void {
  useEffect(() => () => modal?.root.remove(), [modal]);
}
