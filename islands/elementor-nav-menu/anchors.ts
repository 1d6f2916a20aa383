import { useLayoutEffect } from 'react';
import { attributeState, classState, listen, undoAll } from '../../src/hooks';

/**
 * The main menu's links to sections of this page (`.elementor-item-anchor`) are current
 * (`elementor-item-active`, `aria-current="location"`) while their section crosses the middle of the
 * window, as Elementor Pro's nav menu marks them (watched again after a resize). Unmounting gives back
 * what the server printed.
 */
export function useAnchorHighlight(main: HTMLElement | null): void {
  useLayoutEffect(() => {
    if (!main) return;
    const doc = main.ownerDocument;
    const win = doc.defaultView ?? window;
    const links = [...main.querySelectorAll<HTMLAnchorElement>('.elementor-item-anchor')].filter((a) => a.pathname === win.location.pathname && a.hash !== '');
    if (!links.length || typeof IntersectionObserver === 'undefined') return;
    const marks = links.map((link) => ({
      link,
      active: classState(link, 'elementor-item-active'),
      current: attributeState(link, 'aria-current'),
    }));
    let observers: IntersectionObserver[] = [];
    const watch = () => {
      observers.forEach((o) => o.disconnect());
      const half = win.innerHeight / 2;
      observers = marks.flatMap(({ link, active, current }) => {
        let target: Element | null = null;
        try {
          target = doc.querySelector(decodeURIComponent(link.hash));
        } catch {
          return [];
        }
        if (!target) return [];
        const start = (target as HTMLElement).offsetHeight > half ? -half : 0;
        const observer = new IntersectionObserver((entries) => {
          for (const entry of entries) {
            active.set(entry.isIntersecting);
            current.set(entry.isIntersecting ? 'location' : '');
          }
        }, { rootMargin: `${start}px 0px ${-half}px 0px` });
        observer.observe(target);
        return [observer];
      });
    };
    watch();
    return undoAll([
      ...marks.flatMap(({ active, current }) => [active.undo, current.undo]),
      listen(win, 'resize', watch),
      () => observers.forEach((o) => o.disconnect()),
    ]);
  }, [main]);
}
