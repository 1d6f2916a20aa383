import { useLayoutEffect } from 'react';
import { setAttribute, undoAll } from '../../src/hooks';

/** Search logos Rey swaps in while the panel covers the header (`img.custom-logo[data-search-logo]`). */
export function useSearchLogos(on: boolean): void {
  useLayoutEffect(() => {
    if (!on) return;
    const logos = [...document.querySelectorAll<HTMLImageElement>('.rey-siteHeader img.custom-logo[data-search-logo]')];
    return undoAll(logos.flatMap((img) => [setAttribute(img, 'src', img.getAttribute('data-search-logo')!), setAttribute(img, 'srcset', '')]));
  }, [on]);
}
