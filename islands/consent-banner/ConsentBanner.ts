// Complianz's cookie banner, a plain island: it renders nothing (Complianz prints the banner), so it
// drives the server markup directly and a first visit evaluates no React at load.
import { honoursDoNotTrack, loadControls, startConsent, whenIdle, fire } from '../../src/consent/engine';
import { isSpeedTester } from '../../src/consent/visitor';
import { t } from '../../src/i18n';
import type { IslandProps } from '../../src/runtime/define';
import { $consent, bannerStatus, settings, type ConsentState } from '../../src/stores/consent';
import { addClass, removeClass, undoAll, type Undo } from '../../src/undo';
import type { ConsentBannerProps } from './read';

export { read } from './read';

/** One class out of a family on `el` at a time (`cmplz-show` / `cmplz-dismissed`). */
function classSwitch(el: Element | null): { set(className: string): void; undo: Undo } {
  let current: Undo = () => {};
  return {
    set(className) {
      current();
      current = addClass(el, className);
    },
    undo: () => current(),
  };
}

// Set on the stylesheet the island's definition inserts with the code (index.ts): "loading", then "done".
const STYLES_STATE = 'data-wi-consent-styles';

/** Loads the shop's generated banner stylesheet and calls `ready` once it has arrived (or failed). */
function loadStylesheet(urgent: boolean, ready: () => void): void {
  const early = document.head.querySelector<HTMLLinkElement>(`link[${STYLES_STATE}]`);
  if (early) {
    if (early.getAttribute(STYLES_STATE) === 'done') return ready();
    early.addEventListener('load', ready, { once: true });
    early.addEventListener('error', ready, { once: true });
    return;
  }
  const { cssFile, consentType, bannerId } = settings();
  if (!cssFile) return ready();
  const load = () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = cssFile.replace('{type}', consentType).replace('{banner_id}', bannerId);
    link.addEventListener('load', ready, { once: true });
    link.addEventListener('error', ready, { once: true });
    document.head.append(link);
  };
  // A banner asking for a choice shows at once; the small manage button of a visitor who chose can wait.
  if (urgent) load();
  else whenIdle(load);
}

/** Points the banner's document links at the shop's pages (and hides links to pages it does not have). */
function fillDocumentLinks(banner: HTMLElement): Undo {
  const { pageLinks, region } = settings();
  const links = pageLinks[region] ?? {};
  const undo: Undo[] = [];
  banner.querySelectorAll<HTMLAnchorElement>('.cmplz-links a:not(.cmplz-external), .cmplz-buttons a:not(.cmplz-external)').forEach((a) => {
    const type = Object.keys(links).find((name) => a.classList.contains(name));
    if (!type) {
      undo.push(addClass(a, 'cmplz-hidden'));
      return;
    }
    const href = a.getAttribute('href');
    const text = a.textContent;
    a.href = links[type]!.url + (a.getAttribute('data-relative_url') ?? '');
    if (text === '{title}') a.textContent = links[type]!.title;
    undo.push(() => {
      if (href === null) a.removeAttribute('href');
      else a.setAttribute('href', href);
      a.textContent = text;
    });
  });
  return () => undo.forEach((fn) => fn());
}

/** Complianz's close control is an icon with no name. */
function nameCloseControl(banner: HTMLElement | null): Undo {
  const close = banner?.querySelector<HTMLElement>('.cmplz-close:not([aria-label])');
  if (!close) return () => {};
  close.setAttribute('aria-label', t('dismiss'));
  return () => close.removeAttribute('aria-label');
}

/**
 * Starts the page's consent engine and shows the banner for this visitor's consent type (not to speed
 * testers, not under Do Not Track, not on the cookie statement page, where the statement's own
 * controls are) and the "manage consent" button once it is dismissed. Returns the undo of it all.
 */
export function enhance({ host, banner, manageButton }: IslandProps<ConsentBannerProps>): Undo {
  const undo: Undo[] = [startConsent().release, nameCloseControl(banner)];
  const undoEnhance = undoAll(undo);
  const s = settings();
  const enabled = !s.disableBanner && !isSpeedTester() && !honoursDoNotTrack()
    && (s.consentType === 'optin' || s.consentType === 'optout');
  if (!banner || !enabled) return undoEnhance;

  // First in the page, so the banner is the first thing a keyboard reaches.
  if (host.parentElement === document.body && document.body.firstElementChild !== host) document.body.prepend(host);
  // By id and class rather than one selector list, which would be matched against every element.
  const onStatementPage = !!(document.getElementById('cmplz-manage-consent-container') ?? document.getElementsByClassName('cmplz-dropdown-cookiepolicy')[0]);
  const atLoad = $consent.get().banner;
  let live = true;
  undo.push(() => {
    live = false;
  });

  loadStylesheet(bannerStatus() === 'show', () => {
    if (!live) return;
    const bannerClass = classSwitch(banner);
    const manageClass = classSwitch(manageButton);
    const wallClass = classSwitch(s.softCookiewall ? host : null);
    undo.push(
      removeClass(banner, 'cmplz-hidden'),
      removeClass(manageButton, 'cmplz-hidden'),
      addClass(s.softCookiewall ? host : null, 'cmplz-soft-cookiewall'),
      fillDocumentLinks(banner),
      bannerClass.undo,
      manageClass.undo,
      wallClass.undo,
    );
    let changed = false;
    let shown: 'show' | 'dismissed' | null = null;
    const show = (state: ConsentState) => {
      changed ||= state.banner !== atLoad;
      // On the cookie statement the banner stays out of the way until the visitor asks for it.
      const status = onStatementPage && !changed ? 'dismissed' : bannerStatus(state);
      if (status === shown) return;
      const reopened = shown !== null && changed && status === 'show';
      shown = status;
      bannerClass.set(`cmplz-${status}`);
      manageClass.set(`cmplz-${status === 'show' ? 'dismissed' : 'show'}`);
      wallClass.set(`cmplz-${status}`);
      // Reopened from the manage button: take the keyboard to the banner's first choice.
      if (reopened) (banner.querySelector<HTMLElement>('.cmplz-buttons button') ?? banner.querySelector<HTMLElement>('.cmplz-close'))?.focus();
    };
    show($consent.get());
    undo.push($consent.listen(show));
    // A hand on the banner: have the consent actions ready by the click.
    const prepare = () => {
      if (shown === 'show') void loadControls();
    };
    const intents = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const type of intents) banner.addEventListener(type, prepare, { passive: true });
    undo.push(() => intents.forEach((type) => banner.removeEventListener(type, prepare)));
    fire('cmplz_cookie_warning_loaded', s.region);
  });
  return undoEnhance;
}
