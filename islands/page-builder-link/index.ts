import { defineIsland } from '../../src/runtime/define';

/**
 * The page builder's action links (`#elementor-action:action=…&settings=<base64>`) and elements that
 * carry an action for deep links (`data-e-action-hash`). A page opened with an action in its address
 * runs it at load through the page-builder island (deep-link.ts).
 */
export default defineIsland<Record<string, never>>({
  name: 'page-builder-link',
  area: 'theme',
  runtime: 'elementor',
  selector: 'a[href*="elementor-action"], [data-e-action-hash]',
  trigger: 'interaction',
  load: () => import('./ActionLink'),
});
