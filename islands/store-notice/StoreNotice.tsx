import { useState } from 'react';
import { getCookie, setCookie } from '../../src/cookies';
import { useListener } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { useNoticeShown } from './display';
import { dismissalCookie } from './show-at-load';

export interface StoreNoticeProps {
  /** `store_notice` + the notice id: a new notice text is a new id, and old dismissals stop applying. */
  cookieName: string;
}

export function read(host: HTMLElement): StoreNoticeProps {
  return { cookieName: dismissalCookie(host) };
}

/**
 * Shows the notice until its dismiss link is used. The server prints it with display:none and
 * WooCommerce's stylesheet hides it too: it is shown as WooCommerce's script shows it, whatever the CSS
 * (at load by ./show-at-load.ts, without React).
 */
export default function StoreNotice({ host, cookieName }: IslandProps<StoreNoticeProps>) {
  const [dismissed, setDismissed] = useState(() => getCookie(cookieName) === 'hidden');

  useNoticeShown(host, !dismissed);

  const dismiss = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('.woocommerce-store-notice__dismiss-link') : null;
    if (!link || dismissed) return;
    event.preventDefault();
    setCookie(cookieName, 'hidden', { path: '/' });
    setDismissed(true);
  };
  useListener(host, 'click', dismiss);
  // The link carries role="button": Enter and Space dismiss too.
  useListener<KeyboardEvent>(host, 'keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    dismiss(event);
  });
  return null;
}
