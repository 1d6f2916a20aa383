import { defineIsland } from '../../src/runtime/define';

/**
 * `?theme_template_id=<id>` on an archive (a link from the page builder's template list) scrolls the
 * page to that template. Only archive documents carry the island, and it does nothing without the
 * parameter.
 */
export default defineIsland<Record<string, never>>({
  name: 'template-scroll',
  selector: '.elementor[data-elementor-type$="archive"]',
  trigger: 'idle',
  load: () => import('./TemplateScroll'),
});
