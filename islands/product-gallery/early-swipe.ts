import { SWIPE_THRESHOLD_PX } from '../../src/swipe-threshold';

/**
 * Swipes on the slides while the slider library is still on its way: the touch that asks for it ends
 * before it arrives, and a swipe the slider never saw would be lost. A release at least the swipe
 * threshold across (and more across than down: a page scroll is no swipe) reports whether it goes
 * towards the next slide (leftward; rightward in a right-to-left gallery). Touches on the slider's own
 * controls are theirs, as they will be for the slider. The returned stop lets a touch under way finish:
 * the slider missed its start too.
 */
export function watchEarlySwipes(container: HTMLElement, rtl: boolean, onSwipe: (forward: boolean) => void): () => void {
  let start: { x: number; y: number } | null = null;
  let stopped = false;
  const listening = new AbortController();
  const listen = (type: 'touchstart' | 'touchend' | 'touchcancel', listener: (event: TouchEvent) => void) =>
    container.addEventListener(type, listener, { passive: true, signal: listening.signal });
  const end = () => {
    start = null;
    if (stopped) listening.abort();
  };
  listen('touchstart', (event) => {
    if (stopped) return listening.abort();
    const touch = event.touches.length === 1 ? event.touches[0] : undefined;
    const onControl = event.target instanceof Element && event.target.closest('[data-keen-slider-clickable]');
    start = touch && !onControl ? { x: touch.clientX, y: touch.clientY } : null;
  });
  listen('touchend', (event) => {
    const from = start;
    const touch = event.changedTouches[0];
    end();
    if (!from || !touch) return;
    const dx = touch.clientX - from.x;
    const dy = touch.clientY - from.y;
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) onSwipe(rtl ? dx > 0 : dx < 0);
  });
  listen('touchcancel', end);
  return () => {
    stopped = true;
    if (!start) listening.abort();
  };
}
