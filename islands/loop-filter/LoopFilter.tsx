import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { useListener } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { $loopFilters, loopFilter, setLoopFilter } from '../../src/stores/loop-filters';
import { ALL, choose } from './choose';
import { filterButtons, usePressedButtons } from './pressed';
import type { LoopFilterProps } from './read';
import { queueRefresh, refreshLoop } from './refresh';
import { termsFromUrl } from './url';

export { read } from './read';

const EMPTY: string[] = [];

/**
 * Elementor Pro's taxonomy filter (E16). A click chooses terms (one, or several joined by AND, OR or
 * NOT), records them in the address (`e-filter-{widget}-{taxonomy}`, a new history entry), and asks
 * refresh-loop for the loop widget's new markup; the buttons' `aria-pressed` follow. Back and forward
 * restore the filters of that entry.
 */
export default function LoopFilter({ widgetId, filterId, taxonomy, multiple, join, bar, baseUrl }: IslandProps<LoopFilterProps>) {
  const filters = useStore($loopFilters);
  const selected = filters[widgetId]?.[filterId]?.terms ?? EMPTY;

  // Start from what the page shows: the address, or the buttons the server pressed.
  useLayoutEffect(() => {
    const fromUrl = termsFromUrl(location.href, widgetId, taxonomy);
    const pressed = filterButtons(bar).filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.dataset.filter!).filter((v) => v !== ALL);
    setLoopFilter(widgetId, filterId, { taxonomy, terms: fromUrl?.terms ?? pressed, logicalJoin: join });
  }, [widgetId, filterId, taxonomy, join]);

  usePressedButtons(bar, selected);

  useListener<MouseEvent>(bar, 'click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('.e-filter-item[data-filter]') : null;
    if (!button || !bar.contains(button)) return;
    event.preventDefault();
    // From the store, not the last render: two quick clicks both count.
    const terms = choose(loopFilter(widgetId, filterId)?.terms ?? [], button.dataset.filter!, multiple);
    setLoopFilter(widgetId, filterId, { taxonomy, terms, logicalJoin: join });
    void refreshLoop(widgetId, { push: true, baseUrl });
  });

  useListener(window, 'popstate', () => {
    const terms = termsFromUrl(location.href, widgetId, taxonomy)?.terms ?? [];
    if (terms.join(' ') === (loopFilter(widgetId, filterId)?.terms ?? []).join(' ')) return;
    setLoopFilter(widgetId, filterId, { taxonomy, terms, logicalJoin: join });
    queueRefresh(widgetId, { push: false, baseUrl });
  });

  return null;
}
