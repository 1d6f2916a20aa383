import { defineIsland, type Trigger } from '../../src/runtime/define';
import { warnOnce } from '../../src/runtime/warn';
import type { ReyCardSwatchesProps } from './read';

// A value chosen in the printed markup (not Rey 2.8's data-selected, which chooses nothing).
const PRINTED_CHOICE = 'select[data-attribute_name] option[selected]:not([value=""])';

/**
 * Rey's catalogue swatches (`form.variations_form.--catalog` in a card's `.rey-productVariations2`).
 * The server prints them ready to look at, so their code waits for a shopper: a card mounts when
 * pointed at, focused or touched (a tap that beats the code is held and replayed), the rest in idle
 * time after the first interaction. A card printed with a value chosen (Rey's autoselect) shows that
 * variation at load without React (./preselected.ts, only where that moves nothing); the cards are
 * therefore searched for at load, by a trigger chosen per card.
 */
export default defineIsland<ReyCardSwatchesProps>({
  name: 'rey-card-swatches',
  area: 'theme',
  selector: 'form.variations_form.--catalog',
  placeholder: (form) => {
    if (!form.querySelector(PRINTED_CHOICE)) return;
    import('./preselected').then(({ showPrintedChoice }) => showPrintedChoice(form as HTMLFormElement)).catch((error: unknown) => {
      warnOnce('rey-card-swatches: the printed choice shows once the card is used.', error);
    });
  },
  trigger: (): Trigger => 'interaction',
  load: () => import('./ReyCardSwatches'),
});
