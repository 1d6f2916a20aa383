import { defineIsland } from '../../src/runtime/define';

/** Lazily loaded images in page-builder content and carousels (`img[loading=lazy]`, `img.swiper-lazy`). */
export default defineIsland<Record<string, never>>({
  name: 'image-retry',
  area: 'theme',
  selector: '.elementor img[loading="lazy"], img.swiper-lazy',
  trigger: 'visible',
  load: () => import('./ImageRetry'),
});
