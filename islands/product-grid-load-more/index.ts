import { defineIsland } from '../../src/runtime/define';
import type { LoadMoreProps } from './read';

/** Rey's product grid "load more" button (reycore-product-grid, default skin). */
export default defineIsland<LoadMoreProps>({
  name: 'product-grid-load-more',
  area: 'theme',
  selector: 'button.rey-pg-loadmore[data-config]',
  trigger: 'visible',
  load: () => import('./LoadMore'),
});
