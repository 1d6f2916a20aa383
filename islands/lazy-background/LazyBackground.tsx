import { useEffect } from 'react';
import type { IslandProps } from '../../src/runtime/define';

export function read(): Record<string, never> {
  return {};
}

// The spec's lazy background margin: 200 px above and below the viewport.
const MARGIN = '200px 0px';

export default function LazyBackground({ host }: IslandProps<Record<string, never>>) {
  useEffect(() => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      // Kept on unmount: a background once loaded stays.
      host.classList.add('e-lazyloaded');
    }, { rootMargin: MARGIN });
    observer.observe(host);
    return () => observer.disconnect();
  }, [host]);
  return null;
}
