import { cookieValue } from '../../src/runtime/page-state';
import { defineIsland } from '../../src/runtime/define';
import type { OrderAttributionProps } from './OrderAttribution';

interface Complianz {
  prefix?: string;
  consenttype?: string;
}

/**
 * Whether this page view may already count: a form to fill, no consent banner in the way (no
 * Complianz, or consent by default), a visitor who has answered the banner, or one tracked before.
 * A campaign landing page, or one reached from another site, is ready too: the visitor may consent and
 * move on at once, taking the page's attribution along (the test OrderAttribution.ts makes before
 * fetching the tracker early; the entry shares no module with it). Any other first visit the banner is
 * asking has nothing to record until they answer, which is an interaction.
 */
function hasWorkAtLoad(host: HTMLElement): boolean {
  if (host.localName === 'wc-order-attribution-inputs') return true;
  if (/[?&](?:utm_[a-z_]+|gclid|yclid)=/.test(location.search) || (document.referrer !== '' && !document.referrer.startsWith(location.origin))) return true;
  const complianz = (window as unknown as { complianz?: Complianz }).complianz;
  if (!complianz || complianz.consenttype !== 'optin') return true;
  return cookieValue(`${complianz.prefix || 'cmplz_'}banner-status`) === 'dismissed' || Boolean(cookieValue('sbjs_current'));
}

/**
 * WooCommerce's order attribution: its params script (printed on every page, so every page view is
 * counted) and the `<wc-order-attribution-inputs>` of checkout and registration forms.
 */
export default defineIsland<OrderAttributionProps>({
  name: 'order-attribution',
  selector: 'script#wc-order-attribution-js-extra, wc-order-attribution-inputs',
  trigger: (host) => (hasWorkAtLoad(host) ? 'idle' : 'interaction'),
  // It renders nothing: a page view that counts needs no React for it.
  plain: true,
  load: () => import('./OrderAttribution'),
});
