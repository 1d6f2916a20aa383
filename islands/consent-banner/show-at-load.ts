// What a page with Complianz's banner needs before React: the consent engine running (a returning
// visitor's consented scripts run, the banner's buttons work) and the banner shown as Complianz would.
// Loaded by the definition's placeholder at load, with the consent base only.
import { startConsent } from '../../src/consent/engine';
import { fire } from '../../src/consent/events';
import { bannerStatus, settings } from '../../src/consent/state';
import { $consent } from '../../src/stores/consent';
import { wakeIsland } from '../../src/wake-island';
import { bannerEnabled, onStatementPage, prepareBanner, presentBanner, whenStylesReady } from './banner-view';
import { read } from './read';

export function showAtLoad(host: HTMLElement): void {
  // For the page's whole life: the island joins it when it mounts.
  startConsent();
  const parts = { host, ...read(host) };
  if (!parts.banner || !bannerEnabled()) return;
  prepareBanner(parts);
  const status = onStatementPage() ? 'dismissed' : bannerStatus();
  // The status changed before anyone reached for the banner (an opt-out banner's timeout): the island
  // mounts to show it.
  const stop = $consent.listen((state) => {
    if (bannerStatus(state) === status) return;
    stop();
    wakeIsland(host);
  });
  whenStylesReady(status === 'show', () => {
    // The island got there first (a shopper who reached for it): it shows the store's status.
    if (host.getAttribute('data-wi-consent-banner') === 'mounted') return;
    presentBanner(parts, status);
    fire('cmplz_cookie_warning_loaded', settings().region);
  });
}
