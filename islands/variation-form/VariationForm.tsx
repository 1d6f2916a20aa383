import { useController } from '../../src/hooks';
import { injectStyle } from '../../src/runtime/styles';
import type { IslandProps } from '../../src/runtime/define';
import { runsSinceLoad } from './at-load';
import { VariationFormController } from './controller';
import type { VariationFormProps } from './read';
import css from './style.css';

export { read } from './read';

injectStyle('variation-form', css);

/**
 * WooCommerce's variation form with Variation Swatches: matching, option filtering, swatches, the shown
 * variation (price, stock, image, meta, quantity), ajax variations and the ajax add. The work is done by
 * a controller that changes the server's form in place and puts it back when it stops. The one started
 * at load (./at-load.ts) is taken over, and stops when the form leaves the page; a form found without
 * one gets its own, for the island's life. A changed form is re-read through reload_product_variations.
 */
/** A controller of the island's own, for a form nothing started at load. */
function startController(form: HTMLFormElement, props: VariationFormProps): () => void {
  const controller = new VariationFormController(form, props);
  controller.start();
  return () => controller.destroy();
}

export default function VariationForm({ host, ...props }: IslandProps<VariationFormProps>) {
  useController(host as HTMLFormElement, (form, read) => (runsSinceLoad(form) ? undefined : startController(form, read)), props);
  return null;
}
