import { defineIsland } from '../../src/runtime/define';
import type { ShareProps } from './read';

/** The page builder's share buttons widget (`div.elementor-share-btn.elementor-share-btn_{network}`). */
export default defineIsland<ShareProps>({
  name: 'share-buttons',
  area: 'theme',
  runtime: 'elementor',
  selector: '.elementor-widget-share-buttons',
  trigger: 'interaction',
  load: () => import('./ShareButtons'),
});
