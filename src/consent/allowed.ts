// Which blocked content the visitor's consent allows. Complianz's server rewrite turned the shop's
// tags off: scripts became `type="text/plain"` (src in `data-cmplz-src`), iframes and images got their
// address moved to `data-src-cmplz`, stylesheets to `data-href`; each carries `data-category` and
// often `data-service`. Small on purpose: every page asks it; the code that activates (gate.ts) loads
// only when something is allowed.
import { $consent, type Category, type ConsentState } from '../stores/consent';
import { isCategory } from './settings';
import { consentsBeyondFunctional, hasConsent, hasServiceConsent, isServiceDenied } from './state';

export const ACTIVATED = 'cmplz-activated';

/** Elements the server blocked, in document order when queried from the document. */
export const BLOCKED_SELECTOR = [
  'script[data-category]',
  'script[data-service]',
  'iframe[data-src-cmplz]',
  'img[data-src-cmplz]',
  'link[data-href][data-category]',
  'link[data-href][data-service]',
  '.cmplz-placeholder-element',
].join(', ');

export function categoryOf(el: Element): Category {
  const category = el.getAttribute('data-category');
  return isCategory(category) ? category : 'marketing';
}

/** Whether consent now allows this blocked element (functional ones were never blocked). */
export function isAllowed(el: Element, state: ConsentState = $consent.get()): boolean {
  if (el.getAttribute('data-category') === 'functional') return false;
  const service = el.getAttribute('data-service');
  if (isServiceDenied(service, state)) return false;
  const category = categoryOf(el);
  // Complianz's catch-all service: on for anyone who consented to at least one service.
  if (service === 'general' && Object.values(state.services).some(Boolean)) return true;
  return service ? hasServiceConsent(service, category, state) : hasConsent(category, state);
}

/** Blocked elements the consent allows and nobody activated yet, in document order. */
export function allowedButBlocked(root: ParentNode = document, state: ConsentState = $consent.get()): Element[] {
  // Every page asks at its start, and without consent beyond functional (a first visit, a visitor who
  // denied everything) nothing is allowed: searching the page would cost a selector list matched
  // against every element (1.7 ms on a category page at 4x CPU).
  if (!consentsBeyondFunctional(state)) return [];
  return [...root.querySelectorAll(BLOCKED_SELECTOR)].filter((el) => !el.classList.contains(ACTIVATED) && isAllowed(el, state));
}
