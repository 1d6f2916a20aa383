import { defineIsland } from '../../src/runtime/define';
import type { MobileMenuProps } from './read';

/** Rey's hamburger button and the mobile menu it opens. */
export default defineIsland<MobileMenuProps>({
  name: 'mobile-menu',
  area: 'theme',
  selector: 'button.rey-mainNavigation-mobileBtn',
  trigger: 'intent',
  load: () => import('./MobileMenu'),
});
