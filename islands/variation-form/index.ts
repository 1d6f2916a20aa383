import { defineIsland } from '../../src/runtime/define';
import type { VariationFormProps } from './read';

/**
 * WooCommerce's variation form (single-product/add-to-cart/variable.php) with Variation Swatches' or
 * Rey's swatch lists. `load`: the server prints the add-to-cart button enabled; it must be disabled
 * before the shopper uses it. Rey's catalogue forms on product cards (`.--catalog`) are the
 * `rey-card-swatches` island's.
 */
export default defineIsland<VariationFormProps>({
  name: 'variation-form',
  area: 'product',
  // Variation Swatches' script works inside WooCommerce's form: given back, it needs the classic form.
  alsoIn: ['swatches'],
  selector: 'form.variations_form:not(.--catalog)',
  trigger: 'load',
  load: () => import('./VariationForm'),
});
