import { defineIsland } from '../../src/runtime/define';

/**
 * Rey's header account button (`.rey-headerAccount`): it opens the account panel. Intent (hover,
 * focus) loads it; a click that comes first is held and replayed.
 */
export default defineIsland<Record<string, never>>({
  name: 'header-account',
  area: 'theme',
  selector: '.rey-headerAccount',
  trigger: 'interaction',
  load: () => import('./HeaderAccount'),
});
