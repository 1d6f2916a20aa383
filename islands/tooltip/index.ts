import { defineIsland } from '../../src/runtime/define';

/** Elements with a theme tooltip (`data-rey-tooltip="text"`). */
export default defineIsland<Record<string, never>>({
  name: 'tooltip',
  area: 'theme',
  selector: '[data-rey-tooltip]',
  trigger: 'interaction',
  load: () => import('./Tooltip'),
});
