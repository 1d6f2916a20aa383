// The consent engine: what Complianz's complianz.js does on every page, driven by the consent store.
// On start it enables what the visitor already consented to, tells other plugins the consent type,
// and cleans up; then it follows the store: every change runs what became allowed, reloads when
// something allowed was taken back, fires Complianz's and the WP Consent API's events, and keeps the
// checkboxes and body classes in step. One engine per page, however many islands start it.
import {
  $consent,
  acceptedCategories,
  bannerStatus,
  hasConsent,
  isServiceDenied,
  setBannerStatus,
  settings,
  type ConsentState,
} from '../stores/consent';
import { readConsentCookie } from './cookies';
import { fire } from './events';
import { acceptAll, allowCategory, fireCategories, grantIntegrations, reloadSoon } from './flows';
import { handleConsentClick, handleConsentChange, handleConsentKey } from './controls';
import { startCleanup } from './cleanup';
import { enableAllowed, ScriptRunner } from './gate';
import { CATEGORIES, isCategory } from './settings';
import { track, trackedThisVisit } from './track';
import { asksNotToTrack } from './visitor';
import { installWindowApi } from './window-api';
import { alignWpConsentCookies, announceConsentType, installWpConsentApi, passOnConsent } from './wp-consent-api';

export interface ConsentEngine {
  runner: ScriptRunner;
  /** Resolves when what the consent at start allowed has run. */
  ready: Promise<void>;
  /** Removes the cookies of services without consent now (deny all does not wait for the next second). */
  cleanUpNow(): void;
}

/** Visitors under Do Not Track / Global Privacy Control (when the shop honours them) get no banner. */
export function honoursDoNotTrack(): boolean {
  return settings().doNotTrackEnabled && asksNotToTrack();
}

/** Ticks every consent checkbox on the page (banner, cookie statement) to match the store. */
export function syncCheckboxes(state: ConsentState = $consent.get()): void {
  for (const category of CATEGORIES) {
    const on = category === 'functional' || hasConsent(category, state);
    document.querySelectorAll<HTMLInputElement>(`input.cmplz-${category}`).forEach((box) => {
      box.checked = on;
    });
  }
  document.querySelectorAll<HTMLInputElement>('input.cmplz-accept-service').forEach((box) => {
    const service = box.getAttribute('data-service') ?? '';
    const category = box.getAttribute('data-category');
    box.checked = service in state.services ? state.services[service]! : isCategory(category) && hasConsent(category, state);
  });
}

/** `cmplz-{accepted category}`, `cmplz-{consented service}`, `cmplz-{region}`, `cmplz-{consent type}` on body. */
export function setBodyClasses(state: ConsentState = $consent.get()): void {
  const body = document.body;
  for (const name of [...body.classList]) {
    if (name.startsWith('cmplz-') && name !== 'cmplz-document') body.classList.remove(name);
  }
  const s = settings();
  for (const category of acceptedCategories(state)) body.classList.add(`cmplz-${category}`);
  for (const [service, consented] of Object.entries(state.services)) if (consented) body.classList.add(`cmplz-${service}`);
  body.classList.add(`cmplz-${s.region}`, `cmplz-${s.consentType}`);
  fire('cmplz_set_category_as_bodyclass');
}

/** Reacts to one consent change. */
function follow(engine: ConsentEngine, next: ConsentState, previous: ConsentState): void {
  const s = settings();
  syncCheckboxes(next);
  let revoked = false;
  for (const category of CATEGORIES) {
    const value = next.choices[category];
    if (value === previous.choices[category] || !value) continue;
    passOnConsent(category, value);
    if (category === 'statistics') passOnConsent('statistics-anonymous', 'allow');
    if (category === 'marketing' && value === 'allow') grantIntegrations();
    engine.runner.rearm();
    fire('cmplz_status_change', { category, value, region: s.region, categories: acceptedCategories(next) });
  }
  for (const [service, value] of Object.entries(next.services)) {
    if (previous.services[service] === value) continue;
    engine.runner.rearm();
    fire('cmplz_status_change_service', { service, value, region: s.region });
  }
  // Anything allowed that is no longer allowed may be running already: only a reload stops it.
  for (const category of CATEGORIES) {
    if (category !== 'functional' && hasConsent(category, previous) && !hasConsent(category, next)) revoked = true;
  }
  for (const [service, value] of Object.entries(previous.services)) {
    if (value && isServiceDenied(service, next)) revoked = true;
  }
  if (revoked) reloadSoon(500);
  if (next.banner !== previous.banner) fire('cmplz_banner_status', bannerStatus(next));
  setBodyClasses(next);
  engine.cleanUpNow();
  void enableAllowed(engine.runner);
}

