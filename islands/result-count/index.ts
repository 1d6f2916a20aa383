import { defineIsland } from '../../src/runtime/define';

/** The "Visar alla 24 resultat" line above a product listing. */
export default defineIsland<Record<string, never>>({
  name: 'result-count',
  selector: '.woocommerce-result-count',
  trigger: 'idle',
  load: () => import('./ResultCount'),
});
