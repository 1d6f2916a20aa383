// The consent engine: what Complianz's complianz.js does on every page, driven by the consent store.
// On start it enables what the visitor already consented to, tells other plugins the consent type,
// and cleans up; then it follows the store: every change runs what became allowed, reloads when
// something allowed was taken back, fires Complianz's and the WP Consent API's events, and keeps the
// checkboxes and body classes in step. One engine per page, however many islands start it.
// Kept small for the pages where nothing is allowed: the activation code (gate.ts) and the consent
// actions (controls.ts, flows.ts) load when they are needed.
import { lazyModule } from '../lazy-module';
import { listenAll, shared } from '../shared';
import { $consent, CATEGORIES, type Category, type ConsentState } from '../stores/consent';
import { allowedButBlocked, categoryOf } from './allowed';
import { scheduleCleanup, type CleanupSchedule } from './cleanup-schedule';
import { readConsentCookie } from './cookies';
import { fire } from './events';
import { fireCategories, reloadSoon } from './reload';
import { isCategory } from './settings';
import {
  acceptedCategories,
  bannerStatus,
  hasConsent,
  isServiceDenied,
  setBannerStatus,
  setChoices,
  settings,
} from './state';
import { track, trackedThisVisit } from './track';
import { asksNotToTrack } from './visitor';
import { installWindowApi } from './window-api';
import { alignWpConsentCookies, announceConsentType, installWpConsentApi, passOnConsent } from './wp-consent-api';

/** Visitors under Do Not Track / Global Privacy Control (when the shop honours them) get no banner. */
export function honoursDoNotTrack(): boolean {
  return settings().doNotTrackEnabled && asksNotToTrack();
}

// The consent actions (accept, deny, save, …). Once they have arrived (the banner asks for them when a
// hand reaches it), a click is answered within its own task: everything the answer allows (order
// attribution recording the landing page) is done before a link followed next can unload the page.
const controls = lazyModule(() => import('./controls'));

/** Loads the consent actions ahead of the click that needs them. */
export const loadControls = (): Promise<unknown> => controls.load();

const CHECKBOX_CLASSES = [...CATEGORIES.map((category) => `cmplz-${category}`), 'cmplz-accept-service'];

/**
 * The page's consent checkboxes. Walking the inputs beats matching a list of five selectors against
 * every element (1.2 against 0.55 ms on a category page at 4x CPU), and this runs at every page's start.
 */
function consentCheckboxes(): HTMLInputElement[] {
  return [...document.getElementsByTagName('input')].filter((box) => CHECKBOX_CLASSES.some((name) => box.classList.contains(name)));
}

