// The body state the page builder's CSS and third-party scripts read: device mode and browser classes,
// the device probe element, stretched elements widened to the viewport, masonry grids, scrolling
// motion effects, and `elementor/frontend/init` once. What the page builder's own script
// sets at load, so it is set at load without React (the definition's placeholder); the island keeps
// the device mode current on resize once the shopper is here.
import { wakeIsland } from '../../src/wake-island';
import { browserFlags, deviceFromProbe } from './environment';

// Stretched elements (./stretch.ts), masonry grids (./masonry.ts) and scrolling motion effects
// (./motion-effects.ts): the selectors are here so pages without them load none of their code.
const STRETCHED = '.e-stretched, .elementor-section-stretched';
const MASONRY = '.elementor-widget[data-settings*=\'masonry":"yes"\']';
const MOTION = '.elementor-element:is([data-settings*=\'motion_fx_motion_fx_scrolling":"yes"\'], [data-settings*=\'motion_fx_motion_fx_mouse":"yes"\'])';

/** The probe element the page builder's CSS shows per device; added when the page has none. */
function probeOf(doc: Document): HTMLElement {
  let probe = doc.getElementById('elementor-device-mode');
  if (!probe) {
    probe = doc.createElement('span');
    probe.id = 'elementor-device-mode';
    probe.className = 'elementor-screen-only';
    doc.body.append(probe);
  }
  return probe;
}

/** Writes the device mode the probe (or, without the page builder's CSS, the breakpoints) shows. */
export function showDeviceMode(host: HTMLElement): void {
  const doc = host.ownerDocument;
  const probe = probeOf(doc);
  const shown = deviceFromProbe(probe);
  if (shown) {
    host.setAttribute('data-elementor-device-mode', shown);
    return;
  }
  // Without the page builder's CSS the breakpoints decide; their code loads only then.
  void import('../../src/elementor').then(({ currentDevice }) => {
    if (host.isConnected) host.setAttribute('data-elementor-device-mode', deviceFromProbe(probe) ?? currentDevice((doc.defaultView ?? window).innerWidth));
  });
}

/**
 * The body's state at load, and the page builder's init event for code that waits for it. A resize
 * wakes the island, which follows the window's size from then on.
 */
export function setBodyState(host: HTMLElement): void {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  win.addEventListener('resize', () => wakeIsland(host), { once: true });
  const touch = 'ontouchstart' in win || win.navigator.maxTouchPoints > 0;
  host.classList.add(...browserFlags(win.navigator.userAgent, touch).map((flag) => `e--ua-${flag}`));
  showDeviceMode(host);
  if (doc.querySelector(STRETCHED)) void import('./stretch').then(({ stretchAll }) => stretchAll(doc));
  if (doc.querySelector(MASONRY)) void import('./masonry').then(({ masonryAll }) => masonryAll(doc, MASONRY));
  if (doc.querySelector(MOTION)) void import('./motion-effects').then(({ motionEffectsAll }) => motionEffectsAll(doc, MOTION));
  win.dispatchEvent(new CustomEvent('elementor/frontend/init', { detail: null }));
  // An address naming a link action runs it now; the links' own code waits for the shopper.
  if (/elementor-action/i.test(doc.location?.hash ?? '')) void import('../page-builder-link/deep-link').then(({ runDeepLink }) => runDeepLink(doc));
  // A slideshow's state in the address (a shared link to one of its slides) opens it there.
  else if (/^#gid=/.test(doc.location?.hash ?? '')) void import('../../src/lightbox/elementor').then(({ openSlideshowInHash }) => openSlideshowInHash(doc));
}
