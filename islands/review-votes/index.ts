import { defineIsland } from '../../src/runtime/define';
import type { ReviewVotesProps } from './read';

/** Helpful votes on a review (server-rendered or loaded later with the review list). */
export default defineIsland<ReviewVotesProps>({
  name: 'review-votes',
  area: 'product',
  selector: '.review-helpful[data-review_id]',
  trigger: 'interaction',
  load: () => import('./ReviewVotes'),
});
