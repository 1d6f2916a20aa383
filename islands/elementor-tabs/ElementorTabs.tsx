import { useListener } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { moveFocus } from './keyboard';
import type { TabsProps } from './read';
import { activeTab, openTab } from './tabs';

export { read } from './read';

/**
 * The tabs widget, as the page builder's handler runs it: a click on a title (desktop or phone layout)
 * opens its tab; the keyboard moves focus among the titles of one list (arrows, wrapping; Home, End)
 * and Enter or Space opens the focused one. Arrows and the opening keys act when the key is released,
 * as they do there; Home, End and the vertical arrows on the press, which they keep from scrolling.
 */
export default function ElementorTabs({ host, titles, contents }: IslandProps<TabsProps>) {
  const parts = { titles, contents };
  const open = (title: HTMLElement) => {
    const tab = title.getAttribute('data-tab');
    if (tab && tab !== activeTab(parts)) openTab(parts, tab);
  };
  const titleOf = (target: EventTarget | null) => titles.find((title) => title === target || title.contains(target as Node)) ?? null;

  useListener<MouseEvent>(host, 'click', (event) => {
    const title = titleOf(event.target);
    if (!title) return;
    event.preventDefault();
    open(title);
  });
  useListener<KeyboardEvent>(host, 'keydown', (event) => {
    const title = titleOf(event.target);
    if (!title) return;
    // Old markup has a link in the title: Enter must not follow it.
    if (event.key === 'Enter' && event.target instanceof Element && event.target.closest('a')) event.preventDefault();
    const vertical = title.closest('[role="tablist"]')?.getAttribute('aria-orientation') === 'vertical';
    if (event.key === 'Home' || event.key === 'End' || (vertical && (event.key === 'ArrowUp' || event.key === 'ArrowDown'))) {
      event.preventDefault();
      moveFocus(titles, title, event.key);
    }
  });
  useListener<KeyboardEvent>(host, 'keyup', (event) => {
    const title = titleOf(event.target);
    if (!title) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') moveFocus(titles, title, event.key);
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(title);
    }
  });

  return null;
}
