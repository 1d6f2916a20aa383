import { defineIsland } from '../../src/runtime/define';
import type { FieldHintProps } from './read';

/**
 * The description WooCommerce prints inside a checkout or account field's wrapper
 * (woocommerce_form_field's `span.description`, hidden by its CSS): it slides in while the field is
 * in use. Until then there is nothing to show, so the island comes with the shopper: in idle time once
 * they are here, or at once when its field is focused (the description is the field's sibling, not
 * its ancestor, so the placeholder wakes it); a field focused before the island mounts shows its
 * hint on mount.
 */
export default defineIsland<FieldHintProps>({
  name: 'field-hints',
  area: 'cart',
  selector: '.woocommerce-input-wrapper span.description',
  placeholder: (host) => {
    host.closest('.woocommerce-input-wrapper')?.addEventListener('focusin', () => {
      host.dispatchEvent(new CustomEvent('woo-islands:wake'));
    }, { once: true });
  },
  // A function, so the hints are searched for at load and their placeholder runs then.
  trigger: () => 'interaction',
  load: () => import('./FieldHint'),
});
