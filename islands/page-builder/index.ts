import { defineIsland } from '../../src/runtime/define';
import { warnOnce } from '../../src/runtime/warn';

/**
 * A page the page builder made (its body carries the kit's class). Its body state (device mode and
 * browser classes, the device probe, `elementor/frontend/init`) is set at load without React
 * (./body-state.ts), as the page builder's script does; the island keeps the device mode current on
 * resize once the shopper is here.
 */
export default defineIsland<Record<string, never>>({
  name: 'page-builder',
  area: 'theme',
  runtime: 'elementor',
  selector: 'body[class*="elementor-kit-"]',
  placeholder: (host) => {
    import('./body-state').then(({ setBodyState }) => setBodyState(host)).catch((error: unknown) => {
      warnOnce('page-builder: no body state.', error);
    });
  },
  // A function, so the body is searched for at load and its placeholder runs then.
  trigger: () => 'interaction',
  load: () => import('./PageBuilder'),
});
