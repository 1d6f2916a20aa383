// Records the page view for WooCommerce's order attribution and fills the checkout's fields: the
// island's effect (./OrderAttribution.tsx) runs it and undoes it on unmount.
import { consentAllows, type AttributionConfig } from '../../src/attribution/config';
import { bannerStatus, settings } from '../../src/consent/state';
import { cookieNames } from '../../src/cookies';
import { lazyModule } from '../../src/lazy-module';
import { $consent } from '../../src/stores/consent';

const INPUTS = 'wc-order-attribution-inputs';

const tracker = lazyModule(() => import('../../src/attribution/tracker'));

const BANNER = '.cmplz-cookiebanner';
const REACHING = ['pointerover', 'touchstart', 'focusin'] as const;

/** Runs `run` once when the visitor reaches for the consent banner (pointer, touch, keyboard). Returns the undo. */
function onReachingBanner(run: () => void): () => void {
  const stop = () => REACHING.forEach((type) => document.removeEventListener(type, reach, true));
  function reach(event: Event) {
    if (!(event.target instanceof Element && event.target.closest(BANNER))) return;
    stop();
    run();
  }
  // Already there: the pointer that counted as the first interaction may be resting on it.
  if (document.querySelector(`${BANNER}:hover, ${BANNER}:focus-within`)) {
    run();
    return () => {};
  }
  REACHING.forEach((type) => document.addEventListener(type, reach, { capture: true, passive: true }));
  return stop;
}

/**
 * Records this page view when consent allows and keeps the attribution fields of every form filled.
 * The tracker loads only when there is something to do: a form to fill, consent to track, or
 * sourcebuster cookies a revoke left to remove; otherwise it just waits for consent. Returns the undo.
 * `arrivedFromElsewhere` is the definition's finding at load (the entry shares no module with this chunk).
 */
export function followAttribution(host: HTMLElement, config: AttributionConfig, arrivedFromElsewhere = false): () => void {
  let release = () => {};
  let stopWaiting = () => {};
  let active = true;
  const needed = () => host.localName === INPUTS || !!document.querySelector(INPUTS) || consentAllows(config) || cookieNames().some((name) => name.startsWith('sbjs_'));
  const begin = () => {
    stopWaiting();
    // Already fetched (a campaign landing page): consent given on a click counts within that click.
    void tracker.use(({ refillInputs, startAttribution }) => {
      if (!active) return;
      const started = startAttribution(config);
      release = started.release;
      if (host.localName === INPUTS) void started.ready.then(() => refillInputs(host.parentElement ?? host));
    });
  };
  if (needed()) {
    begin();
  } else {
    // WooCommerce's API is there for other plugins from the start; until there is consent it has
    // nothing to tell, and asking it to track brings in the tracker (which checks consent).
    const api = (window as unknown as { wc_order_attribution: Record<string, unknown> }).wc_order_attribution;
    api.getAttributionData = () => Object.fromEntries(Object.keys(config.fields).map((field) => [field, null]));
    api.setOrderTracking = (allow: boolean) => {
      if (allow) begin();
    };
    const check = () => {
      if (needed()) begin();
    };
    // While the banner asks, the visitor may consent and move on at once, taking the page view along
    // (WooCommerce records it within the consent click), so the tracking code is fetched ahead and the
    // click records the page view in its own task: now on a campaign landing page (or one reached from
    // another site), otherwise when the visitor reaches for the banner.
    const fetchAhead = () => void tracker.load().then(({ loadSourcebuster }) => loadSourcebuster());
    let stopReaching = () => {};
    if (settings().present && bannerStatus() === 'show') {
      if (arrivedFromElsewhere) fetchAhead();
      else stopReaching = onReachingBanner(fetchAhead);
    }
    const unlisten = $consent.listen(check);
    document.addEventListener('wp_listen_for_consent_change', check);
    stopWaiting = () => {
      unlisten();
      stopReaching();
      document.removeEventListener('wp_listen_for_consent_change', check);
    };
  }
  return () => {
    active = false;
    stopWaiting();
    release();
  };
}
