import { defineIsland } from '../../src/runtime/define';
import type { FieldHintProps } from './read';

/**
 * The description WooCommerce prints inside a checkout or account field's wrapper
 * (woocommerce_form_field's `span.description`, hidden by its CSS): it slides in while the field is
 * in use. A field focused before the island mounts shows its hint on mount.
 */
export default defineIsland<FieldHintProps>({
  name: 'field-hints',
  area: 'cart',
  selector: '.woocommerce-input-wrapper span.description',
  trigger: 'idle',
  load: () => import('./FieldHint'),
});
