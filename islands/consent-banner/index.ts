import { defineIsland } from '../../src/runtime/define';
import type { ConsentBannerProps } from './read';

/**
 * Complianz's banner container (printed in wp_footer on every page). Mounting it starts the consent
 * engine, so blocked scripts of a visitor who already chose run at once, and a first-time visitor
 * sees the banner without waiting for idle time.
 */
export default defineIsland<ConsentBannerProps>({
  name: 'consent-banner',
  selector: '#cmplz-cookiebanner-container',
  trigger: 'load',
  load: () => import('./ConsentBanner'),
});
