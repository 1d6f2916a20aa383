// WooCommerce's order attribution (order-attribution.js and its WP Consent API integration): where the
// visitor came from, recorded page by page in sourcebuster's cookies and handed to the checkout and
// registration forms. With a consent manager on the page (the shop runs Complianz and the WP Consent
// API), nothing is recorded without consent for the category WooCommerce asks for (marketing): before
// it the cookies are not written and the fields stay empty; when it is taken back the cookies go.
import { flag, num, params, str } from '../config';
import { isCategory } from '../consent/settings';
import { $consent, hasConsent, settings as consentSettings } from '../stores/consent';
import { defineInputsElement, fillInputs, removeDuplicateInputs, type AttributionValues } from './inputs';
import { readSourcebuster, removeSourcebuster, SOURCEBUSTER_COOKIES, trackVisit, type SourcebusterData } from './sourcebuster';
import { getCookie } from '../cookies';

export interface AttributionConfig {
  lifetimeMonths: number;
  sessionMinutes: number;
  base64: boolean;
  prefix: string;
  /** What the server decided (`wc_order_attribution_allow_tracking`). */
  allowTracking: boolean;
  /** Set by WooCommerce's WP Consent API integration: the category tracking needs. */
  consentCategory: string;
  /** field → sourcebuster path (`source_type` → `current.typ`). */
  fields: Record<string, string>;
}

/** WooCommerce 9.x's field map, for a page that prints no `fields`. */
export const DEFAULT_FIELDS: Record<string, string> = {
  source_type: 'current.typ',
  referrer: 'current_add.rf',
  utm_campaign: 'current.cmp',
  utm_source: 'current.src',
  utm_medium: 'current.mdm',
  utm_content: 'current.cnt',
  utm_id: 'current.id',
  utm_term: 'current.trm',
  utm_source_platform: 'current.plt',
  utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct',
  session_entry: 'current_add.ep',
  session_start_time: 'current_add.fd',
  session_pages: 'session.pgs',
  session_count: 'udata.vst',
  user_agent: 'udata.uag',
};

/** `wc_order_attribution` as WooCommerce prints it, or null when the page has none. */
export function readAttributionConfig(win: Window = window): AttributionConfig | null {
  const global = params('wc_order_attribution', win);
  if (!Object.keys(global).length) return null;
  const p = (global.params && typeof global.params === 'object' ? global.params : {}) as Record<string, unknown>;
  const fields = global.fields && typeof global.fields === 'object' && !Array.isArray(global.fields)
    ? Object.fromEntries(Object.entries(global.fields as Record<string, unknown>).filter(([, v]) => typeof v === 'string')) as Record<string, string>
    : DEFAULT_FIELDS;
  const prefix = str(p.prefix) || 'wc_order_attribution_';
  return {
    lifetimeMonths: num(p.lifetime, 6),
    sessionMinutes: num(p.session, 30),
    base64: flag(p.base64),
    prefix,
    allowTracking: p.allowTracking === undefined ? true : flag(p.allowTracking),
    consentCategory: str(p.consentCategory),
    fields,
  };
}

interface ConsentWindow {
  wp_has_consent?: (category: string) => boolean;
  consent_api?: unknown;
}

/** Whether consent allows tracking now (the server's own decision when no consent manager is on the page). */
export function consentAllows(config: AttributionConfig): boolean {
  const category = config.consentCategory || 'marketing';
  const w = window as unknown as ConsentWindow;
  if (consentSettings().present) return hasConsent(isCategory(category) ? category : 'marketing');
  if (typeof w.wp_has_consent === 'function') return w.wp_has_consent(category);
  // A consent integration that asks for a category but whose API is missing: no tracking.
  if (config.consentCategory || w.consent_api) return false;
  return config.allowTracking;
}

function lookup(data: SourcebusterData, path: string): string | null {
  const [cookie, alias] = path.split('.');
  const value = (data as Record<string, Record<string, string> | undefined>)[cookie ?? '']?.[alias ?? ''];
  return value === undefined ? null : value;
}

export function attributionData(config: AttributionConfig, allowed: boolean): AttributionValues {
  const data = allowed ? readSourcebuster() : null;
  return Object.fromEntries(Object.keys(config.fields).map((field) => [field, data ? lookup(data, config.fields[field]!) : null]));
}

interface Tracker {
  config: AttributionConfig;
  allowed: boolean;
  trackedThisPage: boolean;
  users: number;
  stop: () => void;
}

let tracker: Tracker | null = null;

/** Turns tracking on (this page view is recorded once) or off (the cookies are removed), then refills the forms. */
function setOrderTracking(t: Tracker, wanted: boolean): void {
  const allow = wanted && consentAllows(t.config);
  t.allowed = allow;
  if (allow && !t.trackedThisPage) {
    t.trackedThisPage = true;
    trackVisit(
      { lifetimeMonths: t.config.lifetimeMonths, sessionMinutes: t.config.sessionMinutes, base64: t.config.base64 },
      { url: location.href, referrer: document.referrer, userAgent: navigator.userAgent, now: new Date() },
    );
  } else if (!allow && SOURCEBUSTER_COOKIES.some((name) => getCookie(name) !== undefined)) {
    removeSourcebuster();
  }
  fillInputs(attributionData(t.config, allow));
}

interface AttributionGlobal {
  params?: Record<string, unknown>;
  getAttributionData?: () => AttributionValues;
  setOrderTracking?: (allow: boolean) => void;
}

/** Starts tracking for this page (once, however many islands ask). Returns the release function. */
export function startAttribution(config: AttributionConfig): () => void {
  if (!tracker) {
    defineInputsElement(Object.keys(config.fields), config.prefix);
    removeDuplicateInputs();
    const t: Tracker = { config, allowed: false, trackedThisPage: false, users: 0, stop: () => {} };
    const global = ((window as unknown as { wc_order_attribution?: AttributionGlobal }).wc_order_attribution ??= {});
    global.getAttributionData = () => attributionData(t.config, t.allowed);
    global.setOrderTracking = (allow: boolean) => setOrderTracking(t, Boolean(allow));
    const follow = () => setOrderTracking(t, true);
    const unlisten = consentSettings().present ? $consent.listen(follow) : () => {};
    // Another consent manager speaking the WP Consent API.
    document.addEventListener('wp_listen_for_consent_change', follow);
    document.addEventListener('wp_consent_type_defined', follow);
    t.stop = () => {
      unlisten();
      document.removeEventListener('wp_listen_for_consent_change', follow);
      document.removeEventListener('wp_consent_type_defined', follow);
    };
    tracker = t;
    setOrderTracking(t, true);
  }
  const current = tracker;
  current.users += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    current.users -= 1;
    if (current.users === 0 && tracker === current) {
      current.stop();
      tracker = null;
    }
  };
}

/** Fills elements that arrived after tracking started (a registration form in an ajax-loaded panel). */
export function refillInputs(root: ParentNode): void {
  if (tracker) fillInputs(attributionData(tracker.config, tracker.allowed), root);
}
