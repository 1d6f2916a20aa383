// The functions Complianz puts on window, which other plugins and theme snippets call.
import { readConsentCookie, writeConsentCookie } from './cookies';
import { isCategory } from './settings';
import {
  acceptedCategories,
  bannerStatus,
  hasConsent,
  hasServiceConsent,
  highestAcceptedCategory,
  isServiceDenied,
  setBannerStatus,
  setChoices,
  settings,
} from './state';

export function installWindowApi(): void {
  const w = window as unknown as Record<string, unknown>;
  const api: Record<string, unknown> = {
    cmplz_get_cookie: (name: string) => readConsentCookie(settings(), String(name)),
    cmplz_set_cookie: (name: string, value: string, usePrefix = true) => writeConsentCookie(settings(), String(name), String(value), usePrefix !== false),
    cmplz_has_consent: (category: string) => (isCategory(category) ? hasConsent(category) : false),
    cmplz_has_service_consent: (service: string, category: string) =>
      hasServiceConsent(String(service), isCategory(category) ? category : 'marketing'),
    cmplz_is_service_denied: (service: string) => isServiceDenied(String(service)),
    cmplz_set_consent: (category: string, value: string) => {
      if (isCategory(category) && (value === 'allow' || value === 'deny')) setChoices({ [category]: value });
    },
    // The actions load on first use; callers get on with their code meanwhile, as with any click.
    cmplz_accept_all: () => void import('./flows').then((f) => f.acceptAll()),
    cmplz_deny_all: () => void import('./flows').then((f) => f.denyAll()),
    cmplz_set_banner_status: (status?: string) => {
      if (status === 'show' || status === 'dismissed') setBannerStatus(status);
    },
    cmplz_get_banner_status: () => readConsentCookie(settings(), 'banner-status'),
    cmplz_highest_accepted_category: highestAcceptedCategory,
    cmplz_accepted_categories: () => acceptedCategories(),
    cmplz_in_array: (needle: unknown, haystack: unknown) => Array.isArray(haystack) && haystack.includes(needle),
    show_cookie_banner: () => setBannerStatus('show'),
    conditionally_show_banner: () => {
      if (bannerStatus() === 'show') setBannerStatus('show');
    },
  };
  for (const [name, fn] of Object.entries(api)) w[name] = fn;
}
