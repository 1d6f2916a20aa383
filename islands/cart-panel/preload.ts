import { wakeIsland } from '../../src/wake-island';

/**
 * Gets the cart panel ready ahead of its first opening (the header cart calls it on intent and on
 * click): its island mounts now rather than in idle time, and the body's code starts loading.
 */
export function preloadCartPanel(): void {
  wakeIsland(document.querySelector('.rey-cartPanel-wrapper.js-rey-cartPanel'));
  void import('./CartPanelBody');
}
