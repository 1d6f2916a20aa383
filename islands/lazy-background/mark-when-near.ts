// The page builder's inline footer script: a container's background image waits (its head CSS holds
// it back) until the container comes within 200 px of the viewport, then `e-lazyloaded` lets it load.

// The spec's lazy background margin: 200 px above and below the viewport.
const MARGIN = '200px 0px';

/** Marks `host` once it is near the viewport; returns the stop. A background once loaded stays. */
export function markWhenNear(host: HTMLElement): () => void {
  if (host.classList.contains('e-lazyloaded')) return () => {};
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    host.classList.add('e-lazyloaded');
  }, { rootMargin: MARGIN });
  observer.observe(host);
  return () => observer.disconnect();
}
