import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $consent } from '../stores/consent';
import { startConsent } from './engine';
import { setUpComplianz } from './test-setup';

const BANNER = `<div class="cmplz-cookiebanner banner-1 optin">
<div class="cmplz-categories">${['functional', 'preferences', 'statistics', 'marketing'].map((c) => `<details class="cmplz-category cmplz-${c}"><summary><input type="checkbox" class="cmplz-consent-checkbox cmplz-${c}"></summary></details>`).join('')}</div>
<div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Acceptera alla</button><button class="cmplz-btn cmplz-deny">Neka</button><button class="cmplz-btn cmplz-view-preferences">Visa preferenser</button><button class="cmplz-btn cmplz-save-preferences" style="display:none">Spara</button></div></div>
<button class="cmplz-manage-consent">Hantera samtycke</button>`;

const events: Array<[string, unknown]> = [];
const TYPES = ['wp_consent_type_defined', 'cmplz_before_cookiebanner', 'cmplz_fire_categories', 'cmplz_status_change', 'cmplz_revoke', 'cmplz_banner_status', 'wp_listen_for_consent_change'];
const record = (e: Event) => {
  const detail = (e as CustomEvent).detail;
  events.push([e.type, Array.isArray(detail) ? { ...detail } : detail]);
};
let release: (() => void) | undefined;

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}'))));
  events.length = 0;
  for (const type of TYPES) document.addEventListener(type, record);
  document.body.className = 'home cmplz-stale';
  document.body.innerHTML = BANNER;
});

afterEach(() => {
  release?.();
  release = undefined;
  for (const type of TYPES) document.removeEventListener(type, record);
  vi.unstubAllGlobals();
});

const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();
const types = () => events.map(([type]) => type);

describe('consent engine', () => {
  it('tells other plugins the consent type and the accepted categories on start', () => {
    setUpComplianz();
    release = startConsent().release;
    expect(types().slice(0, 3)).toEqual(['wp_consent_type_defined', 'cmplz_before_cookiebanner', 'cmplz_fire_categories']);
    expect((window as unknown as { wp_consent_type: string }).wp_consent_type).toBe('optin');
    expect(document.body.className).toBe('home cmplz-functional cmplz-eu cmplz-optin');
    expect(typeof (window as unknown as Record<string, unknown>).cmplz_has_consent).toBe('function');
  });

  it('one engine per page, however many islands start it', () => {
    setUpComplianz();
    const first = startConsent();
    const second = startConsent();
    expect(second.engine).toBe(first.engine);
    first.release();
    click('.cmplz-accept');
    expect($consent.get().choices.marketing).toBe('allow');
    second.release();
  });

  it('accept all allows every category, ticks the boxes, dismisses the banner and announces it', () => {
    setUpComplianz();
    release = startConsent().release;
    events.length = 0;
    click('.cmplz-accept');
    expect(Object.values($consent.get().choices)).toEqual(['allow', 'allow', 'allow', 'allow']);
    expect([...document.querySelectorAll<HTMLInputElement>('input')].every((box) => box.checked)).toBe(true);
    expect(types().filter((t) => t === 'cmplz_status_change')).toHaveLength(4);
    expect(events).toContainEqual(['cmplz_banner_status', 'dismissed']);
    expect(events.at(-1)).toEqual(['cmplz_fire_categories', { category: 'marketing', categories: ['functional', 'preferences', 'statistics', 'marketing'], region: 'eu' }]);
    expect(document.body.classList.contains('cmplz-marketing')).toBe(true);
  });

  it('view preferences shows the categories and swaps in the save button, which saves the ticked ones', () => {
    setUpComplianz();
    release = startConsent().release;
    click('.cmplz-view-preferences');
    expect(document.querySelector('.cmplz-categories')!.classList.contains('cmplz-fade-in')).toBe(true);
    expect(document.querySelector<HTMLElement>('.cmplz-save-preferences')!.style.display).toBe('block');
    document.querySelector<HTMLInputElement>('input.cmplz-statistics')!.checked = true;
    click('.cmplz-save-preferences');
    expect($consent.get().choices).toEqual({ functional: 'allow', preferences: 'deny', statistics: 'allow', marketing: 'deny' });
  });

  it('deny all on a first visit reloads nothing; after a consent it announces a reload', () => {
    setUpComplianz({ tcf_active: '1' });
    release = startConsent().release;
    click('.cmplz-deny');
    expect(events.find(([t]) => t === 'cmplz_revoke')).toEqual(['cmplz_revoke', false]);
    click('.cmplz-accept');
    events.length = 0;
    click('.cmplz-deny');
    expect(events.find(([t]) => t === 'cmplz_revoke')).toEqual(['cmplz_revoke', true]);
    expect(events).toContainEqual(['wp_listen_for_consent_change', { marketing: 'deny' }]);
  });

  it('the manage consent button reopens the banner; cmplz_consent_action allows a category', () => {
    setUpComplianz();
    release = startConsent().release;
    click('.cmplz-accept');
    click('.cmplz-manage-consent');
    expect($consent.get().banner).toBe('show');
    setUpComplianz();
    release();
    release = startConsent().release;
    document.dispatchEvent(new CustomEvent('cmplz_consent_action', { detail: { category: 'statistics' } }));
    expect($consent.get().choices.statistics).toBe('allow');
  });
});
