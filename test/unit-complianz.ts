// For unit tests: a page with Complianz's settings and no cookies.
import { reloadConsent } from '../src/consent/state';
import { forgetCookieReads } from '../src/cookies';
import { expireAllCookies } from './unit-cookies';

export function clearAllCookies(): void {
  expireAllCookies();
  forgetCookieReads();
}

export function setUpComplianz(overrides: Record<string, unknown> = {}): void {
  clearAllCookies();
  (window as unknown as { complianz: unknown }).complianz = {
    prefix: 'cmplz_',
    user_banner_id: '1',
    consenttype: 'optin',
    region: 'eu',
    cookie_expiry: '365',
    current_policy_id: '16',
    banner_version: '43',
    store_consent: '1',
    do_not_track_enabled: '1',
    clean_cookies: '1',
    url: 'http://localhost:3000/wp-json/complianz/v1/',
    cookie_path: '/',
    categories: { statistics: 'statistik', marketing: 'marknadsföring' },
    placeholdertext: '<div class="cmplz-blocked-content-notice-body">Klicka för att aktivera {service} <div class="cmplz-links"><a href="#" class="cmplz-link cookie-statement">{title}</a></div></div><button class="cmplz-accept-service">Jag godkänner</button>',
    aria_label: 'Aktivera {service}',
    page_links: { eu: { 'cookie-statement': { title: 'Cookiepolicy (EU)', url: 'http://localhost:3000/cookiepolicy-eu/' } } },
    set_cookies: [],
    ...overrides,
  };
  reloadConsent();
}

/** happy-dom loads frames from a stand-in server instead of refusing (and logging) each one. */
export function serveFrames(): void {
  const settings = (window as unknown as { happyDOM: { settings: any } }).happyDOM.settings;
  settings.enableIframePageLoading = true;
  settings.fetch.interceptor = {
    beforeAsyncRequest: async () => new Response('<!doctype html><p>frame</p>', { headers: { 'Content-Type': 'text/html' } }),
  };
}
