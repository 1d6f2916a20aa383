import { params } from '../../src/config';
import { useListener } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import type { TabsProps } from './read';
import { activeTab, openTab } from './tabs';

export { read } from './read';

/**
 * Where an arrow key moves focus among a list's titles: the desktop titles' list is horizontal (left
 * and right), the phone layout's vertical (up and down); right and left swap on a right-to-left page.
 */
function step(key: string, vertical: boolean, rtl: boolean): number {
  if (vertical) return key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0;
  if (key === 'ArrowRight') return rtl ? -1 : 1;
  if (key === 'ArrowLeft') return rtl ? 1 : -1;
  return 0;
}

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

  const moveFocus = (title: HTMLElement, key: string) => {
    const list = title.closest<HTMLElement>('[role="tablist"]');
    const siblings = list ? titles.filter((t) => t.closest('[role="tablist"]') === list) : [title];
    const vertical = list?.getAttribute('aria-orientation') === 'vertical';
    if (key === 'Home') return siblings[0]?.focus();
    if (key === 'End') return siblings[siblings.length - 1]?.focus();
    const direction = step(key, vertical, Boolean(params('elementorFrontendConfig').is_rtl));
    if (!direction) return;
    const index = siblings.indexOf(title);
    siblings[(index + direction + siblings.length) % siblings.length]?.focus();
  };

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
      moveFocus(title, event.key);
    }
  });
  useListener<KeyboardEvent>(host, 'keyup', (event) => {
    const title = titleOf(event.target);
    if (!title) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') moveFocus(title, event.key);
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(title);
    }
  });

  return null;
}
