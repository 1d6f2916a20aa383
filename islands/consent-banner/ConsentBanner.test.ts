import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBannerStatus } from '../../src/consent/state';
import { setUpComplianz } from '../../test/unit-complianz';
import { interact, mountIsland } from '../../test/render-island';
import ConsentBanner, { read } from './ConsentBanner';
import { showAtLoad } from './show-at-load';

const PAGE = `<main><a href="/butik/">Butik</a></main>
<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-b1 optin">
<div class="cmplz-header"><div class="cmplz-close" role="button" tabindex="0">×</div></div>
<div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Acceptera alla</button><button class="cmplz-btn cmplz-deny">Neka</button></div>
<div class="cmplz-links"><a class="cmplz-link cookie-statement" href="#" data-relative_url="#cmplz-manage-consent">{title}</a><a class="cmplz-link privacy-statement" href="#">Integritet</a></div>
</div></div>
<div id="cmplz-manage-consent"><button class="cmplz-btn cmplz-hidden cmplz-manage-consent manage-consent-b1">Hantera samtycke</button></div>`;

const banner = () => document.querySelector<HTMLElement>('.cmplz-cookiebanner')!;
const manage = () => document.querySelector<HTMLElement>('.cmplz-manage-consent')!;
let undo: (() => void) | undefined;

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}'))));
  // No stylesheet to wait for: the banner shows at once. A banner id that CSS.escape leaves alone:
  // happy-dom cannot read the escaped digit of `.banner-\31 ` (browsers can).
  setUpComplianz({ css_file: '', user_banner_id: 'b1' });
  document.body.innerHTML = PAGE;
});

afterEach(() => {
  undo?.();
  undo = undefined;
  vi.unstubAllGlobals();
});

const host = () => document.querySelector<HTMLElement>('#cmplz-cookiebanner-container')!;

/** The page's load, before React: the engine starts and the banner shows. */
function load(): void {
  showAtLoad(host());
}

function mount(): void {
  undo = mountIsland(ConsentBanner, host(), read(host()));
}

describe('consent banner', () => {
  it('at load, without React, shows the banner first in the page, names its close control and fills the document links', async () => {
    const loaded = vi.fn();
    document.addEventListener('cmplz_cookie_warning_loaded', loaded);
    load();
    expect(document.body.firstElementChild?.id).toBe('cmplz-cookiebanner-container');
    expect(banner().classList.contains('cmplz-show')).toBe(true);
    expect(banner().classList.contains('cmplz-hidden')).toBe(false);
    expect(manage().classList.contains('cmplz-dismissed')).toBe(true);
    // Named once the texts have loaded (Complianz's own template prints the name).
    await vi.waitFor(() => expect(banner().querySelector('.cmplz-close')?.getAttribute('aria-label')).toBe('Dismiss'));
    const statement = banner().querySelector<HTMLAnchorElement>('a.cookie-statement')!;
    expect(statement.getAttribute('href')).toBe('http://localhost:3000/cookiepolicy-eu/#cmplz-manage-consent');
    expect(statement.textContent).toBe('Cookiepolicy (EU)');
    // A document the shop has no page for is hidden.
    expect(banner().querySelector('a.privacy-statement')?.classList.contains('cmplz-hidden')).toBe(true);
    expect(loaded).toHaveBeenCalledTimes(1);
    // The island, mounted when the shopper reaches for it, takes the banner over without showing it again.
    mount();
    expect(banner().classList.contains('cmplz-show')).toBe(true);
    expect(loaded).toHaveBeenCalledTimes(1);
    document.removeEventListener('cmplz_cookie_warning_loaded', loaded);
  });

  it('the island follows the banner status: dismissed shows the manage button, reopening takes the keyboard to the first choice', () => {
    load();
    mount();
    interact(() => setBannerStatus('dismissed'));
    expect(banner().classList.contains('cmplz-dismissed')).toBe(true);
    expect(banner().classList.contains('cmplz-show')).toBe(false);
    expect(manage().classList.contains('cmplz-show')).toBe(true);
    interact(() => setBannerStatus('show'));
    expect(banner().classList.contains('cmplz-show')).toBe(true);
    expect(document.activeElement).toBe(banner().querySelector('.cmplz-accept'));
  });

  it('waits for the stylesheet its definition inserted with the code, and adds none of its own', () => {
    setUpComplianz({ css_file: 'http://localhost:3000/banner-{banner_id}-{type}.css', user_banner_id: 'b1' });
    const early = document.createElement('link');
    early.rel = 'stylesheet';
    early.setAttribute('data-wi-consent-styles', 'loading');
    document.head.append(early);
    try {
      load();
      expect(banner().classList.contains('cmplz-hidden')).toBe(true);
      early.setAttribute('data-wi-consent-styles', 'done');
      early.dispatchEvent(new Event('load'));
      expect(banner().classList.contains('cmplz-show')).toBe(true);
      expect(banner().classList.contains('cmplz-hidden')).toBe(false);
      expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    } finally {
      early.remove();
    }
  });
});
