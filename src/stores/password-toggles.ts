/** The show-password buttons the bundle made (not a theme's or WooCommerce's own), by their field. */
export const passwordToggles = new WeakMap<HTMLInputElement, HTMLButtonElement>();
