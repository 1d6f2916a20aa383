import { defineIsland } from '../../src/runtime/define';
import type { RemoveFromCartProps } from './read';

/** The × link on each mini-cart item. */
export default defineIsland<RemoveFromCartProps>({
  name: 'remove-from-cart',
  area: 'cart',
  selector: 'a.remove_from_cart_button[data-cart_item_key]',
  trigger: 'interaction',
  load: () => import('./RemoveFromCart'),
});
