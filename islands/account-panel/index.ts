import { defineIsland } from '../../src/runtime/define';
import type { AccountPanelProps } from './read';

/**
 * Rey's header account panel (`.rey-accountPanel-wrapper`, after div#page): a drop panel or an
 * off-canvas side panel with the account and wishlist tabs and the login, register and lost-password
 * forms. The `header-account` island asks for it; idle is early enough.
 */
export default defineIsland<AccountPanelProps>({
  name: 'account-panel',
  selector: '.rey-accountPanel-wrapper',
  trigger: 'idle',
  load: () => import('./AccountPanel'),
});
