import { defineIsland } from '../../src/runtime/define';

/**
 * Rey's header cart (`.rey-headerCart-wrapper[data-rey-cart-count]`): the button opens the cart panel;
 * the count attribute and `.__cart-count` follow the cart. Intent (hover, focus) loads it; a click
 * that comes first is held and replayed.
 */
export default defineIsland<Record<string, never>>({
  name: 'header-cart',
  area: 'theme',
  selector: '[data-rey-cart-count]',
  trigger: 'interaction',
  load: () => import('./HeaderCart'),
});
