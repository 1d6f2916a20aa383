import { defineIsland } from '../../src/runtime/define';
import type { EntranceProps } from './EntranceAnimation';

/** Page-builder elements with an entrance animation: printed invisible, revealed on entering the viewport. */
export default defineIsland<EntranceProps>({
  name: 'entrance-animation',
  area: 'theme',
  runtime: 'elementor',
  selector: '.elementor-element.elementor-invisible',
  trigger: 'visible',
  load: () => import('./EntranceAnimation'),
});
