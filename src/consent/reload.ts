// Small pieces the engine and the consent actions share.
import { fire } from './events';
import { acceptedCategories, highestAcceptedCategory, settings } from './state';

/** The reload a consent change asked for, and when it is due. */
let reloadTimer: ReturnType<typeof setTimeout> | undefined;
let reloadAt = Infinity;

/** Reloads once, after `delayMs`; a later request for an earlier reload wins. */
export function reloadSoon(delayMs: number): void {
  const at = Date.now() + delayMs;
  if (at >= reloadAt) return;
  reloadAt = at;
  clearTimeout(reloadTimer);
  reloadTimer = setTimeout(() => {
    // Firefox may restore blocked iframes from its cache on a plain reload.
    if (/firefox/i.test(navigator.userAgent)) {
      const url = new URL(location.href);
      url.searchParams.set('cmplz-force-reload', String(Date.now()));
      location.href = url.href;
    } else {
      location.reload();
    }
  }, delayMs);
}

/** `cmplz_fire_categories`: the accepted categories, after every consent action and on load. */
export function fireCategories(): void {
  fire('cmplz_fire_categories', { category: highestAcceptedCategory(), categories: acceptedCategories(), region: settings().region });
}
