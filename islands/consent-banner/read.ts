import { settings } from '../../src/consent/state';

export interface ConsentBannerProps {
  /** The banner for this visitor's consent type (Complianz prints one per type and A/B variant). */
  banner: HTMLElement | null;
  /** The floating "manage consent" button that reopens it. */
  manageButton: HTMLElement | null;
}

export function read(host: HTMLElement): ConsentBannerProps {
  const { bannerId, consentType } = settings();
  return {
    banner: host.querySelector<HTMLElement>(`.cmplz-cookiebanner.banner-${CSS.escape(bannerId)}.${CSS.escape(consentType)}`),
    manageButton: document.querySelector<HTMLElement>(`#cmplz-manage-consent .cmplz-manage-consent.manage-consent-${CSS.escape(bannerId)}`),
  };
}
