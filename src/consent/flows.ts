// What the visitor's consent actions do, step by step as Complianz does them. Each changes the consent
// store (the engine reacts to the change: scripts, events, cookies of the WP Consent API), then
// dismisses the banner, announces the accepted categories and records the choice.
import { $consent, CATEGORIES, type Category } from '../stores/consent';
import { cleanUpNow } from './cleanup-schedule';
import { clearCookiesContaining, writeConsentCookie } from './cookies';
import { fire } from './events';
import { fireCategories, reloadSoon } from './reload';
import {
  clearServiceConsents,
  consentsBeyondFunctional,
  setBannerStatus,
  setChoices,
  setServiceConsent,
  settings,
} from './state';
import { track } from './track';

function all(value: 'allow' | 'deny'): Record<Category, 'allow' | 'deny'> {
  return Object.fromEntries(CATEGORIES.map((c) => [c, value])) as Record<Category, 'allow' | 'deny'>;
}

function done(): void {
  setBannerStatus('dismissed');
  fireCategories();
  track();
}

/** Integration cookies (`set_cookies`) get their consent value when marketing is allowed. */
export function grantIntegrations(): void {
  const s = settings();
  for (const [name, [onConsent]] of Object.entries(s.setCookies)) writeConsentCookie(s, name, onConsent, false);
}

/** …and their revoke value when it is taken back; a falsy revoke value deletes the cookie. */
export function revokeIntegrations(): void {
  const s = settings();
  for (const [name, [, onRevoke]] of Object.entries(s.setCookies)) {
    writeConsentCookie(s, name, onRevoke, false);
    if (!onRevoke || onRevoke === '0') clearCookiesContaining(name);
  }
}

export function acceptAll(): void {
  clearServiceConsents();
  fire('cmplz_before_categories_consent', { categories: [...CATEGORIES], region: settings().region });
  setChoices(all('allow'));
  done();
}

/**
 * Deny all: every category denied (the engine removes the cookies of what is now denied at once),
 * service consents forgotten, and the page reloaded when anything had been allowed, so nothing that
 * already ran keeps running.
 */
export function denyAll(): void {
  setBannerStatus('dismissed');
  const before = $consent.get();
  const hadConsent = consentsBeyondFunctional(before);
  setChoices(all('deny'));
  const hadServiceCookies = clearCookiesContaining(`${settings().prefix}service`);
  clearServiceConsents();
  revokeIntegrations();
  fireCategories();
  track();
  const reload = hadConsent || hadServiceCookies;
  fire('cmplz_revoke', reload);
  // The cookies of what was allowed go before the reload (within a second, whatever the network).
  if (reload && !settings().tcfActive) {
    void Promise.race([cleanUpNow(), new Promise((resolve) => setTimeout(resolve, 1000))]).then(() => reloadSoon(0));
  }
}

/** The categories ticked in a banner or on the cookie statement are allowed, the others denied. */
function applyBoxes(root: ParentNode): void {
  const choices: Partial<Record<Category, 'allow' | 'deny'>> = {};
  for (const category of CATEGORIES) {
    const box = root.querySelector<HTMLInputElement>(`input.cmplz-${category}`);
    if (box) choices[category] = box.checked ? 'allow' : 'deny';
  }
  setChoices(choices);
  done();
}

/** Save preferences in the banner. */
export const savePreferences = applyBoxes;

/** A placeholder's or a custom link's accept button: its service (with consent per service) or category. */
export function acceptFromPlaceholder(category: Category, service: string): void {
  if (settings().cleanCookies && service) {
    setServiceConsent(service, true);
  } else {
    setChoices({ [category]: 'allow' });
  }
  done();
}

/** A service's accept button (not a checkbox): that service only. */
export function acceptService(service: string): void {
  setServiceConsent(service, true);
  fireCategories();
  track();
}

/** A service's checkbox in the cookie statement; unticking it takes effect after a reload. */
export function toggleService(service: string, consented: boolean): void {
  setBannerStatus('dismissed');
  setServiceConsent(service, consented);
  fireCategories();
  track();
}

/** The category checkboxes of the cookie statement apply at once. */
export const applyCategoryBoxes = applyBoxes;
