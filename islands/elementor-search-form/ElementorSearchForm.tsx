import { useController } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { followFocus } from './focus-style';
import { fullScreenOverlay } from './full-screen';
import type { SearchFormProps } from './read';

export { read } from './read';

/**
 * The search form, as Elementor Pro's handler runs it: the classic and minimal skins' focus style
 * (./focus-style.ts), or the full-screen skin's overlay (./full-screen.ts).
 */
export default function ElementorSearchForm({ host, ...props }: IslandProps<SearchFormProps>) {
  useController(host, props.skin === 'full_screen' ? fullScreenOverlay : followFocus, props);
  return null;
}