/** Opt-out banners go away on their own: scrolled past 400 px, or after the shop's timeout. */
function autoDismiss(): () => void {
  const s = settings();
  if (s.consentType !== 'optout' || bannerStatus() === 'dismissed') return () => {};
  const dismiss = () => {
    stop();
    setBannerStatus('dismissed');
    fireCategories();
    track();
  };
  const onScroll = () => {
    if (window.scrollY > 400) dismiss();
  };
  const timer = s.dismissTimeout > 0 ? setTimeout(dismiss, s.dismissTimeout) : undefined;
  if (s.dismissOnScroll) window.addEventListener('scroll', onScroll, { passive: true });
  function stop() {
    clearTimeout(timer);
    window.removeEventListener('scroll', onScroll);
  }
  return stop;
}

let running: { engine: ConsentEngine; users: number; stop: () => void } | null = null;

function start(): { engine: ConsentEngine; stop: () => void } {
  const s = settings();
  installWindowApi();
  installWpConsentApi();
  announceConsentType(s.consentType);
  fire('cmplz_before_cookiebanner');

  const cleanup = startCleanup();
  const runner = new ScriptRunner();
  const engine: ConsentEngine = { runner, ready: Promise.resolve(), cleanUpNow: cleanup.runNow };
  let last = $consent.get();
  const unlisten = $consent.listen((next) => {
    const previous = last;
    last = next;
    follow(engine, next, previous);
  });

  if (s.forceEnableStats && s.consentType === 'optin') allowCategory('statistics');
  alignWpConsentCookies($consent.get());
  engine.ready = enableAllowed(runner);
  syncCheckboxes();
  const stopAutoDismiss = autoDismiss();
  fire('cmplz_cookie_banner_data', (window as unknown as { complianz?: unknown }).complianz ?? {});

  const dnt = honoursDoNotTrack();
  if (!readConsentCookie(s, 'saved_categories')) {
    if (s.consentType !== 'optin' && s.consentType !== 'optout') track('no_warning');
    else if (dnt) track('do_not_track');
  }
  setBodyClasses();
  fireCategories();
  if (!dnt && s.consentType !== 'optin' && s.consentType !== 'optout') acceptAll();

  // A visitor who leaves without choosing is recorded once, as Complianz does.
  const onLeave = () => {
    if (!trackedThisVisit()) track();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') onLeave();
  };
  const onAction = (event: Event) => {
    const category = (event as CustomEvent<{ category?: unknown }>).detail?.category;
    if (isCategory(category)) allowCategory(category);
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onLeave);
  document.addEventListener('cmplz_consent_action', onAction);
  document.addEventListener('click', handleConsentClick);
  document.addEventListener('change', handleConsentChange);
  document.addEventListener('keydown', handleConsentKey);

  return {
    engine,
    stop() {
      unlisten();
      cleanup.stop();
      stopAutoDismiss();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('cmplz_consent_action', onAction);
      document.removeEventListener('click', handleConsentClick);
      document.removeEventListener('change', handleConsentChange);
      document.removeEventListener('keydown', handleConsentKey);
    },
  };
}

/** Starts the page's consent engine (or joins the running one). Returns the engine and a release function. */
export function startConsent(): { engine: ConsentEngine; release: () => void } {
  if (!running) {
    const started = start();
    running = { engine: started.engine, users: 0, stop: started.stop };
  }
  running.users += 1;
  const current = running;
  let released = false;
  return {
    engine: current.engine,
    release() {
      if (released) return;
      released = true;
      current.users -= 1;
      if (current.users === 0 && running === current) {
        current.stop();
        running = null;
      }
    },
  };
}

