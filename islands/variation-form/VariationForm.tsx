import { useLayoutEffect } from 'react';
import { injectStyle } from '../../src/runtime/styles';
import type { IslandProps } from '../../src/runtime/define';
import { runningForms } from '../../src/stores/variation-forms';
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
 * one gets its own, for the island's life.
 */
export default function VariationForm({ host, ...props }: IslandProps<VariationFormProps>) {
  useLayoutEffect(() => {
    const form = host as HTMLFormElement;
    if (runningForms.has(form)) return;
    const controller = new VariationFormController(form, props);
    controller.start();
    return () => controller.destroy();
    // The props are read once from the markup; a changed form is re-read through reload_product_variations.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);
  return null;
}
