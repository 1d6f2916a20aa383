// WooCommerce's store notice at load, without React: the server prints it hidden and woocommerce.js
// shows it unless this notice was dismissed. The island (the dismiss link) comes with the shopper.
import { getCookie } from '../../src/cookies';
import { showElement } from '../../src/dom';

/** `store_notice` + the notice id: a new notice text is a new id, and old dismissals stop applying. */
export const dismissalCookie = (host: HTMLElement) => `store_notice${host.getAttribute('data-notice-id') ?? ''}`;

export function showStoreNotice(host: HTMLElement): void {
  if (getCookie(dismissalCookie(host)) !== 'hidden') showElement(host);
}
