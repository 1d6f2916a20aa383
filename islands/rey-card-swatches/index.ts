import { defineIsland } from '../../src/runtime/define';
import type { ReyCardSwatchesProps } from './read';

/**
 * Rey's catalogue swatches (`form.variations_form.--catalog` in a card's `.rey-productVariations2`).
 * The server prints them ready to look at, so their code waits for a shopper: a card mounts when
 * pointed at, focused or touched (a tap that beats the code is held and replayed), the rest in idle
 * time after the first interaction. A card printed with a value chosen (a product with one value)
 * shows that variation once it has mounted.
 */
export default defineIsland<ReyCardSwatchesProps>({
  name: 'rey-card-swatches',
  area: 'theme',
  selector: 'form.variations_form.--catalog',
  trigger: 'interaction',
  load: () => import('./ReyCardSwatches'),
});
