// What Complianz's script does to blocked content, without React: the preview and the notice whose
// button gives consent, once the content is near the viewport. The island mounts when the shopper reaches for it, or once consent
// allows the content (it then puts the element back).
import { isAllowed } from '../../src/consent/allowed';
import { startConsent } from '../../src/consent/engine';
import { showPlaceholder } from '../../src/consent/placeholders';
import { $consent } from '../../src/stores/consent';
import { wakeIsland } from '../../src/wake-island';

/** Runs `show` once `el` comes within 256 px of the viewport: a preview far below loads when scrolled to. */
function whenNear(el: Element, show: () => void): void {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    show();
  }, { rootMargin: '256px 0px' });
  observer.observe(el);
}

export function placeholdAtLoad(host: HTMLElement): void {
  // For the page's whole life: the island joins it when it mounts.
  startConsent();
  if (isAllowed(host, $consent.get())) {
    wakeIsland(host);
    return;
  }
  whenNear(host, () => showPlaceholder(host));
  const stop = $consent.listen((state) => {
    if (!isAllowed(host, state)) return;
    stop();
    wakeIsland(host);
  });
}
