import { deepLinkAction, runAction } from './actions';

const ACTION_ELEMENTS = 'a[href*="elementor-action"], [data-e-action-hash]';

/**
 * A page opened with an action in its address (`…#elementor-action…`) runs that action once, as the
 * page builder does on init. The links' own code waits for the shopper, so the page-builder island,
 * which mounts at load, calls this when the address carries an action.
 */
export function runDeepLink(doc: Document = document): void {
  const hash = doc.location?.hash ?? '';
  if (!hash) return;
  for (const el of doc.querySelectorAll(ACTION_ELEMENTS)) {
    const action = deepLinkAction(el, hash);
    if (action) {
      runAction(action, el);
      return;
    }
  }
}
