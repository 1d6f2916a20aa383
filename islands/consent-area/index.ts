import { defineIsland } from '../../src/runtime/define';
import type { ConsentAreaProps } from './read';

/**
 * Complianz's consent area (its block or `[cmplz-consent-area]` shortcode): the server prints only the
 * placeholder; the content comes from Complianz's REST API once the area's category or service is
 * allowed, and a click on the placeholder gives consent to its service.
 */
export default defineIsland<ConsentAreaProps>({
  name: 'consent-area',
  area: 'consent',
  selector: '.cmplz-consent-area.cmplz-placeholder',
  trigger: 'visible',
  load: () => import('./ConsentArea'),
});
