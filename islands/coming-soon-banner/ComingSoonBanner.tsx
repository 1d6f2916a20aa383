import { useState } from 'react';
import { useAttribute, useHiddenWhile, useListener, useSpaceActivates } from '../../src/hooks';
import { t } from '../../src/i18n';
import { BadMarkup } from '../../src/runtime/bad-markup';
import type { IslandProps } from '../../src/runtime/define';

export interface ComingSoonBannerProps {
  dismissLink: HTMLElement;
  /** `rest_url('wp/v2/users/<id>')` */
  restUrl: string;
  nonce: string;
}

export function read(host: HTMLElement): ComingSoonBannerProps {
  const dismissLink = host.querySelector<HTMLElement>('a.coming-soon-footer-banner-dismiss');
  const restUrl = dismissLink?.getAttribute('data-rest-url') ?? '';
  if (!dismissLink || !restUrl) throw new BadMarkup('the banner has no dismiss link with data-rest-url');
  return { dismissLink, restUrl, nonce: dismissLink.getAttribute('data-rest-nonce') ?? '' };
}

/**
 * Dismissing stores `woocommerce_meta.coming_soon_banner_dismissed = yes` on the user (REST, with the
 * printed nonce) and hides the banner when the call is over, whatever its answer.
 */
export default function ComingSoonBanner({ host, dismissLink, restUrl, nonce }: IslandProps<ComingSoonBannerProps>) {
  const [hidden, setHidden] = useState(false);
  const [sending, setSending] = useState(false);

  // WooCommerce prints an empty link with no href; it becomes a control a keyboard can reach.
  useAttribute(dismissLink, 'role', 'button');
  useAttribute(dismissLink, 'tabindex', '0');
  useAttribute(dismissLink, 'aria-label', t('dismiss'));
  useAttribute(dismissLink, 'aria-disabled', sending ? 'true' : null);
  useSpaceActivates(dismissLink);
  useListener<KeyboardEvent>(dismissLink, 'keydown', (event) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    dismissLink.click();
  });

  useHiddenWhile(host, hidden);

  useListener<MouseEvent>(dismissLink, 'click', (event) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    void import('../../src/http/rest')
      .then(({ rest }) => rest(restUrl, { method: 'POST', nonce, form: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } } }))
      .catch(() => undefined)
      .finally(() => {
        setSending(false);
        setHidden(true);
      });
  });
  return null;
}
