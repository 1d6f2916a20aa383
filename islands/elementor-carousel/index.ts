import { defineIsland } from '../../src/runtime/define';
import type { ElementorCarouselProps } from './read';

/**
 * The page builder's Swiper carousels: the image carousel (free) and the loop carousel (Pro), run on
 * keen-slider. Their stylesheet lays the slides out before the script starts, so they wait until near
 * the viewport.
 */
export default defineIsland<ElementorCarouselProps>({
  name: 'elementor-carousel',
  area: 'theme',
  runtime: 'elementor',
  selector: '.elementor-widget-image-carousel, .elementor-widget-loop-carousel',
  trigger: 'visible',
  load: () => import('./ElementorCarousel'),
});
