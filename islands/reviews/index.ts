import { defineIsland } from '../../src/runtime/define';
import type { ReviewsProps } from './read';

/**
 * Rey's ajax reviews list. It loads the first page when the list comes into view or 2 s after the
 * shopper's first interaction, whichever is first: so it comes with the shopper, or at load when the
 * page was opened on the reviews (a `#reviews` link puts them in view before anyone moves).
 */
export default defineIsland<ReviewsProps>({
  name: 'reviews',
  area: 'product',
  selector: '#reviews.--ajax',
  trigger: () => (/^#(reviews|tab-reviews|comments|comment-\d+)$/.test(location.hash) ? 'load' : 'interaction'),
  load: () => import('./Reviews'),
});
