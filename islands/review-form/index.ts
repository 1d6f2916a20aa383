import { defineIsland } from '../../src/runtime/define';
import type { ReviewFormProps } from './read';

/**
 * The review form: the rating select becomes WooCommerce's star links, a missing rating is refused,
 * and with Rey's ajax reviews the form is sent without a reload. `visible`: the stars replace the
 * select before the shopper sees the form (it sits in a tab that is usually closed).
 */
export default defineIsland<ReviewFormProps>({
  name: 'review-form',
  area: 'product',
  selector: '#review_form #respond',
  trigger: 'visible',
  load: () => import('./ReviewForm'),
});
