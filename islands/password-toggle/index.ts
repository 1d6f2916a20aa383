import { defineIsland } from '../../src/runtime/define';
import type { PasswordToggleProps } from './PasswordToggle';

/** Password fields of WooCommerce forms (login, registration, checkout account, edit account). */
export default defineIsland<PasswordToggleProps>({
  name: 'password-toggle',
  selector: '.woocommerce form input[type="password"]',
  trigger: 'idle',
  load: () => import('./PasswordToggle'),
});
