import { useLayoutEffect } from 'react';
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
 * a controller that changes the server's form in place and puts it back on unmount.
 */
export default function VariationForm({ host, ...props }: IslandProps<VariationFormProps>) {
  useLayoutEffect(() => {
    const controller = new VariationFormController(host as HTMLFormElement, props);
    controller.start();
    return () => controller.destroy();
    // The props are read once from the markup; a changed form is re-read through reload_product_variations.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);
  return null;
}
