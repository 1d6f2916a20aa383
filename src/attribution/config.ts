// What WooCommerce prints for order attribution (`wc_order_attribution`) and whether consent allows
// tracking now. Small: every page asks; the tracker (tracker.ts) loads only when there is work.
import { flag, num, params, str } from '../config';
import { isCategory } from '../consent/settings';
import { hasConsent, settings as consentSettings } from '../consent/state';
import { $consent } from '../stores/consent';

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

/** `wc_order_attribution` as WooCommerce (9+) prints it, or null when the page has none. */
export function readAttributionConfig(win: Window = window): AttributionConfig | null {
  const global = params('wc_order_attribution', win);
  if (!Object.keys(global).length) return null;
  const p = (global.params && typeof global.params === 'object' ? global.params : {}) as Record<string, unknown>;
  // WooCommerce 9+ prints field → sourcebuster path; older versions printed their own inputs instead.
  if (!global.fields || typeof global.fields !== 'object' || Array.isArray(global.fields)) return null;
  const fields = Object.fromEntries(Object.entries(global.fields as Record<string, unknown>).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
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
  if (consentSettings().present) {
    const key = isCategory(category) ? category : 'marketing';
    // Complianz's cookies can be scoped to the folder the choice was made in (its cookie_path); on a
    // page elsewhere it holds no choice, and the WP Consent API's cookies on '/', which WooCommerce's
    // own integration asks (wp_has_consent), still hold the visitor's.
    if ($consent.get().choices[key] === '' && typeof w.wp_has_consent === 'function') return w.wp_has_consent(category);
    return hasConsent(key);
  }
  if (typeof w.wp_has_consent === 'function') return w.wp_has_consent(category);
  // A consent integration that asks for a category but whose API is missing: no tracking.
  if (config.consentCategory || w.consent_api) return false;
  return config.allowTracking;
}

