// The mouse wheel moves through the lightbox's slides, one slide per 250 ms at most (storefront spec
// §9): a flick of the wheel sends dozens of events, and each must not be a slide.

export const WHEEL_THROTTLE_MS = 250;

/** `go(1)` for a wheel down or right, `go(-1)` for up or left; returns the undo. */
export function wheelNavigation(container: HTMLElement, go: (direction: 1 | -1) => void, ms = WHEEL_THROTTLE_MS): () => void {
  let last = -Infinity;
  const onWheel = (event: WheelEvent) => {
    const delta = Math.abs(event.deltaY) >= Math.abs(event.deltaX) ? event.deltaY : event.deltaX;
    if (!delta) return;
    // The page behind must not scroll.
    event.preventDefault();
    const now = performance.now();
    if (now - last < ms) return;
    last = now;
    go(delta > 0 ? 1 : -1);
  };
  container.addEventListener('wheel', onWheel, { passive: false });
  return () => container.removeEventListener('wheel', onWheel);
}
