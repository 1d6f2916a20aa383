import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setChoices, setServiceConsent } from './state';
import { setUpComplianz } from '../../test/unit-complianz';
import { track } from './track';

const fetchMock = vi.fn(() => Promise.resolve(new Response('{"success":true}')));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  (window as unknown as { wp_consent_type: string }).wp_consent_type = 'optin';
});

afterEach(() => vi.unstubAllGlobals());

const sent = () => fetchMock.mock.calls.map((call) => {
  const [url, init] = call as unknown as [string, RequestInit];
  return { url, keepalive: init.keepalive, body: JSON.parse(String(init.body)) };
});

describe('records of consent (REST track)', () => {
  it('sends what changed, once, with keepalive so a reload does not cancel it', () => {
    setUpComplianz();
    setChoices({ functional: 'allow', statistics: 'allow', marketing: 'deny', preferences: 'deny' });
    track();
    track();
    expect(sent()).toEqual([{
      url: 'http://localhost:3000/wp-json/complianz/v1/track',
      keepalive: true,
      body: { consented_categories: ['functional', 'statistics'], consented_services: {}, consenttype: 'optin' },
    }]);
    expect(document.cookie).toContain('cmplz_saved_categories=["functional","statistics"]');
    setServiceConsent('youtube', true);
    track();
    expect(sent()[1]!.body.consented_services).toEqual({ youtube: true });
    setServiceConsent('youtube', false);
    track();
    expect(sent()).toHaveLength(3);
  });

  it('records visitors who were not asked with their reason', () => {
    setUpComplianz();
    track('no_warning');
    expect(sent()[0]!.body.consented_categories).toEqual(['no_warning']);
  });

  it('never for crawlers, nor when the shop keeps no records', () => {
    setUpComplianz({ store_consent: '' });
    track();
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (compatible; AhrefsBot/7.0)' });
    setUpComplianz();
    track();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
