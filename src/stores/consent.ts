// The visitor's consent, as Complianz keeps it in cookies: a choice per category, consent per service
// and whether the banner is showing. Islands follow it with `useStore($consent)`. src/consent/state.ts
// fills it from the cookies when it loads, holds the actions that change it (writing the cookies) and
// Complianz's rules that turn it into consent (`hasConsent('marketing')`).
import { atom } from 'nanostores';

export const CATEGORIES = ['functional', 'preferences', 'statistics', 'marketing'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Choice = '' | 'allow' | 'deny';
export type BannerStatus = '' | 'show' | 'dismissed';

export interface ConsentState {
  /** The cookie of each category: 'allow', 'deny', or '' before any choice. */
  choices: Record<Category, Choice>;
  /** Services the visitor decided on one by one (consent per service). */
  services: Record<string, boolean>;
  /** '' until the visitor first dismissed or reopened the banner. */
  banner: BannerStatus;
}

/** No choice made: a first visit's consent. */
const NO_CHOICE: ConsentState = {
  choices: { functional: '', preferences: '', statistics: '', marketing: '' },
  services: {},
  banner: '',
};

export const $consent = atom<ConsentState>(NO_CHOICE);
