import { defineIsland } from '../../src/runtime/define';
import type { AccountPanelProps } from './read';

/**
 * Rey's header account panel (`.rey-accountPanel-wrapper`, after div#page): a drop panel or an
 * off-canvas side panel with the account and wishlist tabs and the login, register and lost-password
 * forms. The `header-account` island asks for it, which takes a shopper: it mounts once one is there,
 * and a request made before that is kept until it does.
 */
export default defineIsland<AccountPanelProps>({
  name: 'account-panel',
  area: 'theme',
  selector: '.rey-accountPanel-wrapper',
  trigger: 'interaction',
  load: () => import('./AccountPanel'),
});
