import { defineIsland } from '../../src/runtime/define';
import type { SearchFormProps } from './read';

/**
 * Elementor Pro's search form widget: the focus style of the classic and minimal skins and the
 * full-screen skin's overlay. The form itself submits without script; the island waits for the
 * shopper's intent (a focus, a pointer over it); a click on the full-screen toggle that comes first is
 * held and replayed.
 */
export default defineIsland<SearchFormProps>({
  name: 'elementor-search-form',
  area: 'theme',
  runtime: 'elementor',
  selector: '.elementor-widget-search-form',
  trigger: 'intent',
  load: () => import('./ElementorSearchForm'),
});
