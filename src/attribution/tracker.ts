// WooCommerce's order attribution (order-attribution.js and its WP Consent API integration): where the
// visitor came from, recorded page by page in sourcebuster's cookies and handed to the checkout and
// registration forms. With a consent manager on the page (the shop runs Complianz and the WP Consent
// API), nothing is recorded without consent for the category WooCommerce asks for (marketing): before
// it the cookies are not written and the fields stay empty; when it is taken back the cookies go.
// Loaded when a page needs it (see the order-attribution island); the sourcebuster code itself
// (sourcebuster.ts) only for visitors who consented.
import { settings as consentSettings } from '../consent/state';
import { getCookie, removeCookieEverywhere } from '../cookies';
import { lazyModule } from '../lazy-module';
import { listenAll, shared } from '../shared';
import { $consent } from '../stores/consent';
import { consentAllows, type AttributionConfig } from './config';
import { defineInputsElement, fillInputs, removeDuplicateInputs, type AttributionValues } from './inputs';
import type { SourcebusterData } from './sourcebuster';

const sourcebuster = lazyModule(() => import('./sourcebuster'));

/** Fetches the tracking code ahead of the consent that needs it. */
export const loadSourcebuster = (): Promise<unknown> => sourcebuster.load();

export const SOURCEBUSTER_COOKIES = [
  'sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_session', 'sbjs_udata', 'sbjs_migrations', 'sbjs_promo',
] as const;

/** Deletes every sourcebuster cookie, whatever domain it was written on. */
export function removeSourcebuster(): void {
  for (const name of SOURCEBUSTER_COOKIES) removeCookieEverywhere(name);
}

function lookup(data: SourcebusterData, path: string): string | null {
  const [cookie, alias] = path.split('.');
  const value = (data as Record<string, Record<string, string> | undefined>)[cookie ?? '']?.[alias ?? ''];
  return value === undefined ? null : value;
}

/** `{field: value}` from sourcebuster's data, or every field null (tracking off). */
export function attributionData(config: AttributionConfig, data: SourcebusterData | null): AttributionValues {
  return Object.fromEntries(Object.keys(config.fields).map((field) => [field, data ? lookup(data, config.fields[field]!) : null]));
}

interface Tracker {
  config: AttributionConfig;
  /** What the forms hold: sourcebuster's data while tracking, null otherwise. */
  data: SourcebusterData | null;
  trackedThisPage: boolean;
  /** Bumped by every decision, so a slow load of the tracking code cannot undo a later revoke. */
  decision: number;
  /** The first decision, applied. */
  ready: Promise<void>;
}

/** Turns tracking on (this page view is recorded once) or off (the cookies are removed), then refills the forms. */
function setOrderTracking(t: Tracker, wanted: boolean): Promise<void> {
  const allow = wanted && consentAllows(t.config);
  const decision = ++t.decision;
  if (!allow) {
    if (SOURCEBUSTER_COOKIES.some((name) => getCookie(name) !== undefined)) removeSourcebuster();
    t.data = null;
    fillInputs(attributionData(t.config, null));
    return Promise.resolve();
  }
  // When fetched ahead (loadSourcebuster), consent given on a click is recorded within that click's task.
  return sourcebuster.use(({ readSourcebuster, trackVisit }) => {
    if (decision !== t.decision) return;
    if (!t.trackedThisPage) {
      t.trackedThisPage = true;
      trackVisit(
        { lifetimeMonths: t.config.lifetimeMonths, sessionMinutes: t.config.sessionMinutes, base64: t.config.base64 },
        { url: location.href, referrer: document.referrer, userAgent: navigator.userAgent, now: new Date() },
      );
    }
    t.data = readSourcebuster();
    fillInputs(attributionData(t.config, t.data));
  });
}

interface AttributionGlobal {
  params?: Record<string, unknown>;
  getAttributionData?: () => AttributionValues;
  setOrderTracking?: (allow: boolean) => Promise<void>;
}

const trackers = shared((config: AttributionConfig) => {
  defineInputsElement(Object.keys(config.fields), config.prefix);
  removeDuplicateInputs();
  const t: Tracker = { config, data: null, trackedThisPage: false, decision: 0, ready: Promise.resolve() };
  const global = ((window as unknown as { wc_order_attribution?: AttributionGlobal }).wc_order_attribution ??= {});
  global.getAttributionData = () => attributionData(t.config, t.data);
  global.setOrderTracking = (allow: boolean) => setOrderTracking(t, Boolean(allow));
  const follow = () => void setOrderTracking(t, true);
  const unlisten = consentSettings().present ? $consent.listen(follow) : () => {};
  // Another consent manager speaking the WP Consent API.
  const unlistenAll = listenAll([[document, 'wp_listen_for_consent_change', follow], [document, 'wp_consent_type_defined', follow]]);
  t.ready = setOrderTracking(t, true);
  return {
    value: t,
    stop() {
      unlisten();
      unlistenAll();
    },
  };
});

/**
 * Starts tracking for this page (once, however many islands ask). Returns the release function and a
 * promise of the first decision being applied.
 */
export function startAttribution(config: AttributionConfig): { release: () => void; ready: Promise<void> } {
  const { value, release } = trackers.use(config);
  return { release, ready: value.ready };
}

/** Fills elements that arrived after tracking started (a registration form in an ajax-loaded panel). */
export function refillInputs(root: ParentNode): void {
  const t = trackers.current();
  if (t) fillInputs(attributionData(t.config, t.data), root);
}
