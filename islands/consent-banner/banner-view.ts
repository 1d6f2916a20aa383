// How Complianz's printed banner is shown, for the page's first paint (./show-at-load.ts, before React)
// and for the island that follows the consent store afterwards. No React here.
import { whenIdle } from '../../src/consent/cleanup-schedule';
import { honoursDoNotTrack } from '../../src/consent/engine';
import { settings } from '../../src/consent/state';
import { isSpeedTester } from '../../src/consent/visitor';
import type { ConsentBannerProps } from './read';

export type BannerParts = ConsentBannerProps & { host: HTMLElement };
export type BannerStatus = 'show' | 'dismissed';

// Set on the stylesheet the island's definition inserts at load (index.ts): "loading", then "done".
const STYLES_STATE = 'data-wi-consent-styles';
const STATUSES: BannerStatus[] = ['show', 'dismissed'];

/** Whether this visitor gets a banner: not speed testers, not under Do Not Track, opt-in or opt-out only. */
export function bannerEnabled(): boolean {
  const s = settings();
  return !s.disableBanner && !isSpeedTester() && !honoursDoNotTrack() && (s.consentType === 'optin' || s.consentType === 'optout');
}

/** The cookie statement page, whose own controls stand in for the banner (by id and class: no selector list). */
export function onStatementPage(): boolean {
  return !!(document.getElementById('cmplz-manage-consent-container') ?? document.getElementsByClassName('cmplz-dropdown-cookiepolicy')[0]);
}

/** Calls `ready` once the shop's generated banner stylesheet has arrived (or failed). */
export function whenStylesReady(urgent: boolean, ready: () => void): void {
  const early = document.head.querySelector<HTMLLinkElement>(`link[${STYLES_STATE}]`);
  if (early) {
    if (early.getAttribute(STYLES_STATE) === 'done') return ready();
    early.addEventListener('load', ready, { once: true });
    early.addEventListener('error', ready, { once: true });
    return;
  }
  const { cssFile, consentType, bannerId } = settings();
  if (!cssFile) return ready();
  const load = () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = cssFile.replace('{type}', consentType).replace('{banner_id}', bannerId);
    link.setAttribute(STYLES_STATE, 'loading');
    link.addEventListener('load', () => link.setAttribute(STYLES_STATE, 'done'), { once: true });
    link.addEventListener('load', ready, { once: true });
    link.addEventListener('error', ready, { once: true });
    document.head.append(link);
  };
  // A banner asking for a choice shows at once; the small manage button of a visitor who chose can wait.
  if (urgent) load();
  else whenIdle(load);
}

/**
 * What Complianz's script does to its printed banner before showing it: first in the page (the first
 * thing a keyboard reaches), a name for the close icon, the document links pointed at the shop's pages
 * (links to pages it does not have hidden).
 */
export function prepareBanner({ host, banner }: BannerParts): void {
  if (!banner) return;
  if (host.parentElement === document.body && document.body.firstElementChild !== host) document.body.prepend(host);
  // Complianz's template names its close icon; one that does not gets our name, with the texts (a
  // chunk of their own, which a returning visitor's page need not load).
  const close = banner.querySelector<HTMLElement>('.cmplz-close:not([aria-label])');
  if (close) void import('../../src/i18n').then(({ t }) => close.setAttribute('aria-label', t('dismiss')));
  const { pageLinks, region } = settings();
  const links = pageLinks[region] ?? {};
  banner.querySelectorAll<HTMLAnchorElement>('.cmplz-links a:not(.cmplz-external), .cmplz-buttons a:not(.cmplz-external)').forEach((a) => {
    const type = Object.keys(links).find((name) => a.classList.contains(name));
    if (!type) {
      a.classList.add('cmplz-hidden');
      return;
    }
    a.href = links[type]!.url + (a.getAttribute('data-relative_url') ?? '');
    if (a.textContent === '{title}') a.textContent = links[type]!.title;
  });
}

/** Shows the banner or, once dismissed, the "manage consent" button (and the soft cookie wall with the banner). */
export function presentBanner({ host, banner, manageButton }: BannerParts, status: BannerStatus): void {
  const other = status === 'show' ? 'dismissed' : 'show';
  const wall = settings().softCookiewall ? host : null;
  banner?.classList.remove('cmplz-hidden');
  manageButton?.classList.remove('cmplz-hidden');
  wall?.classList.add('cmplz-soft-cookiewall');
  for (const [el, shown] of [[banner, status], [wall, status], [manageButton, other]] as const) {
    if (!el) continue;
    for (const s of STATUSES) el.classList.toggle(`cmplz-${s}`, s === shown);
  }
}
