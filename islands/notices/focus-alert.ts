// WooCommerce's focus_populate_live_region: screen readers do not always announce a live region
// that was filled before they looked, so the first alert notice gets focus after 500 ms, at load (run
// without React by the definition's placeholder when the server printed notices) and after the cart
// page redraws (the island). A shopper who already moved focus somewhere keeps it.

/** How long WooCommerce waits before focusing a notice (the tabindex must be in place first). */
export const FOCUS_DELAY_MS = 500;

const ALERTS = ['woocommerce-message', 'woocommerce-error', 'wc-block-components-notice-banner']
  .map((name) => `.${name}[role="alert"]`)
  .join(', ');

/** Focuses the page's first alert notice in 500 ms; returns the cancel. */
export function focusFirstAlert(doc: Document = document): () => void {
  const notice = doc.querySelector<HTMLElement>(ALERTS);
  if (!notice) return () => {};
  notice.setAttribute('tabindex', '-1');
  const timer = setTimeout(() => {
    const active = doc.activeElement;
    if (active && active !== doc.body && active !== doc.documentElement) return;
    notice.focus();
  }, FOCUS_DELAY_MS);
  return () => clearTimeout(timer);
}
