import { defineIsland } from '../../src/runtime/define';

/** Content Complianz blocked (an embedded video, a map, an image from a service), on or below the fold. */
export default defineIsland<Record<string, never>>({
  name: 'consent-placeholder',
  area: 'consent',
  selector: '.cmplz-placeholder-element, .cmplz-image',
  trigger: 'visible',
  load: () => import('./ConsentPlaceholder'),
});
