import { defineIsland } from '../../src/runtime/define';
import type { EntranceProps } from './EntranceAnimation';

/**
 * Page-builder elements with an entrance animation: printed invisible, revealed on entering the
 * viewport. That runs from load without React (./reveal.ts): the host is ready, and the island only
 * mounts when the shopper reaches for it.
 */
export default defineIsland<EntranceProps>({
  name: 'entrance-animation',
  area: 'theme',
  runtime: 'elementor',
  selector: '.elementor-element.elementor-invisible',
  placeholder: (host) => import('./reveal').then(({ revealOnEntry }) => revealOnEntry(host)),
  // A function, so the elements are searched for at load and their placeholder runs then.
  trigger: () => 'intent',
  load: () => import('./EntranceAnimation'),
});
