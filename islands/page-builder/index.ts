import { defineIsland } from '../../src/runtime/define';

/**
 * A page the page builder made (its body carries the kit's class): device mode and browser classes on
 * the body, the device probe element, and `elementor/frontend/init` for code that waits for it.
 */
export default defineIsland<Record<string, never>>({
  name: 'page-builder',
  area: 'theme',
  selector: 'body[class*="elementor-kit-"]',
  trigger: 'load',
  load: () => import('./PageBuilder'),
});
