import { defineIsland } from '../../src/runtime/define';
import type { MainMenuProps } from './read';

/** Rey's desktop main menu: sub-menus and mega panels on hover or click, keyboard, anchors. */
export default defineIsland<MainMenuProps>({
  name: 'main-menu',
  area: 'theme',
  selector: 'nav.rey-mainNavigation--desktop',
  trigger: 'intent',
  load: () => import('./MainMenu'),
});
