// Lightbox entry points that cost nothing until used: glightbox loads with the first open.
import type { LightboxHandle, LightboxOptions, LightboxSlide } from './types';

export type { LightboxHandle, LightboxOptions, LightboxSlide };

export async function openLightbox(slides: LightboxSlide[], options: LightboxOptions = {}): Promise<LightboxHandle> {
  const { openLightbox: open } = await import('./open');
  return open(slides, options);
}

/** The gallery and 1-based slide in the URL hash (`#gid=produkt&pid=2`), for deep links. */
export function lightboxInHash(hash: string = location.hash): { gallery: string; index: number } | null {
  const match = /^#gid=([^&]+)&pid=(\d+)$/.exec(hash);
  if (!match) return null;
  const index = Number(match[2]) - 1;
  return index >= 0 ? { gallery: decodeURIComponent(match[1]!), index } : null;
}
