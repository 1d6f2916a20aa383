import { shopConfig } from '../../config';
import { t } from '../../i18n';

/**
 * The "Visa varukorg" link WooCommerce puts right after a loop button once it added something (not on
 * the cart page, and only one). Returns the function that removes it, or null when none was added.
 */
export function insertViewCartLink(button: HTMLElement): (() => void) | null {
  const config = shopConfig();
  if (config.isCart || button.parentElement?.querySelector(':scope > .added_to_cart')) return null;
  const link = button.ownerDocument.createElement('a');
  link.href = config.cartUrl;
  link.className = 'added_to_cart wc-forward';
  link.title = t('view_cart');
  link.textContent = t('view_cart');
  button.after(link);
  return () => link.remove();
}

/** Removes the "Visa varukorg" link that follows `button`, if there is one. */
export function removeViewCartLink(button: HTMLElement): void {
  const next = button.nextElementSibling;
  if (next?.matches('a.added_to_cart.wc-forward')) next.remove();
}
