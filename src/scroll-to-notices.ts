// WooCommerce's `$.scroll_to_notices($el)`: the page scrolls so the notices sit 100 px below the top,
// over 1000 ms, with jQuery's default "swing" easing. Cart, checkout and account scripts call it after
// showing a notice; islands call `scrollToNotices`.

export const NOTICE_SCROLL_OFFSET = 100;
export const NOTICE_SCROLL_MS = 1000;

// 'instant' so a theme's `scroll-behavior: smooth` does not smooth every frame of the animation.
const jump = (top: number) => window.scrollTo({ top, behavior: 'instant' as ScrollBehavior });

const swing = (p: number) => 0.5 - Math.cos(p * Math.PI) / 2;

/** Stops the scroll under way, if any: a new one replaces it. */
let cancelRunning: (() => void) | null = null;

/**
 * Scrolls the window to `target` (an element, or a jQuery object) minus 100 px over 1000 ms. A new call
 * replaces a running one; the shopper's wheel or touch stops it. Reduced motion jumps at once.
 */
export function scrollToNotices(target: Element | ArrayLike<Element> | null | undefined): void {
  const el = target instanceof Element ? target : target?.[0];
  if (!el || !el.isConnected) return;
  cancelRunning?.();
  const from = window.scrollY;
  const to = Math.max(0, el.getBoundingClientRect().top + from - NOTICE_SCROLL_OFFSET);
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    jump(to);
    return;
  }
  let frame = 0;
  const start = performance.now();
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
    if (cancelRunning === stop) cancelRunning = null;
  };
  const step = () => {
    const progress = Math.min(1, (performance.now() - start) / NOTICE_SCROLL_MS);
    jump(from + (to - from) * swing(progress));
    if (progress < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchstart', stop, { passive: true });
  cancelRunning = stop;
  frame = requestAnimationFrame(step);
}
