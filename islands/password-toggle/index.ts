import { defineIsland } from '../../src/runtime/define';
import type { PasswordToggleProps } from './PasswordToggle';

/**
 * Password fields of WooCommerce forms (login, registration, checkout account, edit account). Rey's
 * header forms bring their own visibility control (`.--suports-visibility`) and are left to it.
 */
export default defineIsland<PasswordToggleProps>({
  name: 'password-toggle',
  area: 'cart',
  selector: '.woocommerce form input[type="password"]:not(.--suports-visibility)',
  trigger: 'idle',
  load: () => import('./PasswordToggle'),
});
