// The WP Consent API (wp-consent-api.js) other plugins read consent through: WooCommerce's order
// attribution, Site Kit, … When the shop's own copy of the script is on the page it is used; otherwise
// these are the same functions over the same `wp_consent_{category}` cookies.
import { getCookie, setCookie } from '../cookies';
import { num, params, str } from '../config';
import { CATEGORIES, type ConsentState } from '../stores/consent';
import { fire } from './events';

type ConsentValue = 'allow' | 'deny';

interface WpConsentWindow {
  wp_consent_type?: string;
  wp_fallback_consent_type?: string;
  wp_has_consent?: (category: string) => boolean;
  wp_set_consent?: (category: string, value: string) => void;
}

const win = () => window as unknown as WpConsentWindow;

function apiSettings() {
  const p = params('consent_api');
  return {
    prefix: str(p.cookie_prefix) || 'wp_consent',
    days: num(p.cookie_expiration, 30),
    fallbackType: str(p.consent_type),
  };
}

const cookieName = (category: string) => `${apiSettings().prefix}_${category}`;

export function wpConsentCookie(category: string): string {
  return getCookie(cookieName(category), { raw: true }) ?? '';
}

function writeWpConsentCookie(category: string, value: ConsentValue): void {
  setCookie(cookieName(category), value, { raw: true, expires: apiSettings().days, secure: location.protocol === 'https:' });
}

/** WP Consent API's rule: no consent type means no consent management (all allowed); opt-out with no cookie is allowed. */
export function wpHasConsent(category: string): boolean {
  const type = win().wp_consent_type ?? win().wp_fallback_consent_type ?? apiSettings().fallbackType;
  const value = wpConsentCookie(category);
  if (!type) return true;
  if (type.includes('optout') && value === '') return true;
  return value === 'allow';
}

/** Stores a category's value; listeners hear `wp_listen_for_consent_change` when it changed. */
export function wpSetConsent(category: string, value: string): void {
  if (value !== 'allow' && value !== 'deny') return;
  const previous = wpConsentCookie(category);
  writeWpConsentCookie(category, value);
  if (previous === value) return;
  // The API's detail is an array carrying the category as a string key; listeners iterate its keys.
  const detail = [] as unknown as Record<string, string>;
  detail[category] = value;
  fire('wp_listen_for_consent_change', detail);
}

/** Defines the API's functions unless the shop's wp-consent-api.js already did. */
export function installWpConsentApi(): void {
  const w = win();
  w.wp_fallback_consent_type ??= apiSettings().fallbackType;
  w.wp_has_consent ??= wpHasConsent;
  w.wp_set_consent ??= wpSetConsent;
}

/** Tells consent-aware plugins the consent type; they read consent from then on. */
export function announceConsentType(type: string): void {
  win().wp_consent_type = type;
  fire('wp_consent_type_defined');
}

/** Passes a category change on through whichever wp_set_consent the page has. */
export function passOnConsent(category: string, value: ConsentValue): void {
  (win().wp_set_consent ?? wpSetConsent)(category, value);
}

/**
 * What Complianz's deny-all passes on when the cookie policy changed (cmplz_check_cookie_policy_id):
 * every category but functional denied through the API, silently (nothing listens yet at load).
 */
export function denyWpConsentForNewPolicy(): void {
  for (const category of CATEGORIES) if (category !== 'functional') writeWpConsentCookie(category, 'deny');
  writeWpConsentCookie('statistics-anonymous', 'allow');
}

/**
 * Brings the API's cookies in line with Complianz's at page load without firing change events: they
 * live 30 days against Complianz's 365, and the shop's PHP (WooCommerce's tracking filter) reads them.
 * A category Complianz holds no choice for here keeps its cookie, as Complianz leaves it: Complianz's
 * cookies can be scoped to a folder (its cookie_path, e.g. ':8100/' on a home URL with a port, which the
 * browser takes as the page's folder), so a page elsewhere sees none of them while the API's, on '/',
 * still hold the visitor's choice.
 */
export function alignWpConsentCookies(state: ConsentState): void {
  for (const category of CATEGORIES) {
    const choice = state.choices[category];
    if (choice && choice !== wpConsentCookie(category)) writeWpConsentCookie(category, choice);
  }
  if (state.choices.statistics && wpConsentCookie('statistics-anonymous') !== 'allow') writeWpConsentCookie('statistics-anonymous', 'allow');
}
