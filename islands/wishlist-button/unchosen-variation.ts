// In the entry, which shares no module with the islands' chunks.
import { printedSwitch } from '../../src/runtime/page-state';

/**
 * What TI Wishlist's script does at load on a variable product's page: WooCommerce's variation form
 * starts with no variation and fires `hide_variation`, and the plugin marks the product's button
 * disabled (`disabled-add-wishlist`, variation 0) unless the shop lets the parent product be added.
 * Done here before the island's code is loaded. A form whose every attribute has a default may start
 * on a variation (`show_variation`), so the island decides then.
 */
export function markUnchosenVariation(host: HTMLElement): void {
  if (host.classList.contains('tinvwl-loop')) return;
  const productId = host.getAttribute('data-tinv-wl-product') ?? '';
  const form = host.ownerDocument.querySelector(`form.variations_form[data-product_id="${CSS.escape(productId)}"]`);
  if (!form) return;
  if (printedSwitch('tinvwl_add_to_wishlist', 'allow_parent_variable')) return;
  const selects = [...form.querySelectorAll<HTMLSelectElement>('.variations select')];
  if (selects.length > 0 && selects.every((select) => select.value !== '')) return;
  host.classList.add('disabled-add-wishlist');
  host.setAttribute('data-tinv-wl-productvariation', '0');
  host.setAttribute('aria-disabled', 'true');
}
