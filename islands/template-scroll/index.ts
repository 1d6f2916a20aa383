import { defineIsland } from '../../src/runtime/define';

// Decided once, when the page loads: without the parameter the island matches nothing and costs nothing.
const wanted = typeof location !== 'undefined' && /[?&]theme_template_id=\d/.test(location.search);

/**
 * `?theme_template_id=<id>` on an archive (a link from the page builder's template list) scrolls the
 * page to that template. Only pages with the parameter have the island, on their archive document.
 */
export default defineIsland<Record<string, never>>({
  name: 'template-scroll',
  selector: wanted ? '.elementor[data-elementor-type$="archive"]' : ':not(*)',
  trigger: 'idle',
  load: () => import('./TemplateScroll'),
});
