// Where the keyboard takes focus among the tabs widget's titles, as the page builder's handler does.
import { params } from '../../src/config';

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

/** Moves focus from `title` to another title of its list for `key` (arrows, wrapping; Home, End). */
export function moveFocus(titles: HTMLElement[], title: HTMLElement, key: string): void {
  const list = title.closest<HTMLElement>('[role="tablist"]');
  const siblings = list ? titles.filter((t) => t.closest('[role="tablist"]') === list) : [title];
  const vertical = list?.getAttribute('aria-orientation') === 'vertical';
  if (key === 'Home') return siblings[0]?.focus();
  if (key === 'End') return siblings[siblings.length - 1]?.focus();
  const direction = step(key, vertical, Boolean(params('elementorFrontendConfig').is_rtl));
  if (!direction) return;
  const index = siblings.indexOf(title);
  siblings[(index + direction + siblings.length) % siblings.length]?.focus();
}
