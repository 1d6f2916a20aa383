import { defineIsland } from '../../src/runtime/define';
import type { ReviewsProps } from './read';

/**
 * Rey's ajax reviews list. `idle`: it loads the first page when the list comes into view or 2 s
 * after the shopper's first interaction, whichever is first.
 */
export default defineIsland<ReviewsProps>({
  name: 'reviews',
  area: 'product',
  selector: '#reviews.--ajax',
  trigger: 'idle',
  load: () => import('./Reviews'),
});
