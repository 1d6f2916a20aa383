import { warnOnce } from '../../src/runtime/warn';
import { defineIsland } from '../../src/runtime/define';
import type { NavMenuProps } from './read';

/**
 * Elementor Pro's nav menu widget: its sub-menus (hover, click, keyboard, as the SmartMenus library
 * the page builder runs them) and the burger that opens its dropdown below the breakpoint. What the
 * page builder does at load without a shopper (the parents' aria attributes and sub-menu arrows) runs
 * from the placeholder; the rest waits for the shopper's intent.
 */
export default defineIsland<NavMenuProps>({
  name: 'elementor-nav-menu',
  area: 'theme',
  runtime: 'elementor',
  selector: '.elementor-widget-nav-menu',
  placeholder: (host) => {
    import('./prepare').then(({ prepareMenus }) => prepareMenus(host)).catch((error: unknown) => {
      warnOnce('elementor-nav-menu: its sub-menus are not marked up.', error);
    });
  },
  // A function, so the widget is found at load and its placeholder runs then. Links to sections of the
  // page are marked current as the shopper scrolls, which needs the island without intent.
  trigger: (host) => (host.querySelector('.elementor-item-anchor') ? 'idle' : 'intent'),
  load: () => import('./ElementorNavMenu'),
});
