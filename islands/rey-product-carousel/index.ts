import { defineIsland } from '../../src/runtime/define';
import type { ReyProductCarouselProps } from './read';

/** Rey's product grid in its carousel skin (Splide markup), run on keen-slider when it nears the viewport. */
export default defineIsland<ReyProductCarouselProps>({
  name: 'rey-product-carousel',
  area: 'theme',
  selector: '.reyEl-productGrid[data-carousel-settings]',
  trigger: 'visible',
  load: () => import('./ReyProductCarousel'),
});
