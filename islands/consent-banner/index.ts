import { defineIsland } from '../../src/runtime/define';
import { cookieValue } from '../../src/runtime/page-state';
import { warnOnce } from '../../src/runtime/warn';
import type { ConsentBannerProps } from './read';

/**
 * Inserts the banner's stylesheet at once for a visitor who will see the banner (the island and
 * ./show-at-load.ts wait for this link instead of adding their own). Harmless without the island: the
 * banner stays hidden (cmplz-hidden) until it is shown.
 */
function loadBannerStyles(dismissed: boolean): void {
  const c = (window as unknown as { complianz?: Record<string, unknown> }).complianz;
  const file = typeof c?.css_file === 'string' ? c.css_file : '';
  if (!file || dismissed) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = file.replace('{type}', String(c?.consenttype)).replace('{banner_id}', String(c?.user_banner_id));
  link.setAttribute('data-wi-consent-styles', 'loading');
  const done = () => link.setAttribute('data-wi-consent-styles', 'done');
  link.addEventListener('load', done, { once: true });
  link.addEventListener('error', done, { once: true });
  document.head.append(link);
}

function bannerDismissed(): boolean {
  const c = (window as unknown as { complianz?: { prefix?: string } }).complianz;
  return cookieValue(`${c?.prefix || 'cmplz_'}banner-status`) === 'dismissed';
}

/**
 * Complianz's banner container (printed in wp_footer on every page). At load, without React, the
 * consent engine starts (blocked scripts of a visitor who already chose run at once) and the banner
 * shows (./show-at-load.ts); a first visit downloads no React for it. The island mounts when the
 * shopper reaches for the banner or shows up at all; a click that beats it is held and replayed.
 */
export default defineIsland<ConsentBannerProps>({
  name: 'consent-banner',
  area: 'consent',
  selector: '#cmplz-cookiebanner-container',
  placeholder: (host) => {
    loadBannerStyles(bannerDismissed());
    import('./show-at-load').then(({ showAtLoad }) => showAtLoad(host)).catch((error: unknown) => {
      warnOnce('consent-banner: the engine did not start.', error);
    });
  },
  // A function, so the banner is searched for at load and its placeholder runs then.
  trigger: () => 'interaction',
  load: () => import('./ConsentBanner'),
});
