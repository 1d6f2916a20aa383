// When the cookie clean-up (./cleanup.ts) runs: the engine keeps a schedule while it runs, and the
// consent actions ask it to clean up at once before a reload (deny all). The clean-up's own code loads
// only when something lacks consent and there is anything to clean.
import { cookieNames } from '../cookies';
import { $consent, CATEGORIES } from '../stores/consent';
import { hasConsent, settings } from './state';

export interface CleanupSchedule {
  /** Cleans up now when something lacks consent: in idle time, or at once when `urgent` (a revoke). */
  runNow(urgent?: boolean): Promise<void>;
  stop(): void;
}

// Support: requestIdleCallback is missing in Safari; a short timeout stands in.
export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
}

// As often as the clean-up itself runs once it has loaded.
const WATCH_MS = 1000;

/**
 * Calls `found` once a cookie appears, looking every second as the clean-up itself does. Chrome
 * answers an unchanged document.cookie from its own cache, so a look costs little; the Cookie Store's
 * change event would cost a subscription to the browser at every page's start. Storage is not watched:
 * the first look at local storage on a page is a round trip to the browser process (3.9 ms at 4x CPU,
 * a third of a first visit's consent work), and a key there goes nowhere by itself, while a cookie goes
 * with every request. The clean-up removes a service's storage keys as well once any cookie brings it,
 * or the visitor's deny does. Returns the stop.
 */
function watchForCookies(found: () => void): () => void {
  const timer = setInterval(() => {
    if (!cookieNames().length) return;
    clearInterval(timer);
    found();
  }, WATCH_MS);
  return () => clearInterval(timer);
}

/**
 * The cookie clean-up (consent per service) loads once something lacks consent and there is anything
 * to clean: in idle time, after a revoke at once. A first visit has no cookie yet, so it only watches
 * for the first one (a second at most, as the clean-up's own pass) and fetches nothing.
 * Once loaded it fetches which cookies belong to which service and removes those of services without
 * consent every second.
 */
function lazyCleanup(): CleanupSchedule {
  let loading: Promise<{ runNow(): void; stop(): void; ready: Promise<void> } | null> | null = null;
  let stopped = false;
  let scheduled = false;
  let unwatch: (() => void) | null = null;
  const needed = () => {
    const state = $consent.get();
    return settings().cleanCookies
      && (CATEGORIES.some((c) => !hasConsent(c, state)) || Object.values(state.services).some((consented) => !consented));
  };
  const load = () => {
    unwatch?.();
    return (loading ??= import('./cleanup').then(({ startCleanup }) => (stopped ? null : startCleanup())));
  };
  return {
    runNow(urgent = false) {
      if (loading) return loading.then((cleanup) => (cleanup?.runNow(), cleanup?.ready));
      if (!needed()) return Promise.resolve();
      if (urgent) return load().then((cleanup) => cleanup?.ready);
      if (!cookieNames().length) {
        // A cookie written later (by a tag the server did not block) is found on the next tick.
        unwatch ??= watchForCookies(() => {
          if (needed()) void load();
        });
        return Promise.resolve();
      }
      // Not urgent: the page's own work comes first.
      if (!scheduled) {
        scheduled = true;
        whenIdle(() => void load());
      }
      return Promise.resolve();
    },
    stop() {
      stopped = true;
      unwatch?.();
      void loading?.then((cleanup) => cleanup?.stop());
    },
  };
}

/** The schedule of the running consent engine, which deny all asks to clean up at once. */
let current: CleanupSchedule | null = null;

/** The engine's clean-up schedule, for as long as the engine runs (until `stop()`). */
export function scheduleCleanup(): CleanupSchedule {
  const schedule = lazyCleanup();
  current = schedule;
  return {
    runNow: schedule.runNow,
    stop() {
      schedule.stop();
      if (current === schedule) current = null;
    },
  };
}

/**
 * Removes the cookies of whatever lacks consent now, loading what it needs at once; resolves after
 * that pass. Deny all waits for it before the reload.
 */
export function cleanUpNow(): Promise<void> {
  return current?.runNow(true) ?? Promise.resolve();
}
