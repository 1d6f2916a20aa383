import { defineIsland } from '../../src/runtime/define';
import type { OffCanvasProps } from './read';

/** The page builder's off-canvas widget: a hidden dialog that action links open, close and toggle. */
export default defineIsland<OffCanvasProps>({
  name: 'off-canvas',
  area: 'theme',
  runtime: 'elementor',
  selector: '.e-off-canvas[id^="off-canvas-"]',
  trigger: 'idle',
  load: () => import('./OffCanvas'),
});