/** Ticks every consent checkbox on the page (banner, cookie statement) to match the store. */
export function syncCheckboxes(state: ConsentState = $consent.get()): void {
  consentCheckboxes().forEach((box) => {
    if (box.classList.contains('cmplz-accept-service')) {
      const service = box.getAttribute('data-service') ?? '';
      const category = box.getAttribute('data-category');
      box.checked = service in state.services ? state.services[service]! : isCategory(category) && hasConsent(category, state);
      return;
    }
    const category = CATEGORIES.find((c) => box.classList.contains(`cmplz-${c}`))!;
    box.checked = category === 'functional' || hasConsent(category, state);
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

/**
 * Runs what consent allows and is still blocked (loading the activation code only then), and fires
 * `cmplz_enable_category` once per accepted category and consented service, after their scripts, then
 * `cmplz_run_after_all_scripts` once nothing waits any more.
 */
class Enabler {
  private readonly firedCategories = new Set<string>(['functional']);
  private readonly firedServices = new Set<string>();
  private runner: Promise<{ activate: typeof import('./gate').activate; runner: import('./gate').ScriptRunner }> | null = null;
  private afterAllFired = false;
  private chain: Promise<void> = Promise.resolve();

  enable(): Promise<void> {
    this.chain = this.chain.then(() => this.step());
    return this.chain;
  }

  /** One pass with the consent as it is by then (several changes in a row make one pass). */
  private async step(): Promise<void> {
    const state = $consent.get();
    const elements = allowedButBlocked(document, state);
    const categories = new Set<Category>(acceptedCategories(state));
    const services = new Set<string>();
    for (const el of elements) {
      categories.add(categoryOf(el));
      const service = el.getAttribute('data-service');
      if (service && service in state.services) services.add(service);
    }
    for (const [service, consented] of Object.entries(state.services)) if (consented) services.add(service);
    let waiting = 0;
    if (elements.length) {
      this.runner ??= import('./gate').then(({ activate, ScriptRunner }) => ({ activate, runner: new ScriptRunner() }));
      const { activate, runner } = await this.runner;
      await activate(elements, runner);
      waiting = runner.waiting;
    }
    this.announce([...categories], [...services], waiting);
  }

  /** A consent change may need `cmplz_run_after_all_scripts` again (Complianz resets it too). */
  rearm(): void {
    this.afterAllFired = false;
  }

  private announce(categories: Category[], services: string[], waiting: number): void {
    const { region } = settings();
    const details = () => ({ categories: acceptedCategories(), services: $consent.get().services, region });
    const ordered = CATEGORIES.filter((c) => categories.includes(c) && !this.firedCategories.has(c));
    for (const category of ordered) {
      this.firedCategories.add(category);
      // With Tag Manager, Complianz's triggers are dataLayer events.
      if (settings().tagManagerCategories) {
        const w = window as unknown as { dataLayer?: unknown[] };
        (w.dataLayer ??= []).push({ event: `cmplz_event_${category}` });
        fire('cmplz_tag_manager_event', category);
      }
      fire('cmplz_enable_category', { category, service: 'do_not_match', ...details() });
    }
    for (const service of services.filter((s) => !this.firedServices.has(s))) {
      this.firedServices.add(service);
      fire('cmplz_enable_category', { category: 'do_not_match', service, ...details() });
    }
    if (!this.afterAllFired && waiting === 0) {
      this.afterAllFired = true;
      fire('cmplz_run_after_all_scripts', ordered[ordered.length - 1] ?? 'functional');
    }
  }
}

export interface ConsentEngine {
  /** Resolves when what the consent at start allowed has run. */
  ready: Promise<void>;
}

/** Reacts to one consent change. */
function follow(enabler: Enabler, cleanup: CleanupSchedule, next: ConsentState, previous: ConsentState): void {
  const s = settings();
  syncCheckboxes(next);
  for (const category of CATEGORIES) {
    const value = next.choices[category];
    if (value === previous.choices[category] || !value) continue;
    passOnConsent(category, value);
    if (category === 'statistics') passOnConsent('statistics-anonymous', 'allow');
    if (category === 'marketing' && value === 'allow' && Object.keys(s.setCookies).length) void import('./flows').then((f) => f.grantIntegrations());
    enabler.rearm();
    fire('cmplz_status_change', { category, value, region: s.region, categories: acceptedCategories(next) });
  }
  for (const [service, value] of Object.entries(next.services)) {
    if (previous.services[service] === value) continue;
    enabler.rearm();
    fire('cmplz_status_change_service', { service, value, region: s.region });
  }
  // Anything allowed that is no longer allowed may be running already: only a reload stops it.
  const revoked = CATEGORIES.some((c) => c !== 'functional' && hasConsent(c, previous) && !hasConsent(c, next))
    || Object.entries(previous.services).some(([service, value]) => value && isServiceDenied(service, next));
  const cleaned = cleanup.runNow(revoked);
  // Half a second for the record of the change to go out, as Complianz waits; the cookies of what was
  // revoked go first (within a second, whatever the network).
  if (revoked) void Promise.race([cleaned, new Promise((resolve) => setTimeout(resolve, 1000))]).then(() => reloadSoon(500));
  if (next.banner !== previous.banner) fire('cmplz_banner_status', bannerStatus(next));
  setBodyClasses(next);
  void enabler.enable();
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

// Complianz's controls work wherever the shop prints them (the banner, the cookie statement, a
// placeholder, a theme's own "accept marketing" link): handled by delegation, with the actions loaded
// on first use.
const CONTROLS = '.cmplz-accept, .cmplz-deny, .cmplz-save-preferences, .cmplz-view-preferences, .cmplz-close, .cmplz-accept-category, .cmplz-accept-marketing, .cmplz-accept-service, button.cmplz-manage-consent';

function onControlClick(event: MouseEvent): void {
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
  if (!control || (control instanceof HTMLInputElement)) return;
  // Links among them (a theme's "accept marketing") must not navigate.
  event.preventDefault();
  void controls.use((c) => c.handleControl(control));
}

function onControlChange(event: Event): void {
  const input = event.target;
  if (!(input instanceof HTMLInputElement)) return;
  if (input.matches('.cmplz-accept-service') || (input.closest('.cmplz-manage-consent-container') && input.closest('.cmplz-category'))) {
    void controls.use((c) => c.handleSwitch(input));
  }
}

/** Enter on the banner's close control, Space on a slider label, as Complianz makes them usable by keyboard. */
function onControlKey(event: KeyboardEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const control = event.key === 'Enter'
    ? target?.closest<HTMLElement>('.cmplz-cookiebanner .cmplz-header .cmplz-close')
    : event.key === ' ' ? target?.closest<HTMLElement>('.cmplz-banner-slider label') : null;
  if (!control) return;
  event.preventDefault();
  control.click();
}

function start(): { value: ConsentEngine; stop: () => void } {
  const s = settings();
  installWindowApi();
  installWpConsentApi();
  announceConsentType(s.consentType);
  fire('cmplz_before_cookiebanner');

  const cleanup = scheduleCleanup();
  const enabler = new Enabler();
  let last = $consent.get();
  const unlisten = $consent.listen((next) => {
    const previous = last;
    last = next;
    follow(enabler, cleanup, next, previous);
  });

  if (s.forceEnableStats && s.consentType === 'optin') setChoices({ statistics: 'allow' });
  alignWpConsentCookies($consent.get());
  const engine: ConsentEngine = { ready: enabler.enable() };
  void cleanup.runNow();
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
  if (!dnt && s.consentType !== 'optin' && s.consentType !== 'optout') void controls.use((c) => c.acceptAllNow());

  // A visitor who leaves without choosing is recorded once, as Complianz does.
  const onLeave = () => {
    if (!trackedThisVisit()) track();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') onLeave();
  };
  const onAction = (event: Event) => {
    const category = (event as CustomEvent<{ category?: unknown }>).detail?.category;
    if (!isCategory(category)) return;
    setChoices({ [category]: 'allow' });
    fireCategories();
    track();
  };
  const unlistenAll = listenAll([
    [document, 'visibilitychange', onVisibility],
    [window, 'pagehide', onLeave],
    [document, 'cmplz_consent_action', onAction],
    [document, 'click', onControlClick],
    [document, 'change', onControlChange],
    [document, 'keydown', onControlKey],
  ]);

  return {
    value: engine,
    stop() {
      unlisten();
      cleanup.stop();
      stopAutoDismiss();
      unlistenAll();
    },
  };
}

const engines = shared(start);

/** Starts the page's consent engine (or joins the running one). Returns the engine and a release function. */
export function startConsent(): { engine: ConsentEngine; release: () => void } {
  const { value, release } = engines.use();
  return { engine: value, release };
}
