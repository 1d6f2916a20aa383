import { defineIsland } from '../../src/runtime/define';
import type { LoopFilterProps } from './read';

/** Elementor Pro's taxonomy filter bar: refreshes the loop widget it drives (refresh-loop). */
export default defineIsland<LoopFilterProps>({
  name: 'loop-filter',
  area: 'theme',
  runtime: 'elementor',
  selector: '.elementor-widget-taxonomy-filter',
  trigger: 'intent',
  load: () => import('./LoopFilter'),
});
