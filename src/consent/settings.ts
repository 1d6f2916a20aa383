// Complianz prints its settings as `var complianz = {...}` (wp_localize_script on the
// `cmplz-cookiebanner` handle: top-level scalars arrive as strings). These are the ones the front end
// reads, with the shop's defaults for anything missing.
import { flag, num, params, shopConfig, str } from '../config';
import { CATEGORIES, type Category } from '../stores/consent';

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

export interface PageLink {
  url: string;
  title: string;
}

export interface ConsentSettings {
  /** True when the page prints the `complianz` global at all. */
  present: boolean;
  prefix: string;
  bannerId: string;
  /** optin, optout or other (no banner, everything allowed). */
  consentType: string;
  region: string;
  /** Days a consent cookie lives. */
  cookieExpiry: number;
  cookiePath: string;
  /** The domain for consent cookies when they are set on the root domain; '' otherwise. */
  cookieDomain: string;
  policyId: string;
  /** REST root of Complianz: `…/wp-json/complianz/v1/`. */
  url: string;
  /** `lang=sv&locale=sv_SE` */
  locale: string;
  storeConsent: boolean;
  doNotTrackEnabled: boolean;
  /** Consent per service: services get their own consent and their cookies are cleaned up. */
  cleanCookies: boolean;
  dismissOnScroll: boolean;
  /** Opt-out banners dismiss themselves after this many ms (0: never). */
  dismissTimeout: number;
  disableBanner: boolean;
  softCookiewall: boolean;
  tcfActive: boolean;
  tagManagerCategories: boolean;
  forceEnableStats: boolean;
  /** Integration cookies: name → [value on marketing consent, value on revoke]. */
  setCookies: Record<string, [string, string]>;
  /** Translated category names (statistics, marketing, …). */
  categoryNames: Record<string, string>;
  /** Text (category mode) or the server's notice markup (service mode) for blocked content. */
  placeholderText: string;
  ariaLabel: string;
  /** `{region: {cookie-statement: {url, title}, …}}` */
  pageLinks: Record<string, Record<string, PageLink>>;
  cssFile: string;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function setCookiesOf(value: unknown): Record<string, [string, string]> {
  const out: Record<string, [string, string]> = {};
  for (const [name, pair] of Object.entries(record(value))) {
    if (Array.isArray(pair)) out[name] = [str(pair[0]), str(pair[1])];
  }
  return out;
}

function pageLinksOf(value: unknown): Record<string, Record<string, PageLink>> {
  const out: Record<string, Record<string, PageLink>> = {};
  for (const [region, docs] of Object.entries(record(value))) {
    out[region] = {};
    for (const [type, link] of Object.entries(record(docs))) {
      const { url, title } = record(link);
      if (typeof url === 'string') out[region][type] = { url, title: str(title) };
    }
  }
  return out;
}

export function consentSettings(win: Window = window): ConsentSettings {
  const c = params('complianz', win);
  const path = str(c.cookie_path);
  return {
    present: Object.keys(c).length > 0,
    prefix: str(c.prefix) || 'cmplz_',
    bannerId: str(c.user_banner_id) || '1',
    consentType: str(c.consenttype) || 'optin',
    region: str(c.region) || 'eu',
    cookieExpiry: num(c.cookie_expiry, 365),
    cookiePath: path || '/',
    cookieDomain: flag(c.set_cookies_on_root) && str(c.cookie_domain).length > 3 && !str(c.cookie_domain).includes('localhost')
      ? str(c.cookie_domain)
      : '',
    policyId: str(c.current_policy_id) || '16',
    url: str(c.url) || `${shopConfig(win).restRoot}complianz/v1/`,
    locale: str(c.locale) || 'lang=sv&locale=sv_SE',
    storeConsent: flag(c.store_consent),
    doNotTrackEnabled: flag(c.do_not_track_enabled),
    cleanCookies: flag(c.clean_cookies),
    dismissOnScroll: flag(c.dismiss_on_scroll),
    dismissTimeout: Math.max(0, num(c.dismiss_timeout, 0)),
    disableBanner: flag(c.disable_cookiebanner),
    softCookiewall: flag(c.soft_cookiewall),
    tcfActive: flag(c.tcf_active),
    tagManagerCategories: flag(c.tm_categories),
    forceEnableStats: flag(c.forceEnableStats),
    setCookies: setCookiesOf(c.set_cookies),
    categoryNames: Object.fromEntries(Object.entries(record(c.categories)).map(([k, v]) => [k, str(v)])),
    placeholderText: str(c.placeholdertext),
    ariaLabel: str(c.aria_label),
    pageLinks: pageLinksOf(c.page_links),
    cssFile: str(c.css_file),
  };
}
