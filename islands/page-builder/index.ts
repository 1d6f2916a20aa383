import { defineIsland, NO_ELEMENT } from '../../src/runtime/define';
import { warnOnce } from '../../src/runtime/warn';

// The kit's class is on the body of every page of a shop with the page builder; its front end runs,
// and prints its config, only on the pages it has content on (a product page of the shop's theme has
// none). Decided once, when the entry runs: the config is printed before it.
const builderRuns = typeof window !== 'undefined' && 'elementorFrontendConfig' in window;

/**
 * A page the page builder made (its body carries the kit's class, and the builder's config is
 * printed). Its body state (device mode and browser classes, the device probe,
 * `elementor/frontend/init`) is set at load without React (./body-state.ts), as the page builder's
 * script does; the island keeps the device mode current on resize once the shopper is here.
 */
export default defineIsland<Record<string, never>>({
  name: 'page-builder',
  area: 'theme',
  runtime: 'elementor',
  selector: builderRuns ? 'body[class*="elementor-kit-"]' : NO_ELEMENT,
  placeholder: (host) => {
    import('./body-state').then(({ setBodyState }) => setBodyState(host)).catch((error: unknown) => {
      warnOnce('page-builder: no body state.', error);
    });
  },
  // A function, so the body is searched for at load and its placeholder runs then.
  trigger: () => 'interaction',
  load: () => import('./PageBuilder'),
});
