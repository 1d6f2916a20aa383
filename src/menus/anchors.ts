// Menu links to a section of the page they are on (`/kokguide/#knivar` on /kokguide/): a click
// scrolls there smoothly, stopping the theme's scroll-to offset above it, and the link's menu item is
// current while its section is in the middle of the window (Rey R8). Targets: src/helpers/anchors.ts.
import { useLayoutEffect } from 'react';
import { anchorTarget, stickyAllowance } from '../helpers/anchors';
import { useListener } from '../hooks';

export { anchorTarget };

/** Where a menu anchor stops above its target (theme spec §9). */
export const SCROLL_TO_OFFSET = 50;

const ANCHOR_LINK = '.menu-item a[href*="#"]';

/**
 * The window position that puts `target` the offset below the top, and below a sticky header that
 * asks for room above it (its `sticky_anchor_link_offset`).
 */
export function scrollTopFor(target: Element, offset = SCROLL_TO_OFFSET): number {
  return Math.max(0, Math.round(target.getBoundingClientRect().top + window.scrollY - offset - stickyAllowance(target)));
}

function scrollTo(target: HTMLElement): void {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: scrollTopFor(target), behavior: reduced ? 'auto' : 'smooth' });
  if (location.hash !== `#${target.id}`) history.pushState(history.state, '', `#${target.id}`);
  // Where the browser would have put the keyboard's starting point after a jump.
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
}

/**
 * Smooth scrolling for the same-page anchors of a menu. `beforeScroll` runs first (the mobile menu
 * closes); the scroll starts on the next frame, once the page is free to move.
 */
export function useMenuAnchors(root: HTMLElement | null, beforeScroll?: () => void): void {
  useListener<MouseEvent>(root, 'click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest(ANCHOR_LINK) : null;
    const target = link && root?.contains(link) ? anchorTarget(link) : null;
    if (!target) return;
    event.preventDefault();
    beforeScroll?.();
    requestAnimationFrame(() => scrollTo(target));
  });

  useLayoutEffect(() => {
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const items = new Map<Element, Element[]>();
    for (const link of root.querySelectorAll(ANCHOR_LINK)) {
      const target = anchorTarget(link);
      const item = link.closest('.menu-item');
      if (target && item) items.set(target, [...(items.get(target) ?? []), item]);
    }
    if (!items.size) return;
    const marked = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        for (const item of items.get(entry.target) ?? []) {
          if (entry.isIntersecting && !item.classList.contains('current-menu-item')) {
            item.classList.add('current-menu-item');
            marked.add(item);
          } else if (!entry.isIntersecting && marked.delete(item)) {
            item.classList.remove('current-menu-item');
          }
        }
      }
    }, { rootMargin: '-50% 0px -50% 0px' });
    items.forEach((_, target) => observer.observe(target));
    return () => {
      observer.disconnect();
      marked.forEach((item) => item.classList.remove('current-menu-item'));
    };
  }, [root]);
}
