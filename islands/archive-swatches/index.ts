import { defineIsland } from '../../src/runtime/define';
import type { ArchiveSwatchesProps } from './read';

/**
 * Swatches Pro's archive swatches (`div.wvs-archive-variations-wrapper` on loop cards). `visible`, like the
 * plugin's IntersectionObserver: cards below the fold cost nothing, and a card's variations are fetched
 * only once the shopper points at, focuses or touches it.
 */
export default defineIsland<ArchiveSwatchesProps>({
  name: 'archive-swatches',
  selector: '.wvs-archive-variations-wrapper[data-product_id]',
  trigger: 'visible',
  load: () => import('./ArchiveSwatches'),
});
