import { defineIsland } from '../../src/runtime/define';
import { warnOnce } from '../../src/runtime/warn';
import type { ScatteredConfig } from './read';

/**
 * Rey's scattered product grid (`ul.products.rey-wcGrid-scattered`; related and upsell grids and the
 * product grid's carousel carry `--prevent-scattered`): its items get one of 8 offsets on desktop, at
 * load and as items are appended, without React (./scatter.ts). Pure layout: it needs no UI.
 */
export default defineIsland<ScatteredConfig>({
  name: 'scattered-grid',
  area: 'theme',
  selector: 'ul.products.rey-wcGrid-scattered:not(.--prevent-scattered)',
  placeholder: (host) => {
    import('./scatter').then(({ scatterGrid }) => scatterGrid(host)).catch((error: unknown) => {
      warnOnce('scattered-grid: the grid stays straight.', error);
    });
  },
  // A function, so grids are searched for at load and their placeholder runs then; the island itself
  // only mounts for a shopper reaching for a grid (it keeps the same watch).
  trigger: () => 'intent',
  load: () => import('./ScatteredGrid'),
});
