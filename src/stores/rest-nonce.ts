import { atom } from 'nanostores';

/** The freshest REST nonce of this page's cookie session ('' until WordPress hands us a new one). */
export const $restNonce = atom('');

export function rememberRestNonce(nonce: string): void {
  $restNonce.set(nonce);
}
