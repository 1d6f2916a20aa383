import { cookieValue } from '../../src/runtime/page-state';
import { defineIsland, type Trigger } from '../../src/runtime/define';
import { firstInteraction } from '../../src/runtime/first-interaction';
import { requestIdle } from '../../src/runtime/idle';
import { warnOnce } from '../../src/runtime/warn';
import type { OrderAttributionProps } from './read';

interface AttributionApi {
  fields?: object;
  getAttributionData: () => object;
  setOrderTracking: (allow: boolean) => unknown;
}

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
 * default), Complianz's consent for marketing (WooCommerce's category), or a visitor tracked before
 * (whose cookies a revoke leaves to remove). Anyone else has nothing to record until they consent,
 * which takes an interaction; so does a consent this cookie cannot tell (one scoped to another folder,
 * another category), and the tracker then asks the consent API itself.
 */
function countsAtLoad(): boolean {
  const complianz = (window as unknown as { complianz?: Complianz }).complianz;
  if (!complianz || complianz.consenttype !== 'optin') return true;
  return cookieValue(`${complianz.prefix || 'cmplz_'}marketing`) === 'allow' || Boolean(cookieValue('sbjs_current'));
}

/**
 * Records the page view as WooCommerce's deferred script does, without React (the page nobody touches
 * loads none): at once on a page reached from elsewhere (the visitor may consent and follow a link
 * straight away), in idle time when it may count; a visitor without consent (a first visit the banner
 * is asking, a returning one who declined marketing) waits for their first interaction, then for consent.
 */
function recordPageView(host: HTMLElement): void {
  const arrived = arrivedFromElsewhere();
  let started: Promise<unknown> | undefined;
  const start = () => (started ??= import('./record-page-view').then(({ recordPageView: record }) => record(host, arrived)).catch((error: unknown) => {
    warnOnce('order-attribution: page view not recorded.', error);
  }));
  if (arrived) start();
  else if (countsAtLoad()) requestIdle(start);
  else {
    holdApi(start);
    // At once, not in idle time: the visitor's answer may be followed by a link at once, and the page
    // view must be recorded before (the import only starts a fetch; the click's own work goes first).
    // When that interaction is with the banner, whose answer may be consent, the tracker and
    // sourcebuster come beside the recording's chunk, not each after the one that asks for it (three
    // fetches in a row, which a shopper who consents, adds and moves on can outrun).
    void firstInteraction().then(() => {
      start();
      if (document.querySelector('.cmplz-cookiebanner:is(:hover, :focus-within)')) fetchAhead();
    });
  }
}

/** The tracker and sourcebuster, together; if this fails the recording asks again and warns. */
const fetchAhead = () => Promise.all([import('../../src/attribution/tracker'), import('../../src/attribution/sourcebuster')]).catch(() => {});

/**
 * WooCommerce's API is there for other plugins from load, as its script defines it: with nothing to
 * tell before consent, and asked to track, it brings the code (which replaces it) and asks that.
 */
function holdApi(start: () => Promise<unknown>): void {
  const api = (window as unknown as { wc_order_attribution: AttributionApi }).wc_order_attribution;
  api.getAttributionData = () => Object.fromEntries(Object.keys(api.fields || {}).map((field) => [field, null]));
  const hold = (api.setOrderTracking = (allow) => void start().then(() => api.setOrderTracking !== hold && api.setOrderTracking(allow)));
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
