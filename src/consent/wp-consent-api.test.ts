import { beforeEach, describe, expect, it } from 'vitest';
import { clearAllCookies } from '../../test/unit-complianz';
import { alignWpConsentCookies, announceConsentType, wpHasConsent, wpSetConsent } from './wp-consent-api';

type W = { wp_consent_type?: string; consent_api?: unknown; wp_fallback_consent_type?: string };
const w = window as unknown as W;

beforeEach(() => {
  clearAllCookies();
  delete w.wp_consent_type;
  delete w.wp_fallback_consent_type;
  w.consent_api = { consent_type: 'optin', cookie_expiration: '30', cookie_prefix: 'wp_consent' };
});

describe('WP Consent API', () => {
  it('has_consent: opt-in needs allow, opt-out allows until denied, no consent type allows everything', () => {
    announceConsentType('optin');
    expect(wpHasConsent('marketing')).toBe(false);
    wpSetConsent('marketing', 'allow');
    expect(wpHasConsent('marketing')).toBe(true);
    announceConsentType('optout');
    expect(wpHasConsent('statistics')).toBe(true);
    wpSetConsent('statistics', 'deny');
    expect(wpHasConsent('statistics')).toBe(false);
    w.consent_api = {};
    announceConsentType('');
    expect(wpHasConsent('preferences')).toBe(true);
  });

  it('set_consent accepts allow and deny only, writes wp_consent_<category> and announces changes', () => {
    const heard: Array<Record<string, string>> = [];
    const listener = (e: Event) => heard.push({ ...(e as CustomEvent).detail });
    document.addEventListener('wp_listen_for_consent_change', listener);
    wpSetConsent('marketing', 'maybe');
    wpSetConsent('marketing', 'allow');
    wpSetConsent('marketing', 'allow');
    wpSetConsent('marketing', 'deny');
    document.removeEventListener('wp_listen_for_consent_change', listener);
    expect(heard).toEqual([{ marketing: 'allow' }, { marketing: 'deny' }]);
    expect(document.cookie).toBe('wp_consent_marketing=deny');
  });

  it('the change event carries the category as a key of an array, as the API does', () => {
    let detail: unknown;
    const listener = (e: Event) => (detail = (e as CustomEvent).detail);
    document.addEventListener('wp_listen_for_consent_change', listener);
    wpSetConsent('statistics', 'allow');
    document.removeEventListener('wp_listen_for_consent_change', listener);
    expect(Array.isArray(detail)).toBe(true);
    expect(Object.keys(detail as object)).toEqual(['statistics']);
  });

  it('aligns its cookies with those of Complianz at load, silently, keeping those Complianz has no choice for', () => {
    document.cookie = 'wp_consent_marketing=allow; path=/';
    document.cookie = 'wp_consent_preferences=allow; path=/';
    let events = 0;
    const listener = () => (events += 1);
    document.addEventListener('wp_listen_for_consent_change', listener);
    alignWpConsentCookies({ choices: { functional: 'allow', preferences: 'deny', statistics: 'deny', marketing: '' }, services: {}, banner: 'dismissed' });
    document.removeEventListener('wp_listen_for_consent_change', listener);
    expect(events).toBe(0);
    expect(document.cookie.split('; ').sort()).toEqual(['wp_consent_functional=allow', 'wp_consent_marketing=allow', 'wp_consent_preferences=deny', 'wp_consent_statistics-anonymous=allow', 'wp_consent_statistics=deny']);
  });
});
