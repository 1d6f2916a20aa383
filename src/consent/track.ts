// Records of consent: Complianz's `POST {url}track`. Sent when the accepted categories or the service
// consents differ from what was last sent (kept in the saved_categories and saved_services cookies),
// never for crawlers or speed testers, and only when the shop stores consent.
import { $consent } from '../stores/consent';
import { readConsentCookie, writeConsentCookie } from './cookies';
import { fire } from './events';
import { acceptedCategories, settings } from './state';
import { isCrawler, isSpeedTester } from './visitor';

/** A record of consent went out during this page view (otherwise one goes out when the page is left). */
let recordSent = false;

export function trackedThisVisit(): boolean {
  return recordSent;
}

function sameJSON(cookieValue: string, value: unknown): boolean {
  try {
    return JSON.stringify(JSON.parse(cookieValue || 'null')) === JSON.stringify(value);
  } catch {
    return false;
  }
}

/** `status` replaces the categories for visitors who were not asked: 'no_warning' or 'do_not_track'. */
export function track(status?: 'no_warning' | 'do_not_track'): void {
  fire('cmplz_track_status', status ?? false);
  const s = settings();
  const categories: string[] = status ? [status] : acceptedCategories();
  const services = $consent.get().services;
  if (sameJSON(readConsentCookie(s, 'saved_categories'), categories) && sameJSON(readConsentCookie(s, 'saved_services'), services)) return;
  if (!s.storeConsent || isCrawler() || isSpeedTester()) return;
  writeConsentCookie(s, 'saved_categories', JSON.stringify(categories));
  writeConsentCookie(s, 'saved_services', JSON.stringify(services));
  recordSent = true;
  const consenttype = (window as unknown as { wp_consent_type?: string }).wp_consent_type ?? s.consentType;
  // keepalive: the record must survive the reload that follows a revoke, and a page being left.
  void fetch(`${s.url}track`, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ consented_categories: categories, consented_services: services, consenttype }),
  }).catch(() => {});
}
