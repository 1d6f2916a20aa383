import { defineIsland } from '../../src/runtime/define';
import { warnOnce } from '../../src/runtime/warn';

/**
 * Content Complianz blocked (an embedded video, a map, an image from a service). Its placeholder shows
 * at load without React (./show-at-load.ts), as Complianz's script would; the island mounts when the
 * shopper reaches for it, or when consent arrives and the content can be put back.
 */
export default defineIsland<Record<string, never>>({
  name: 'consent-placeholder',
  area: 'consent',
  selector: '.cmplz-placeholder-element, .cmplz-image',
  placeholder: (host) => {
    import('./show-at-load').then(({ placeholdAtLoad }) => placeholdAtLoad(host)).catch((error: unknown) => {
      warnOnce('consent-placeholder: content stays blocked.', error);
    });
  },
  // A function, so the content is searched for at load and its placeholder shows then.
  trigger: () => 'interaction',
  load: () => import('./ConsentPlaceholder'),
});
