import { wakeIsland } from '../../src/wake-island';

/**
 * Gets the account panel ready ahead of its first opening (the account button calls it on intent and
 * on click): its island mounts now rather than in idle time, and the body's code starts loading.
 */
export function preloadAccountPanel(): void {
  wakeIsland(document.querySelector('.rey-accountPanel-wrapper'));
  void import('./AccountPanelBody');
}
