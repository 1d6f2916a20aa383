import { defineIsland, NO_ELEMENT } from '../../src/runtime/define';

// Decided once, when the page loads: without the parameter the page is not searched for the island.
const wanted = typeof location !== 'undefined' && /[?&]theme_template_id=\d/.test(location.search);

/**
 * `?theme_template_id=<id>` on an archive (a link from the page builder's template list) scrolls the
 * page to that template. Only pages with the parameter have the island, on their archive document.
 */
export default defineIsland<Record<string, never>>({
  name: 'template-scroll',
  area: 'theme',
  runtime: 'elementor',
  selector: wanted ? '.elementor[data-elementor-type$="archive"]' : NO_ELEMENT,
  trigger: 'idle',
  load: () => import('./TemplateScroll'),
});
