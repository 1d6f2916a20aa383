import { defineIsland } from '../../src/runtime/define';

/**
 * The "Visar alla 24 resultat" line above a product listing. It has work only on a sorted or filtered
 * listing (the URL has a query); elsewhere it mounts only if someone reaches for it.
 */
export default defineIsland<Record<string, never>>({
  name: 'result-count',
  area: 'cart',
  selector: '.woocommerce-result-count',
  trigger: () => (location.search ? 'idle' : 'intent'),
  load: () => import('./ResultCount'),
});
