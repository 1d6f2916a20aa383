import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpComplianz } from '../../test/unit-complianz';
import { $consent } from '../stores/consent';
import {
  acceptedCategories,
  bannerStatus,
  hasConsent,
  hasServiceConsent,
  highestAcceptedCategory,
  isServiceDenied,
  reloadConsent,
  setBannerStatus,
  setChoices,
  setServiceConsent,
} from './state';

const cookies = () => Object.fromEntries(document.cookie.split('; ').filter(Boolean).map((c) => c.split('=') as [string, string]));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('consent store', () => {
  it('before any choice an opt-in visitor has consent for functional only', () => {
    setUpComplianz();
    expect(acceptedCategories()).toEqual(['functional']);
    expect(highestAcceptedCategory()).toBe('functional');
    expect(bannerStatus()).toBe('show');
  });

  it('writes Complianz cookies raw and keeps the policy id the choice was made under', () => {
    setUpComplianz();
    setChoices({ statistics: 'allow', marketing: 'deny', functional: 'deny' });
    expect(cookies()).toMatchObject({ cmplz_statistics: 'allow', cmplz_marketing: 'deny', cmplz_functional: 'allow', cmplz_policy_id: '16' });
    setServiceConsent('youtube', true);
    expect(document.cookie).toContain('cmplz_consented_services={"youtube":true}');
    expect(hasConsent('statistics')).toBe(true);
    expect(hasConsent('marketing')).toBe(false);
    expect(hasServiceConsent('youtube', 'marketing')).toBe(true);
    expect(hasServiceConsent('facebook', 'marketing')).toBe(false);
  });

  it('reads what an earlier page stored', () => {
    setUpComplianz();
    document.cookie = 'cmplz_marketing=allow; path=/';
    document.cookie = 'cmplz_policy_id=16; path=/';
    document.cookie = 'cmplz_consented_services={"facebook":false}; path=/';
    document.cookie = 'cmplz_banner-status=dismissed; path=/';
    reloadConsent();
    expect($consent.get().choices.marketing).toBe('allow');
    expect(isServiceDenied('facebook')).toBe(true);
    expect(isServiceDenied('youtube')).toBe(false);
    expect(highestAcceptedCategory()).toBe('marketing');
    expect(bannerStatus()).toBe('dismissed');
  });

  it('forgets a choice made under another cookie policy, keeping only the new policy id, and denies through the WP Consent API as Complianz does', () => {
    setUpComplianz();
    document.cookie = 'cmplz_marketing=allow; path=/';
    document.cookie = 'cmplz_banner-status=dismissed; path=/';
    document.cookie = 'cmplz_policy_id=15; path=/';
    document.cookie = 'other=kept; path=/';
    reloadConsent();
    expect(hasConsent('marketing')).toBe(false);
    expect(bannerStatus()).toBe('show');
    expect(cookies()).toEqual({
      cmplz_policy_id: '16',
      other: 'kept',
      wp_consent_preferences: 'deny',
      wp_consent_statistics: 'deny',
      'wp_consent_statistics-anonymous': 'allow',
      wp_consent_marketing: 'deny',
    });
  });

  it('an opt-out visitor consents until objecting', () => {
    setUpComplianz({ consenttype: 'optout' });
    expect(hasConsent('marketing')).toBe(true);
    setChoices({ marketing: 'deny' });
    expect(hasConsent('marketing')).toBe(false);
  });

  it('under Do Not Track only an explicit allow counts, even opt-out', () => {
    vi.stubGlobal('navigator', { ...navigator, doNotTrack: '1', userAgent: navigator.userAgent });
    setUpComplianz({ consenttype: 'optout' });
    expect(hasConsent('statistics')).toBe(false);
    setChoices({ statistics: 'allow' });
    expect(hasConsent('statistics')).toBe(true);
  });

  it('crawlers are treated as having consent for everything', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' });
    setUpComplianz();
    expect(acceptedCategories()).toEqual(['functional', 'preferences', 'statistics', 'marketing']);
  });

  it('writes the banner status only when it changes', () => {
    setUpComplianz();
    const writes = vi.spyOn(document, 'cookie', 'set');
    setBannerStatus('dismissed');
    setBannerStatus('dismissed');
    expect(writes).toHaveBeenCalledTimes(1);
  });
});
