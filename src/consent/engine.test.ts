import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $consent } from '../stores/consent';
import { loadControls, startConsent } from './engine';
import { setUpComplianz } from '../../test/unit-complianz';

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
  // A revoke reloads the page half a second later; not in a unit test.
  vi.spyOn(window.location, 'reload').mockImplementation(() => {});
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

/** Clicks a consent control and waits for its action (the actions load on first use). */
async function click(selector: string): Promise<void> {
  document.querySelector<HTMLElement>(selector)!.click();
  await loadControls();
}
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

  it('fires cmplz_enable_category once per accepted category, after its scripts, then run_after_all once', async () => {
    setUpComplianz();
    document.body.insertAdjacentHTML('beforeend', '<script type="text/plain" data-category="statistics">1</script>');
    const enabled: string[] = [];
    const listener = (e: Event) => enabled.push(e.type === 'cmplz_enable_category' ? (e as CustomEvent).detail.category : e.type);
    document.addEventListener('cmplz_enable_category', listener);
    document.addEventListener('cmplz_run_after_all_scripts', listener);
    const started = startConsent();
    release = started.release;
    await started.engine.ready;
    enabled.length = 0;
    await click('.cmplz-accept');
    await vi.waitFor(() => expect(enabled).toEqual(['preferences', 'statistics', 'marketing', 'cmplz_run_after_all_scripts']));
    expect(document.querySelector('script')!.classList.contains('cmplz-activated')).toBe(true);
    document.removeEventListener('cmplz_enable_category', listener);
    document.removeEventListener('cmplz_run_after_all_scripts', listener);
  });

  it('one engine per page, however many islands start it', async () => {
    setUpComplianz();
    const first = startConsent();
    const second = startConsent();
    expect(second.engine).toBe(first.engine);
    first.release();
    await click('.cmplz-accept');
    expect($consent.get().choices.marketing).toBe('allow');
    second.release();
  });

  it('accept all allows every category, ticks the boxes, dismisses the banner and announces it', async () => {
    setUpComplianz();
    release = startConsent().release;
    events.length = 0;
    await click('.cmplz-accept');
    expect(Object.values($consent.get().choices)).toEqual(['allow', 'allow', 'allow', 'allow']);
    expect([...document.querySelectorAll<HTMLInputElement>('input')].every((box) => box.checked)).toBe(true);
    expect(types().filter((t) => t === 'cmplz_status_change')).toHaveLength(4);
    expect(events).toContainEqual(['cmplz_banner_status', 'dismissed']);
    expect(events.at(-1)).toEqual(['cmplz_fire_categories', { category: 'marketing', categories: ['functional', 'preferences', 'statistics', 'marketing'], region: 'eu' }]);
    expect(document.body.classList.contains('cmplz-marketing')).toBe(true);
  });

  it('view preferences shows the categories and swaps in the save button, which saves the ticked ones', async () => {
    setUpComplianz();
    release = startConsent().release;
    await click('.cmplz-view-preferences');
    expect(document.querySelector('.cmplz-categories')!.classList.contains('cmplz-fade-in')).toBe(true);
    expect(document.querySelector<HTMLElement>('.cmplz-save-preferences')!.style.display).toBe('block');
    document.querySelector<HTMLInputElement>('input.cmplz-statistics')!.checked = true;
    await click('.cmplz-save-preferences');
    expect($consent.get().choices).toEqual({ functional: 'allow', preferences: 'deny', statistics: 'allow', marketing: 'deny' });
  });

  it('deny all on a first visit reloads nothing; after a consent it announces a reload', async () => {
    setUpComplianz({ tcf_active: '1' });
    release = startConsent().release;
    await click('.cmplz-deny');
    expect(events.find(([t]) => t === 'cmplz_revoke')).toEqual(['cmplz_revoke', false]);
    await click('.cmplz-accept');
    events.length = 0;
    await click('.cmplz-deny');
    expect(events.find(([t]) => t === 'cmplz_revoke')).toEqual(['cmplz_revoke', true]);
    expect(events).toContainEqual(['wp_listen_for_consent_change', { marketing: 'deny' }]);
  });

  it('the manage consent button reopens the banner; cmplz_consent_action allows a category', async () => {
    setUpComplianz();
    release = startConsent().release;
    await click('.cmplz-accept');
    await click('.cmplz-manage-consent');
    expect($consent.get().banner).toBe('show');
    setUpComplianz();
    release();
    release = startConsent().release;
    document.dispatchEvent(new CustomEvent('cmplz_consent_action', { detail: { category: 'statistics' } }));
    expect($consent.get().choices.statistics).toBe('allow');
  });

  it('a first visit without cookies fetches no cookie list until a cookie is written, then cleans cookies and storage within a second', async () => {
    // Loaded beforehand, so a clean-up that did start would fetch within the fake time below.
    await import('./cleanup');
    await import('../http');
    vi.useFakeTimers();
    try {
      setUpComplianz();
      window.localStorage.clear();
      window.sessionStorage.clear();
      const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ statistics: { 'google-analytics': ['_ga'] } }))));
      vi.stubGlobal('fetch', fetch);
      release = startConsent().release;
      await vi.advanceTimersByTimeAsync(5000);
      expect(fetch).not.toHaveBeenCalled();
      // Storage alone is not watched (its first look is a round trip to the browser).
      window.localStorage.setItem('_ga', 'GA1.1.1');
      await vi.advanceTimersByTimeAsync(3000);
      expect(fetch).not.toHaveBeenCalled();

      document.cookie = '_ga=GA1.1.1; path=/';
      await vi.advanceTimersByTimeAsync(1000);
      await vi.waitFor(() => expect(document.cookie).not.toContain('_ga='));
      expect(window.localStorage.getItem('_ga')).toBeNull();
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
