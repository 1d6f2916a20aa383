import { defineIsland } from '../../src/runtime/define';
import type { VariationFormProps } from './read';

/**
 * WooCommerce's variation form (single-product/add-to-cart/variable.php) with Variation Swatches' or
 * Rey's swatch lists. The server prints the add-to-cart button enabled, so the form's work starts at
 * load: without React, from the placeholder (./at-load.ts), whose controller answers every choice. The
 * island takes it over when the shopper reaches for the form. Rey's catalogue forms on product cards
 * (`.--catalog`) are the `rey-card-swatches` island's.
 */
export default defineIsland<VariationFormProps>({
  name: 'variation-form',
  area: 'product',
  // Variation Swatches' script works inside WooCommerce's form: given back, it needs the classic form.
  alsoIn: ['swatches'],
  selector: 'form.variations_form:not(.--catalog)',
  placeholder: (host) => import('./at-load').then(({ startForm }) => startForm(host as HTMLFormElement)),
  // A function, so the form is searched for at load and its placeholder runs then.
  trigger: () => 'intent',
  load: () => import('./VariationForm'),
});
