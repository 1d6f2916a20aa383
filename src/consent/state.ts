// The visitor's consent (src/stores/consent.ts) as Complianz keeps it in cookies: read from them when
// this module loads, written back by every action. Complianz's rules turn the choices into consent
// (`hasConsent('marketing')`); the consent engine (./engine.ts) reacts to every change: it runs blocked
// scripts, fires Complianz's and the WP Consent API's events and records the choice.
import { forgetCookieReads } from '../cookies';
import { $consent, CATEGORIES, type Category, type Choice, type ConsentState } from '../stores/consent';
import { clearCookiesContaining, readConsentCookie, readJSONCookie, writeConsentCookie } from './cookies';
import { consentSettings, type ConsentSettings } from './settings';
import { asksNotToTrack, isCrawler } from './visitor';
import { denyWpConsentForNewPolicy } from './wp-consent-api';

let cachedSettings: ConsentSettings | undefined;
let crawler: boolean | undefined;

/** Complianz's settings of this page (read once). */
export function settings(): ConsentSettings {
  return (cachedSettings ??= consentSettings());
}

const asChoice = (value: string): Choice => (value === 'allow' || value === 'deny' ? value : '');

function readState(s: ConsentSettings): ConsentState {
  const services: Record<string, boolean> = {};
  for (const [service, value] of Object.entries(readJSONCookie<Record<string, unknown>>(s, 'consented_services', {}))) {
    if (typeof value === 'boolean') services[service] = value;
  }
  const banner = readConsentCookie(s, 'banner-status');
  return {
    choices: Object.fromEntries(CATEGORIES.map((c) => [c, asChoice(readConsentCookie(s, c))])) as Record<Category, Choice>,
    services,
    banner: banner === 'show' || banner === 'dismissed' ? banner : '',
  };
}

/**
 * Reads the visitor's consent. A choice made under an older cookie policy does not count: every
 * Complianz cookie is cleared (the new policy id is kept), the WP Consent API is told deny as
 * Complianz does, and the visitor is asked again, before anything reads the old choice.
 */
function load(): ConsentState {
  const s = settings();
  const accepted = readConsentCookie(s, 'policy_id');
  if (accepted && Number(accepted) !== Number(s.policyId)) {
    clearCookiesContaining('cmplz');
    denyWpConsentForNewPolicy();
    writeConsentCookie(s, 'policy_id', s.policyId);
  }
  return readState(s);
}

// Whatever reads the consent imports this module (for the rules below), so the store holds the
// cookies' consent before anything reads it.
$consent.set(load());

/** Reads the cookies again (after another tab changed them, or in tests after changing settings). */
export function reloadConsent(): void {
  forgetCookieReads();
  cachedSettings = undefined;
  crawler = undefined;
  $consent.set(load());
}

/** Complianz's rule for one category, in its order: crawlers, functional, Do Not Track, consent type. */
export function hasConsent(category: Category, state: ConsentState = $consent.get()): boolean {
  if ((crawler ??= isCrawler())) return true;
  if (category === 'functional') return true;
  const s = settings();
  const choice = state.choices[category];
  if (s.doNotTrackEnabled && asksNotToTrack()) return choice === 'allow';
  if ((s.consentType === 'optout' || s.consentType === 'other') && choice === '') return true;
  return choice === 'allow';
}

/** A service's own consent when the visitor gave one, else its category's. */
export function hasServiceConsent(service: string, category: Category, state: ConsentState = $consent.get()): boolean {
  return service in state.services ? state.services[service]! : hasConsent(category, state);
}

/** True only when the visitor turned this service down explicitly. */
export function isServiceDenied(service: string | null | undefined, state: ConsentState = $consent.get()): boolean {
  return !!service && state.services[service] === false;
}

/** Whether the visitor consented to anything beyond functional: a category or a service. */
export function consentsBeyondFunctional(state: ConsentState = $consent.get()): boolean {
  return CATEGORIES.some((c) => c !== 'functional' && hasConsent(c, state)) || Object.values(state.services).some(Boolean);
}

/** Accepted categories, always in the order functional, preferences, statistics, marketing. */
export function acceptedCategories(state: ConsentState = $consent.get()): Category[] {
  return CATEGORIES.filter((c) => hasConsent(c, state));
}

/** marketing, else statistics, else preferences, else functional. */
export function highestAcceptedCategory(state: ConsentState = $consent.get()): Category {
  return [...acceptedCategories(state)].pop() ?? 'functional';
}

export function bannerStatus(state: ConsentState = $consent.get()): 'show' | 'dismissed' {
  return state.banner || 'show';
}

/** Sets categories to allow or deny (functional is always allowed) and keeps the policy id they were given under. */
export function setChoices(choices: Partial<Record<Category, 'allow' | 'deny'>>): void {
  const s = settings();
  writeConsentCookie(s, 'policy_id', s.policyId);
  const state = $consent.get();
  const next = { ...state.choices };
  for (const category of CATEGORIES) {
    const wanted = category === 'functional' && choices.functional ? 'allow' : choices[category];
    if (!wanted || wanted === next[category]) continue;
    writeConsentCookie(s, category, wanted);
    next[category] = wanted;
  }
  $consent.set({ ...state, choices: next });
}

export function setServiceConsent(service: string, consented: boolean): void {
  const state = $consent.get();
  const services = { ...state.services, [service]: consented };
  writeConsentCookie(settings(), 'consented_services', JSON.stringify(services));
  $consent.set({ ...state, services });
}

/** Forgets every per-service decision (accept all and deny all start from the categories). */
export function clearServiceConsents(): void {
  writeConsentCookie(settings(), 'consented_services', '');
  $consent.set({ ...$consent.get(), services: {} });
}

export function setBannerStatus(status: 'show' | 'dismissed'): void {
  const state = $consent.get();
  if (state.banner === status) return;
  writeConsentCookie(settings(), 'banner-status', status);
  $consent.set({ ...state, banner: status });
}
