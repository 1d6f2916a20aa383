import { defineIsland } from '../../src/runtime/define';
import type { StickyProps } from './read';

/** Page-builder sections, containers and widgets set to stick to the top or bottom of the viewport. */
export default defineIsland<StickyProps>({
  name: 'sticky',
  area: 'theme',
  runtime: 'elementor',
  selector: '.elementor-element[data-settings*=\'"sticky":"top"\'], .elementor-element[data-settings*=\'"sticky":"bottom"\']',
  trigger: 'idle',
  load: () => import('./Sticky'),
});
