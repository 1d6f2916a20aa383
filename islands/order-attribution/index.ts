import { cookieValue } from '../../src/runtime/page-state';
import { defineIsland, type Trigger } from '../../src/runtime/define';
import type { OrderAttributionProps } from './read';

interface Complianz {
  prefix?: string;
  consenttype?: string;
}

/** A campaign landing page, or one reached from another site: the page view attribution is about. */
function arrivedFromElsewhere(): boolean {
  return /[?&](?:utm_[a-z_]+|gclid|yclid)=/.test(location.search) || (document.referrer !== '' && !document.referrer.startsWith(location.origin));
}

/**
 * Whether this page view may already count: a form to fill, no consent banner in the way (no
 * Complianz, or consent by default), a visitor who has answered the banner, or one tracked before.
 * Any other first visit the banner is asking has nothing to record until they answer, which is an
 * interaction.
 */
function hasWorkAtLoad(host: HTMLElement): boolean {
  if (host.localName === 'wc-order-attribution-inputs') return true;
  const complianz = (window as unknown as { complianz?: Complianz }).complianz;
  if (!complianz || complianz.consenttype !== 'optin') return true;
  return cookieValue(`${complianz.prefix || 'cmplz_'}banner-status`) === 'dismissed' || Boolean(cookieValue('sbjs_current'));
}

/**
 * A page view from elsewhere is recorded at once, as WooCommerce's deferred script does: the visitor
 * may consent (or already have) and follow a link straight away, and a page left before idle time
 * would lose where they came from. Any other page view only counts one more page: idle time will do.
 */
function trigger(host: HTMLElement): Trigger {
  if (host.localName !== 'wc-order-attribution-inputs' && arrivedFromElsewhere()) return 'load';
  return hasWorkAtLoad(host) ? 'idle' : 'interaction';
}

/**
 * WooCommerce's order attribution: its params script (printed on every page, so every page view is
 * counted) and the `<wc-order-attribution-inputs>` of checkout and registration forms.
 */
export default defineIsland<OrderAttributionProps>({
  name: 'order-attribution',
  area: 'attribution',
  selector: 'script#wc-order-attribution-js-extra, wc-order-attribution-inputs',
  trigger,
  load: () => import('./OrderAttribution'),
});
