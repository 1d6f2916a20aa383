import { defineIsland } from '../../src/runtime/define';
import type { ArchiveSwatchesProps } from './read';

/**
 * Swatches Pro's archive swatches (`div.wvs-archive-variations-wrapper` on loop cards). The server prints
 * them ready to look at, so their code waits for a shopper: a card mounts when pointed at, focused or
 * touched (a tap that beats the code is held and replayed), the rest in idle time after the first
 * interaction. A card's variations are fetched only once the shopper reaches for it.
 */
export default defineIsland<ArchiveSwatchesProps>({
  name: 'archive-swatches',
  area: 'swatches',
  selector: '.wvs-archive-variations-wrapper[data-product_id]',
  trigger: 'interaction',
  load: () => import('./ArchiveSwatches'),
});
