import { cookieValue } from '../../src/runtime/page-state';
import { defineIsland, type Trigger } from '../../src/runtime/define';
import { firstInteraction } from '../../src/runtime/first-interaction';
import { requestIdle } from '../../src/runtime/idle';
import { warnOnce } from '../../src/runtime/warn';
import type { OrderAttributionProps } from './read';

interface Complianz {
  prefix?: string;
  consenttype?: string;
}

const INPUTS = 'wc-order-attribution-inputs';

/** A campaign landing page, or one reached from another site: the page view attribution is about. */
function arrivedFromElsewhere(): boolean {
  return /[?&](?:utm_[a-z_]+|gclid|yclid)=/.test(location.search) || (document.referrer !== '' && !document.referrer.startsWith(location.origin));
}

/**
 * Whether this page view may already count: no consent banner in the way (no Complianz, or consent by
 * default), a visitor who has answered the banner, or one tracked before. Any other first visit the
 * banner is asking has nothing to record until they answer (the tracking then waits for consent).
 */
function countsAtLoad(): boolean {
  const complianz = (window as unknown as { complianz?: Complianz }).complianz;
  if (!complianz || complianz.consenttype !== 'optin') return true;
  return cookieValue(`${complianz.prefix || 'cmplz_'}banner-status`) === 'dismissed' || Boolean(cookieValue('sbjs_current'));
}

/**
 * Records the page view as WooCommerce's deferred script does, without React (the page nobody touches
 * loads none): at once on a page reached from elsewhere (the visitor may consent and follow a link
 * straight away), in idle time when it may count; a first visit the banner is asking waits for the
 * shopper's first interaction (their answer is one), and then for consent.
 */
function recordPageView(host: HTMLElement): void {
  const start = () => {
    import('./record-page-view').then(({ recordPageView: record }) => record(host)).catch((error: unknown) => {
      warnOnce('order-attribution: page view not recorded.', error);
    });
  };
  if (arrivedFromElsewhere()) start();
  else if (countsAtLoad()) requestIdle(start);
  // At once, not in idle time: the visitor's answer may be followed by a link at once, and the page
  // view must be recorded before (the import only starts a fetch; the click's own work goes first).
  else void firstInteraction().then(start);
}

/**
 * WooCommerce's order attribution: its params script (printed on every page, so every page view is
 * counted; ./record-page-view.ts, no UI) and the `<wc-order-attribution-inputs>` of checkout and
 * registration forms, filled at load without React (./fill-inputs.ts).
 */
export default defineIsland<OrderAttributionProps>({
  name: 'order-attribution',
  area: 'attribution',
  selector: `script#wc-order-attribution-js-extra, ${INPUTS}`,
  placeholder: (host) => {
    // The fields are filled at load, without React; the form works without the island.
    if (host.localName === INPUTS) return import('./fill-inputs').then(({ fillInputs }) => fillInputs(host));
    recordPageView(host);
    return undefined;
  },
  // A function, so both are searched for at load and their placeholder runs then. The params script
  // is a data carrier, never reached for.
  trigger: (): Trigger => 'intent',
  load: () => import('./OrderAttribution'),
});
