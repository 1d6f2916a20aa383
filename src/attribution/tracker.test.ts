import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpComplianz } from '../../test/unit-complianz';
import { reloadConsent, setChoices } from '../consent/state';
import { consentAllows, readAttributionConfig } from './config';
import { startAttribution } from './tracker';

type AttributionWindow = { wc_order_attribution?: any; consent_api?: unknown; wp_has_consent?: unknown; complianz?: unknown };
const w = window as unknown as AttributionWindow;

function printGlobal(params: Record<string, unknown> = {}) {
  w.wc_order_attribution = {
    params: { lifetime: 0.00001, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: false, consentCategory: 'marketing', ...params },
    fields: { source_type: 'current.typ', utm_source: 'current.src', session_pages: 'session.pgs' },
  };
}

const inputs = (root: ParentNode = document) => Object.fromEntries([...root.querySelectorAll<HTMLInputElement>('wc-order-attribution-inputs input')].map((i) => [i.name, i.value]));
const sbjsCookies = () => document.cookie.split('; ').filter((c) => c.startsWith('sbjs_')).length;

let release: (() => void) | undefined;

async function start(): Promise<void> {
  const started = startAttribution(readAttributionConfig()!);
  release = started.release;
  await started.ready;
}

beforeEach(() => {
  setUpComplianz();
  history.replaceState(null, '', '/?utm_source=nyhetsbrev');
  document.body.innerHTML = '<form class="checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
});

afterEach(() => {
  release?.();
  release = undefined;
  delete w.wc_order_attribution;
});

describe('order attribution', () => {
  it('records nothing and leaves the fields empty without marketing consent', async () => {
    printGlobal();
    await start();
    expect(sbjsCookies()).toBe(0);
    expect(inputs()).toEqual({ wc_order_attribution_source_type: '', wc_order_attribution_utm_source: '', wc_order_attribution_session_pages: '' });
    expect(w.wc_order_attribution.getAttributionData()).toEqual({ source_type: null, utm_source: null, session_pages: null });
    // Another script cannot switch it on behind the consent's back.
    await w.wc_order_attribution.setOrderTracking(true);
    expect(sbjsCookies()).toBe(0);
  });

  it('keeps one set of fields per form', async () => {
    printGlobal();
    await start();
    expect(document.querySelectorAll('wc-order-attribution-inputs')).toHaveLength(1);
    expect(document.querySelectorAll('wc-order-attribution-inputs input')).toHaveLength(3);
  });

  it('starts on consent, once per page view, and stops with the revoke', async () => {
    printGlobal();
    await start();
    setChoices({ marketing: 'allow' });
    await vi.waitFor(() => expect(inputs()).toEqual({ wc_order_attribution_source_type: 'utm', wc_order_attribution_utm_source: 'nyhetsbrev', wc_order_attribution_session_pages: '1' }));
    setChoices({ statistics: 'allow' });
    await w.wc_order_attribution.setOrderTracking(true);
    expect(inputs().wc_order_attribution_session_pages).toBe('1');
    setChoices({ marketing: 'deny' });
    expect(sbjsCookies()).toBe(0);
    expect(inputs().wc_order_attribution_source_type).toBe('');
  });

  it('values from the URL stay text in the fields', async () => {
    history.replaceState(null, '', '/?utm_source=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    printGlobal();
    setChoices({ marketing: 'allow' });
    await start();
    expect(inputs().wc_order_attribution_utm_source).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });

  it('fills forms that arrive later through the element', async () => {
    printGlobal();
    setChoices({ marketing: 'allow' });
    await start();
    const panel = document.createElement('form');
    panel.innerHTML = '<wc-order-attribution-inputs></wc-order-attribution-inputs>';
    const element = panel.firstElementChild as HTMLElement & { values: Record<string, string> };
    element.values = w.wc_order_attribution.getAttributionData();
    document.body.append(panel);
    expect(inputs(panel).wc_order_attribution_utm_source).toBe('nyhetsbrev');
  });

  it('with Complianz holding no choice on this page (its cookies are scoped to another folder), the WP Consent API decides', () => {
    printGlobal({ allowTracking: true });
    const config = readAttributionConfig()!;
    w.wp_has_consent = (category: string) => category === 'marketing';
    expect(consentAllows(config)).toBe(true);
    setChoices({ marketing: 'deny' });
    expect(consentAllows(config)).toBe(false);
    delete w.wp_has_consent;
  });

  it('without Complianz: another consent manager\'s WP Consent API decides, and without any the server does', () => {
    delete w.complianz;
    reloadConsent();
    printGlobal({ allowTracking: true });
    const withCategory = readAttributionConfig()!;
    w.wp_has_consent = (category: string) => category === 'marketing';
    expect(consentAllows(withCategory)).toBe(true);
    w.wp_has_consent = () => false;
    expect(consentAllows(withCategory)).toBe(false);
    delete w.wp_has_consent;
    // The integration asked for a category but its API is missing: no tracking.
    expect(consentAllows(withCategory)).toBe(false);
    printGlobal({ consentCategory: '', allowTracking: true });
    expect(consentAllows(readAttributionConfig()!)).toBe(true);
    printGlobal({ consentCategory: '', allowTracking: false });
    expect(consentAllows(readAttributionConfig()!)).toBe(false);
  });
});
