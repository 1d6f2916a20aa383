import { useLayoutEffect } from 'react';

/**
 * The main menu's links to sections of this page (`.elementor-item-anchor`) are current
 * (`elementor-item-active`, `aria-current="location"`) while their section crosses the middle of the
 * window, as Elementor Pro's nav menu marks them (watched again after a resize).
 */
export function useAnchorHighlight(main: HTMLElement | null): void {
  useLayoutEffect(() => {
    if (!main) return;
    const doc = main.ownerDocument;
    const win = doc.defaultView ?? window;
    const links = [...main.querySelectorAll<HTMLAnchorElement>('.elementor-item-anchor')].filter((a) => a.pathname === win.location.pathname && a.hash !== '');
    if (!links.length || typeof IntersectionObserver === 'undefined') return;
    let observers: IntersectionObserver[] = [];
    const watch = () => {
      observers.forEach((o) => o.disconnect());
      const half = win.innerHeight / 2;
      observers = links.flatMap((link) => {
        let target: Element | null = null;
        try {
          target = doc.querySelector(decodeURIComponent(link.hash));
        } catch {
          return [];
        }
        if (!target) return [];
        const start = (target as HTMLElement).offsetHeight > half ? -half : 0;
        const item = link.classList.contains('elementor-item-anchor') ? link : link.closest('.elementor-item-anchor') ?? link;
        const observer = new IntersectionObserver((entries) => {
          for (const entry of entries) {
            item.classList.toggle('elementor-item-active', entry.isIntersecting);
            link.setAttribute('aria-current', entry.isIntersecting ? 'location' : '');
          }
        }, { rootMargin: `${start}px 0px ${-half}px 0px` });
        observer.observe(target);
        return [observer];
      });
    };
    watch();
    win.addEventListener('resize', watch);
    return () => {
      win.removeEventListener('resize', watch);
      observers.forEach((o) => o.disconnect());
    };
  }, [main]);
}
