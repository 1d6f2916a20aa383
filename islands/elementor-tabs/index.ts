import { defineIsland } from '../../src/runtime/define';
import { warnOnce } from '../../src/runtime/warn';
import type { TabsProps } from './read';

/**
 * The page builder's tabs widget. The server prints every content hidden and the page builder's
 * handler opens the first at load: the placeholder does that without React (./tabs.ts, a few attribute
 * changes), and the island, which switches tabs, waits for the shopper.
 */
export default defineIsland<TabsProps>({
  name: 'elementor-tabs',
  area: 'theme',
  runtime: 'elementor',
  selector: '.elementor-widget-tabs',
  placeholder: (host) => {
    import('./tabs').then(({ openFirstTab }) => openFirstTab(host)).catch((error: unknown) => {
      warnOnce('elementor-tabs: the first tab is not opened.', error);
    });
  },
  // A function, so the widget is found at load and its placeholder runs then.
  trigger: () => 'interaction',
  load: () => import('./ElementorTabs'),
});
