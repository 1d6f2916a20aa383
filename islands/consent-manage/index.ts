import { defineIsland } from '../../src/runtime/define';

/** The manage-consent area of Complianz's cookie statement: per-category switches, applied at once. */
export default defineIsland<Record<string, never>>({
  name: 'consent-manage',
  area: 'consent',
  selector: '.cmplz-manage-consent-container',
  trigger: 'visible',
  load: () => import('./ConsentManage'),
});
