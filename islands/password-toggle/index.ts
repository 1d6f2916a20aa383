import { defineIsland } from '../../src/runtime/define';
import type { PasswordToggleProps } from './PasswordToggle';

/**
 * Password fields of WooCommerce forms (login, registration, checkout account, edit account). Rey's
 * header forms bring their own visibility control (`.--suports-visibility`) and are left to it. The
 * eye button shows at load, as woocommerce.js adds it, and works without React (./toggle-button.ts).
 */
export default defineIsland<PasswordToggleProps>({
  name: 'password-toggle',
  area: 'cart',
  selector: '.woocommerce form input[type="password"]:not(.--suports-visibility)',
  // The button works without React: the field is ready once it is there.
  placeholder: (host) => import('./toggle-button').then(({ passwordToggle }) => {
    passwordToggle(host as HTMLInputElement);
    return () => {};
  }),
  // A function, so the fields are searched for at load and their placeholder runs then.
  trigger: () => 'intent',
  load: () => import('./PasswordToggle'),
});
