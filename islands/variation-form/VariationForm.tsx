import { useController } from '../../src/hooks';
import { injectStyle } from '../../src/runtime/styles';
import type { IslandProps } from '../../src/runtime/define';
import { VariationFormController } from './controller';
import type { VariationFormProps } from './read';
import css from './style.css';

export { read } from './read';

injectStyle('variation-form', css);

/**
 * WooCommerce's variation form with Variation Swatches: matching, option filtering, swatches, the shown
 * variation (price, stock, image, meta, quantity), ajax variations and the ajax add. The work is done by
 * a controller that changes the server's form in place and puts it back on unmount; a changed form is
 * re-read through reload_product_variations.
 */
export default function VariationForm({ host, ...props }: IslandProps<VariationFormProps>) {
  useController(host as HTMLFormElement, VariationFormController, props);
  return null;
}
