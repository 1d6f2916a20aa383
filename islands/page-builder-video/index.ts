import { defineIsland } from '../../src/runtime/define';
import type { VideoProps } from './read';

/** The page builder's video widget: YouTube and Vimeo players load only when the visitor wants them. */
export default defineIsland<VideoProps>({
  name: 'page-builder-video',
  area: 'theme',
  runtime: 'elementor',
  selector: '.elementor-widget-video',
  trigger: 'visible',
  load: () => import('./Video'),
});
