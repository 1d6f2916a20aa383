// What Complianz's script does to blocked content, without React: the preview and the notice whose
// button gives consent, once the content is near the viewport, and the element put back once consent
// allows it (at load for a visitor who consented earlier). The island mounts when the shopper reaches
// for it.
import { isAllowed } from '../../src/consent/allowed';
import { startConsent } from '../../src/consent/engine';
import { showPlaceholder } from '../../src/consent/placeholders';
import { $consent } from '../../src/stores/consent';

/** Puts the blocked element back (its iframe's, image's or stylesheet's address). */
const activate = (host: HTMLElement) => void import('../../src/consent/gate').then(({ activateElement }) => activateElement(host));

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
    activate(host);
    return;
  }
  whenNear(host, () => showPlaceholder(host));
  const stop = $consent.listen((state) => {
    if (!isAllowed(host, state)) return;
    stop();
    activate(host);
  });
}
