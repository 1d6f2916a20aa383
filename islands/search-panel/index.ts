import { defineIsland } from '../../src/runtime/define';
import type { SearchPanelProps } from './read';

/** Rey's header search toggle: opens the search panel printed at wp_footer (wide or side style). */
export default defineIsland<SearchPanelProps>({
  name: 'search-panel',
  area: 'theme',
  selector: 'button.js-rey-headerSearch-toggle',
  trigger: 'intent',
  load: () => import('./SearchPanel'),
});
