import { defineIsland } from '../../src/runtime/define';
import type { ReviewsCarouselProps } from './read';

/** The reviews carousel widget. `visible`: it is a below-the-fold widget. */
export default defineIsland<ReviewsCarouselProps>({
  name: 'reviews-carousel',
  area: 'product',
  selector: '.woocommerce-reviews-carousel',
  trigger: 'visible',
  load: () => import('./ReviewsCarousel'),
});
