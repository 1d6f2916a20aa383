import { cookieValue } from '../../src/runtime/page-state';
import { defineIsland } from '../../src/runtime/define';
import type { ConsentBannerProps } from './read';

// The early stylesheet's state for the island (ConsentBanner.ts): "loading", then "done".
const STYLES_STATE = 'data-wi-consent-styles';

/**
 * Inserts the banner's stylesheet together with the island's code, for a visitor who will see the
 * banner: the island waits for this link instead of adding its own. Harmless without the island: the
 * banner stays hidden (cmplz-hidden) until the island shows it.
 */
function loadBannerStyles(): void {
  const c = (window as unknown as { complianz?: Record<string, unknown> }).complianz;
  const file = typeof c?.css_file === 'string' ? c.css_file : '';
  if (!file || cookieValue(`${c?.prefix || 'cmplz_'}banner-status`) === 'dismissed') return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = file.replace('{type}', String(c?.consenttype)).replace('{banner_id}', String(c?.user_banner_id));
  link.setAttribute(STYLES_STATE, 'loading');
  const done = () => link.setAttribute(STYLES_STATE, 'done');
  link.addEventListener('load', done, { once: true });
  link.addEventListener('error', done, { once: true });
  document.head.append(link);
}

/**
 * Complianz's banner container (printed in wp_footer on every page). Mounting it starts the consent
 * engine, so blocked scripts of a visitor who already chose run at once, and a first-time visitor
 * sees the banner without waiting for idle time. Plain (no React): it renders nothing, and every first
 * visit mounts it at load.
 */
export default defineIsland<ConsentBannerProps>({
  name: 'consent-banner',
  selector: '#cmplz-cookiebanner-container',
  trigger: 'load',
  plain: true,
  load: () => {
    loadBannerStyles();
    return import('./ConsentBanner');
  },
});
