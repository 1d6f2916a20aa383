import { defineIsland } from '../../src/runtime/define';

/** The "Visar alla 24 resultat" line above a product listing; it only changes when the shopper filters. */
export default defineIsland<Record<string, never>>({
  name: 'result-count',
  selector: '.woocommerce-result-count',
  trigger: 'interaction',
  load: () => import('./ResultCount'),
});
