import { defineIsland } from '../../src/runtime/define';
import type { AjaxSearchProps } from './read';

/**
 * Rey's ajax search form (`.js-rey-ajaxSearch`): the wide search panel and the inline header-search
 * widget. Mounts on intent (focus, pointer); the wide panel's field is focused when the panel opens.
 */
export default defineIsland<AjaxSearchProps>({
  name: 'ajax-search',
  area: 'theme',
  selector: '.js-rey-ajaxSearch',
  trigger: 'intent',
  load: () => import('./AjaxSearch'),
});
