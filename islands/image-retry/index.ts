import { defineIsland } from '../../src/runtime/define';

/**
 * Lazily loaded images in page-builder content and carousels (`img[loading=lazy]`, `img.swiper-lazy`):
 * one that fails is tried again, from load on and without React (./retry.ts); the host is ready, and
 * the island only mounts when the shopper reaches for it.
 */
export default defineIsland<Record<string, never>>({
  name: 'image-retry',
  area: 'theme',
  selector: '.elementor img[loading="lazy"], img.swiper-lazy',
  placeholder: (host) => import('./retry').then(({ retryWhenBroken }) => retryWhenBroken(host as HTMLImageElement)),
  // A function, so the images are searched for at load and their placeholder runs then.
  trigger: () => 'intent',
  load: () => import('./ImageRetry'),
});
