import { defineIsland } from '../../src/runtime/define';

/**
 * A simple product's cart form (single-product/add-to-cart/simple.php). Rey adds it without a reload when
 * `reyParams.single_ajax_add_to_cart` is on; otherwise the island leaves the form to post. Variable
 * forms are the variation-form island's; grouped forms post.
 */
export default defineIsland<Record<string, never>>({
  name: 'cart-form',
  area: 'cart',
  selector: 'form.cart:not(.variations_form):not(.grouped_form)',
  trigger: 'interaction',
  load: () => import('./CartForm'),
});
