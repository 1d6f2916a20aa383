// The lightbox's controls step aside when the shopper does nothing for 3 s (storefront spec §9) and
// come back with the first move, touch, key or wheel.

export const IDLE_HIDE_MS = 3000;
export const IDLE_CLASS = 'wi-lightbox-idle';

const WAKE_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'] as const;

/** Marks `container` idle after `ms` without activity; returns the undo. */
export function hideWhenIdle(container: HTMLElement, ms = IDLE_HIDE_MS): () => void {
  const doc = container.ownerDocument;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wake = () => {
    container.classList.remove(IDLE_CLASS);
    clearTimeout(timer);
    timer = setTimeout(() => container.classList.add(IDLE_CLASS), ms);
  };
  for (const type of WAKE_EVENTS) doc.addEventListener(type, wake, { capture: true, passive: true });
  wake();
  return () => {
    clearTimeout(timer);
    container.classList.remove(IDLE_CLASS);
    for (const type of WAKE_EVENTS) doc.removeEventListener(type, wake, { capture: true });
  };
}
